import { ConflictError, type CommandMetadata } from '@life/domain';
import {
  emailReservationDecider,
  emailReservationEvents,
  emailStreamId,
  legacyEmailStreamId,
  userMessages,
} from '@life/domain/users/index';
import { emailDigest, foldStream, type EventStore } from '@life/infra';
import { handleCommand } from '@life/infra/event-store/handle-command';

/**
 * Who holds an address. Reservations live in `user-email-<digest>`; builds before the hash wrote
 * `user-email-<address>`, and the log is forever, so both are read (in one round trip, for every
 * address alike: login timing must not tell a legacy user from an unknown one). Nothing appends
 * to a legacy stream any more, so its holder never changes and the earlier holder wins.
 */
export async function emailHolder(store: EventStore, email: string): Promise<string | null> {
  const aggregate = { decider: emailReservationDecider, events: emailReservationEvents };
  const [current = [], legacy = []] = await store.readStreams([emailStreamId(emailDigest(email)), legacyEmailStreamId(email)]);
  return foldStream(aggregate, legacy).reservedBy ?? foldStream(aggregate, current).reservedBy;
}

/**
 * Reserves an address for `userId` (409 'Email already registered' when someone holds it). A
 * legacy reservation cannot appear after the check (only old builds wrote them), and the hashed
 * stream's own decider makes its first writer win.
 */
export async function reserveEmail(store: EventStore, email: string, metadata: CommandMetadata): Promise<void> {
  const legacy = await store.readStream(legacyEmailStreamId(email));
  const aggregate = { decider: emailReservationDecider, events: emailReservationEvents };
  if (foldStream(aggregate, legacy).reservedBy !== null) throw new ConflictError(userMessages.emailTaken);
  await handleCommand(store, emailStreamId(emailDigest(email)), emailReservationDecider, {
    type: 'ReserveEmail',
    data: { userId: metadata.userId },
    metadata,
  });
}

/** Undoes reserveEmail after a failed registration (a no-op unless `userId` holds it). */
export async function releaseEmail(store: EventStore, email: string, metadata: CommandMetadata): Promise<void> {
  await handleCommand(store, emailStreamId(emailDigest(email)), emailReservationDecider, {
    type: 'ReleaseEmail',
    data: { userId: metadata.userId },
    metadata,
  });
}
