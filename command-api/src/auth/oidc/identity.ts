import { createHash, randomUUID } from 'node:crypto';
import { ConflictError, type CommandMetadata } from '@life/domain';
import { hasControlCharacters } from '@life/domain/shared/text';
import {
  identityReservationDecider,
  identityReservationEvents,
  identityStreamId,
  normaliseEmail,
  userDecider,
  userStreamId,
  MAX_DISPLAY_NAME_LENGTH,
  type ExternalIdentity,
  type UserProvider,
} from '@life/domain/users/index';
import { aggregateStream, deleteApiTokensOfUser, deleteSessionsOfUser, type Db, type EventStore } from '@life/infra';
import { handleCommand } from '@life/infra/event-store/handle-command';
import type { Logger } from '../../logger';
import { releaseEmail, reserveEmail } from '../email-reservation';
import { findUserByEmail, loadUser, type StoredUser } from '../users';

/** What a verified ID token (plus userinfo) tells us about the person signing in. */
export interface VerifiedIdentity extends ExternalIdentity {
  provider: Exclude<UserProvider, 'email'>;
  /** Verified by the provider (email_verified === true); unverified addresses never get here. */
  email: string;
  name?: string;
}

/** sha256(issuer|subject): a fixed-length, URL-free stream key per identity. */
export function identityDigest(identity: ExternalIdentity): string {
  return createHash('sha256').update(`${identity.issuer}|${identity.subject}`).digest('hex');
}

/**
 * The provider's name claim is not ours to trust: control characters are dropped and the length
 * capped so the domain's display-name rules accept it; an empty result falls back to the
 * e-mail's local part. The decider still validates what comes out.
 */
export function displayNameFromClaims(name: string | undefined, email: string): string {
  const clean = (value: string) =>
    [...value]
      .filter((char) => !hasControlCharacters(char))
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
  const fromName = clean(name ?? '');
  const chosen = fromName || clean(email.split('@')[0] ?? '') || 'User';
  // Whole characters only (never half a surrogate pair), within the domain's UTF-16 length limit.
  let capped = '';
  for (const char of chosen) {
    if (capped.length + char.length > MAX_DISPLAY_NAME_LENGTH) break;
    capped += char;
  }
  return capped.trim();
}

type Deps = { store: EventStore; db: Db; logger: Logger };

/**
 * The user an identity signs in as, event-sourced like e-mail sign-in:
 * 1. the identity's reservation stream names a user -> that user;
 * 2. else a user holds the (verified) e-mail -> reserve the identity for them and link it;
 *    a password they had is removed and their sessions and API tokens revoked (see linkIdentity);
 * 3. else register a new user with the provider set and no password.
 */
export async function signInIdentity(
  deps: Deps,
  identity: VerifiedIdentity,
  metadata: Omit<CommandMetadata, 'userId'>,
): Promise<StoredUser> {
  const identityStream = identityStreamId(identityDigest(identity));
  const { state } = await aggregateStream(deps.store, identityStream, {
    decider: identityReservationDecider,
    events: identityReservationEvents,
  });
  if (state.reservedBy) {
    const user = await loadUser(deps.store, state.reservedBy);
    // Reserved but still holding a password: a link interrupted after the reservation; finish it.
    if (user) return user.passwordHash === null ? user : linkIdentity(deps, user, identity, metadata);
  }
  const existing = await findUserByEmail(deps.store, identity.email);
  if (existing) return linkToExisting(deps, identityStream, existing, identity, metadata);
  try {
    return await registerFromIdentity(deps, identityStream, identity, metadata);
  } catch (error) {
    // Someone registered the address meanwhile (a double click, an e-mail sign-up): link to them.
    if (!(error instanceof ConflictError)) throw error;
    const raced = await findUserByEmail(deps.store, identity.email);
    if (!raced) throw error;
    return linkToExisting(deps, identityStream, raced, identity, metadata);
  }
}

async function linkToExisting(
  deps: Deps,
  identityStream: string,
  user: StoredUser,
  identity: VerifiedIdentity,
  metadata: Omit<CommandMetadata, 'userId'>,
): Promise<StoredUser> {
  await handleCommand(deps.store, identityStream, identityReservationDecider, {
    type: 'ReserveIdentity',
    data: { userId: user.id },
    metadata: { ...metadata, userId: user.id },
  });
  return linkIdentity(deps, user, identity, metadata);
}

/**
 * E-mail sign-up never verifies the address, so an attacker may have registered it first. The
 * provider has now proven who owns it: LinkIdentity removes the password in the same append, and
 * every session and API token of the account goes (whoever held the password made them), so only
 * the identity's owner holds the account afterwards. Revoked before the append too: should the
 * revocation after it fail, a retried sign-in finds no password left and would not revoke again.
 */
async function linkIdentity(
  deps: Deps,
  user: StoredUser,
  identity: VerifiedIdentity,
  metadata: Omit<CommandMetadata, 'userId'>,
): Promise<StoredUser> {
  const revokeAccess = () =>
    deps.db.transaction(async (tx) => {
      await deleteSessionsOfUser(tx, user.id);
      await deleteApiTokensOfUser(tx, user.id);
    });
  if (user.passwordHash !== null) await revokeAccess();
  const { events } = await handleCommand(deps.store, userStreamId(user.id), userDecider, {
    type: 'LinkIdentity',
    data: { issuer: identity.issuer, subject: identity.subject },
    metadata: { ...metadata, userId: user.id },
  });
  if (!events.some((event) => event.type === 'PasswordRemoved')) return user;
  // Sessions made with the password between the first revocation and the append go too.
  await revokeAccess();
  deps.logger.info({ userId: user.id, issuer: identity.issuer }, 'identity linked: password removed, sessions and API tokens revoked');
  return { ...user, passwordHash: null };
}

/** Three reservations/streams, like registerUser: anything written before a failure is released again. */
async function registerFromIdentity(
  deps: Deps,
  identityStream: string,
  identity: VerifiedIdentity,
  metadata: Omit<CommandMetadata, 'userId'>,
): Promise<StoredUser> {
  const userId = randomUUID();
  const meta = { ...metadata, userId };
  await reserveEmail(deps.store, identity.email, meta);
  let identityReserved = false;
  try {
    await handleCommand(deps.store, identityStream, identityReservationDecider, {
      type: 'ReserveIdentity',
      data: { userId },
      metadata: meta,
    });
    identityReserved = true;
    await handleCommand(deps.store, userStreamId(userId), userDecider, {
      type: 'RegisterUser',
      data: {
        userId,
        email: normaliseEmail(identity.email),
        displayName: displayNameFromClaims(identity.name, identity.email),
        passwordHash: null,
        provider: identity.provider,
        identity: { issuer: identity.issuer, subject: identity.subject },
      },
      metadata: meta,
    });
  } catch (error) {
    const release = async () => {
      if (identityReserved) {
        await handleCommand(deps.store, identityStream, identityReservationDecider, {
          type: 'ReleaseIdentity',
          data: { userId },
          metadata: meta,
        });
      }
      await releaseEmail(deps.store, identity.email, meta);
    };
    await release().catch((releaseError: unknown) =>
      deps.logger.error({ err: releaseError, userId }, 'could not release sign-in reservations'),
    );
    throw error;
  }
  const user = await loadUser(deps.store, userId);
  if (!user) throw new Error('registered user not found');
  return user;
}
