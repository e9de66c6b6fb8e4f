import { assertNever, type Decider } from '../core/decider';
import { ConflictError, NotFoundError, ValidationError } from '../core/errors';
import type { EmailReservationCommand, IdentityReservationCommand, UserCommand } from './commands';
import { normaliseEmail } from './email';
import type { EmailReservationEvent, IdentityReservationEvent, UserEvent } from './events';
import { isPlainText, MAX_DISPLAY_NAME_LENGTH, MAX_EMAIL_LENGTH, MAX_PHOTO_URL_LENGTH, userLimitMessages } from './limits';
import { userMessages } from './messages';
import type { EmailReservationState, IdentityReservationState, UserState } from './state';

// Deliberately loose: one @ with something on both sides; the mailbox is the real check.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

function checkDisplayName(displayName: string): string {
  const trimmed = displayName.trim();
  if (!trimmed) throw ValidationError.of('displayName', userMessages.displayNameRequired);
  if (!isPlainText(trimmed)) throw ValidationError.of('displayName', userLimitMessages.displayNameControlCharacters);
  if (trimmed.length > MAX_DISPLAY_NAME_LENGTH) throw ValidationError.of('displayName', userMessages.displayNameTooLong);
  return trimmed;
}

function checkEmail(raw: string): string {
  const email = normaliseEmail(raw);
  if (!EMAIL_SHAPE.test(email) || !isPlainText(email)) throw ValidationError.of('email', userMessages.invalidEmail);
  if (email.length > MAX_EMAIL_LENGTH) throw ValidationError.of('email', userLimitMessages.emailTooLong);
  return email;
}

function checkPhotoUrl(photoURL: string): string {
  if (photoURL.length > MAX_PHOTO_URL_LENGTH || !isPlainText(photoURL))
    throw ValidationError.of('photoURL', userLimitMessages.photoUrlInvalid);
  return photoURL;
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return {
          status: 'registered',
          id: event.data.userId,
          email: event.data.email,
          displayName: event.data.displayName,
          passwordHash: event.data.passwordHash,
          provider: event.data.provider,
          photoURL: event.data.photoURL ?? null,
          identities: [],
        };
      case 'IdentityLinked':
        if (state.status !== 'registered') return state;
        return { ...state, identities: [...state.identities, { issuer: event.data.issuer, subject: event.data.subject }] };
      case 'PasswordChanged':
        return state.status === 'registered' ? { ...state, passwordHash: event.data.passwordHash } : state;
      case 'PasswordRemoved':
        return state.status === 'registered' ? { ...state, passwordHash: null } : state;
      case 'ProfileUpdated':
        if (state.status !== 'registered') return state;
        return {
          ...state,
          displayName: event.data.displayName ?? state.displayName,
          photoURL: event.data.photoURL === undefined ? state.photoURL : event.data.photoURL,
        };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser': {
        // A fresh uuid per registration; a second RegisterUser on one stream is a caller bug or a replay.
        if (state.status === 'registered') throw new ConflictError('User already exists');
        const email = checkEmail(command.data.email);
        const displayName = checkDisplayName(command.data.displayName);
        if (command.data.photoURL) checkPhotoUrl(command.data.photoURL);
        const { userId, passwordHash, photoURL, identity } = command.data;
        const provider = command.data.provider ?? 'email';
        // An e-mail account without a password could never sign in: a caller bug, refused.
        if (provider === 'email' && passwordHash === null) throw ValidationError.of('password', userMessages.emailAndPasswordRequired);
        return [
          {
            type: 'UserRegistered',
            data: { userId, email, displayName, passwordHash, provider, ...(photoURL ? { photoURL } : {}) },
          },
          ...(identity ? [{ type: 'IdentityLinked' as const, data: { userId, issuer: identity.issuer, subject: identity.subject } }] : []),
        ];
      }
      case 'LinkIdentity': {
        if (state.status !== 'registered' || state.id !== command.metadata.userId) {
          throw new NotFoundError(userMessages.userNotFound);
        }
        const { issuer, subject } = command.data;
        // Linking again (a retried sign-in) changes nothing.
        if (state.identities.some((linked) => linked.issuer === issuer && linked.subject === subject)) return [];
        // Sign-up never verified the address; the provider just did. A password set before then may
        // be an attacker's pre-registration, so it goes, in the same append as the link.
        return [
          { type: 'IdentityLinked', data: { userId: state.id, issuer, subject } },
          ...(state.passwordHash === null
            ? []
            : [{ type: 'PasswordRemoved' as const, data: { userId: state.id, reason: 'identity-linked' as const } }]),
        ];
      }
      case 'ChangePassword': {
        // Only the user themself may act on their stream; anyone else sees "not found".
        if (state.status !== 'registered' || state.id !== command.metadata.userId) {
          throw new NotFoundError(userMessages.userNotFound);
        }
        return [{ type: 'PasswordChanged', data: { userId: state.id, passwordHash: command.data.passwordHash } }];
      }
      case 'UpdateProfile': {
        if (state.status !== 'registered' || state.id !== command.metadata.userId) {
          throw new NotFoundError(userMessages.userNotFound);
        }
        const data: { userId: string; displayName?: string; photoURL?: string | null } = { userId: state.id };
        if (command.data.displayName !== undefined) {
          const displayName = checkDisplayName(command.data.displayName);
          if (displayName !== state.displayName) data.displayName = displayName;
        }
        if (command.data.photoURL !== undefined && command.data.photoURL !== state.photoURL) {
          data.photoURL = command.data.photoURL === null ? null : checkPhotoUrl(command.data.photoURL);
        }
        // Nothing changed: no event, so repeating a save is harmless.
        return Object.keys(data).length > 1 ? [{ type: 'ProfileUpdated', data }] : [];
      }
      default:
        return assertNever(command);
    }
  },
};

