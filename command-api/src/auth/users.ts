import { randomUUID } from 'node:crypto';
import {
  normaliseEmail,
  userDecider,
  userStreamEvents,
  userStreamId,
  type RegisterInput,
  type UserProvider,
} from '@life/domain/users/index';
import type { CommandMetadata } from '@life/domain';
import { aggregateStream, type EventStore, type Position } from '@life/infra';
import { handleCommand } from '@life/infra/event-store/handle-command';
import type { Logger } from '../logger';
import { emailHolder, releaseEmail, reserveEmail } from './email-reservation';
import { hashPassword } from './passwords';

/** The current-user shape of /api/auth/me, login and register. */
export interface UserView {
  id: string;
  email: string;
  displayName: string;
  photoURL: string | null;
  provider: UserProvider;
  createdAt: string;
}

export interface StoredUser extends UserView {
  /** null for users created through an identity provider: password sign-in then always fails. */
  passwordHash: string | null;
}

export async function loadUser(store: EventStore, userId: string): Promise<StoredUser | undefined> {
  const { state, events } = await aggregateStream(store, userStreamId(userId), { decider: userDecider, events: userStreamEvents });
  if (state.status !== 'registered') return undefined;
  const { passwordHash, id, email, displayName, photoURL, provider } = state;
  return { id, email, displayName, photoURL, provider, passwordHash, createdAt: events[0]?.metadata.occurredAt ?? '' };
}

/** E-mail -> user via the reservation streams (email-reservation.ts), then the user stream: no read model involved. */
export async function findUserByEmail(store: EventStore, email: string): Promise<StoredUser | undefined> {
  const holder = await emailHolder(store, email);
  return holder ? loadUser(store, holder) : undefined;
}

export function toUserView(user: StoredUser): UserView {
  const { passwordHash: _secret, ...view } = user;
  return view;
}

/**
 * Registration is two streams: reserve the address (`reserveEmail`: only the first writer on a
 * fresh stream wins, the loser gets 409 'Email already registered'), then write
 * UserRegistered to `user-<id>`. If that second write fails, the reservation is released
 * so the address is not locked forever by a user that does not exist.
 */
export async function registerUser(
  deps: { store: EventStore; logger: Logger; scryptCost: number },
  input: RegisterInput,
  metadata: Omit<CommandMetadata, 'userId'>,
): Promise<{ user: UserView; position: Position }> {
  const userId = randomUUID();
  const meta = { ...metadata, userId };
  // Hash first: the slow part, done before the address is reserved.
  const passwordHash = await hashPassword(input.password, deps.scryptCost);
  await reserveEmail(deps.store, input.email, meta);
  try {
    const result = await handleCommand(deps.store, userStreamId(userId), userDecider, {
      type: 'RegisterUser',
      data: { userId, email: normaliseEmail(input.email), displayName: input.displayName, passwordHash },
      metadata: meta,
    });
    const user = {
      id: userId,
      email: normaliseEmail(input.email),
      displayName: input.displayName.trim(),
      photoURL: null,
      provider: 'email' as const,
      createdAt: meta.now,
    };
    return { user, position: result.position };
  } catch (error) {
    await releaseEmail(deps.store, input.email, meta).catch((releaseError: unknown) =>
      deps.logger.error({ err: releaseError, userId }, 'could not release e-mail reservation'),
    );
    throw error;
  }
}