/**
 * Guards one e-mail address. Registration reserves it first (the first append on a
 * new stream wins, so two concurrent registrations cannot both succeed).
 */
export const emailReservationDecider: Decider<EmailReservationState, EmailReservationCommand, EmailReservationEvent> = {
  initialState: () => ({ reservedBy: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'EmailReserved':
        return { reservedBy: event.data.userId };
      case 'EmailReleased':
        return state.reservedBy === event.data.userId ? { reservedBy: null } : state;
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'ReserveEmail':
        if (state.reservedBy === command.data.userId) return []; // retry of our own reservation
        if (state.reservedBy !== null) throw new ConflictError(userMessages.emailTaken);
        return [{ type: 'EmailReserved', data: { userId: command.data.userId } }];
      case 'ReleaseEmail':
        // Only the holder's release counts; releasing a free or foreign address changes nothing.
        return state.reservedBy === command.data.userId ? [{ type: 'EmailReleased', data: { userId: command.data.userId } }] : [];
      default:
        return assertNever(command);
    }
  },
};

/**
 * Guards one provider identity (issuer + subject), like emailReservationDecider guards an address:
 * the first user to reserve it is the one it signs in as.
 */
export const identityReservationDecider: Decider<IdentityReservationState, IdentityReservationCommand, IdentityReservationEvent> = {
  initialState: () => ({ reservedBy: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'IdentityReserved':
        return { reservedBy: event.data.userId };
      case 'IdentityReleased':
        return state.reservedBy === event.data.userId ? { reservedBy: null } : state;
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'ReserveIdentity':
        if (state.reservedBy === command.data.userId) return [];
        if (state.reservedBy !== null) throw new ConflictError(userMessages.identityTaken);
        return [{ type: 'IdentityReserved', data: { userId: command.data.userId } }];
      case 'ReleaseIdentity':
        return state.reservedBy === command.data.userId ? [{ type: 'IdentityReleased', data: { userId: command.data.userId } }] : [];
      default:
        return assertNever(command);
    }
  },
};
