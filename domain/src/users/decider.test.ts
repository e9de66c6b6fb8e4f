import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../core/errors';
import { deciderSpec } from '../testing/decider-spec';
import { eventRegistry } from '../registry';
import type {
  ChangePassword,
  LinkIdentity,
  RegisterUser,
  ReleaseEmail,
  ReleaseIdentity,
  ReserveEmail,
  ReserveIdentity,
  UpdateProfile,
} from './commands';
import { emailReservationDecider, identityReservationDecider, userDecider } from './decider';
import type { UserEvent } from './events';

const userId = '0b9a2a4e-6a53-4b0e-9d2f-2f0f6d1d9a11';
const otherId = '7c1e0f52-2d55-4a1e-bb1f-6c2a3f9e4b22';
const metadata = { userId, now: '2025-10-01T10:00:00.000Z', today: '2025-10-01' };

const register = (data: Partial<RegisterUser['data']> = {}): RegisterUser => ({
  type: 'RegisterUser',
  data: { userId, email: 'Ada@Example.com ', displayName: ' Ada ', passwordHash: 'scrypt$hash', ...data },
  metadata,
});
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId, email: 'ada@example.com', displayName: 'Ada', passwordHash: 'scrypt$hash', provider: 'email' },
};

describe('user decider', () => {
  const spec = deciderSpec(userDecider);

  it('registers with a normalised email and trimmed display name', () => {
    spec.given([]).when(register()).then([registered]);
  });

  it('keeps a photo URL when one is given', () => {
    spec
      .given([])
      .when(register({ photoURL: 'https://example.com/a.png' }))
      .then([{ ...registered, data: { ...registered.data, photoURL: 'https://example.com/a.png' } }]);
  });

  it('refuses a blank display name with the spec text', () => {
    spec
      .given([])
      .when(register({ displayName: '   ' }))
      .thenThrows(ValidationError, { fields: { displayName: 'Please enter your display name' } });
  });

  it('refuses an address without @', () => {
    spec
      .given([])
      .when(register({ email: 'ada' }))
      .thenThrows(ValidationError, { fields: { email: 'Please enter a valid email address' } });
  });

  it('refuses registering twice on one stream', () => {
    spec.given([registered]).when(register()).thenThrows(ConflictError);
  });

  it('changes the password of the signed-in user', () => {
    const command: ChangePassword = { type: 'ChangePassword', data: { passwordHash: 'scrypt$new' }, metadata };
    spec
      .given([registered])
      .when(command)
      .then([{ type: 'PasswordChanged', data: { userId, passwordHash: 'scrypt$new' } }]);
  });

  it("hides another user's stream as not found", () => {
    const command: ChangePassword = {
      type: 'ChangePassword',
      data: { passwordHash: 'x' },
      metadata: { ...metadata, userId: otherId },
    };
    spec.given([registered]).when(command).thenThrows(NotFoundError);
    spec
      .given([])
      .when({ ...command, metadata })
      .thenThrows(NotFoundError);
  });

  it('updates only what changed, and nothing when nothing changed', () => {
    const update = (data: UpdateProfile['data']): UpdateProfile => ({ type: 'UpdateProfile', data, metadata });
    spec
      .given([registered])
      .when(update({ displayName: ' Ada L ', photoURL: 'p' }))
      .then([{ type: 'ProfileUpdated', data: { userId, displayName: 'Ada L', photoURL: 'p' } }]);
    spec
      .given([registered])
      .when(update({ displayName: 'Ada' }))
      .then([]);
    spec
      .given([registered, { type: 'ProfileUpdated', data: { userId, photoURL: 'p' } }])
      .when(update({ photoURL: null }))
      .then([{ type: 'ProfileUpdated', data: { userId, photoURL: null } }]);
    spec
      .given([registered])
      .when(update({ displayName: '' }))
      .thenThrows(ValidationError);
  });
});

describe('email reservation decider', () => {
  const spec = deciderSpec(emailReservationDecider);
  const reserve = (id: string): ReserveEmail => ({ type: 'ReserveEmail', data: { userId: id }, metadata });
  const release = (id: string): ReleaseEmail => ({ type: 'ReleaseEmail', data: { userId: id }, metadata });

  it('reserves a free address', () => {
    spec
      .given([])
      .when(reserve(userId))
      .then([{ type: 'EmailReserved', data: { userId } }]);
  });

  it('refuses an address held by someone else with the 409 text', () => {
    spec
      .given([{ type: 'EmailReserved', data: { userId: otherId } }])
      .when(reserve(userId))
      .thenThrows(ConflictError, { message: 'Email already registered' });
  });

  it('treats a repeated reservation by the holder as done', () => {
    spec
      .given([{ type: 'EmailReserved', data: { userId } }])
      .when(reserve(userId))
      .then([]);
  });

  it('releases only for the holder, after which the address is free again', () => {
    spec
      .given([{ type: 'EmailReserved', data: { userId } }])
      .when(release(userId))
      .then([{ type: 'EmailReleased', data: { userId } }]);
    spec
      .given([{ type: 'EmailReserved', data: { userId: otherId } }])
      .when(release(userId))
      .then([]);
    spec
      .given([
        { type: 'EmailReserved', data: { userId: otherId } },
        { type: 'EmailReleased', data: { userId: otherId } },
      ])
      .when(reserve(userId))
      .then([{ type: 'EmailReserved', data: { userId } }]);
  });
});

describe('identity-provider users', () => {
  const spec = deciderSpec(userDecider);
  const identity = { issuer: 'https://accounts.google.com', subject: '1234567890' };

  it('registers without a password, with the provider and the identity linked', () => {
    spec
      .given([])
      .when(register({ passwordHash: null, provider: 'google', identity }))
      .then([
        { type: 'UserRegistered', data: { ...registered.data, passwordHash: null, provider: 'google' } },
        { type: 'IdentityLinked', data: { userId, ...identity } },
      ]);
  });

  it('refuses an e-mail account without a password (nobody could sign in to it)', () => {
    spec
      .given([])
      .when(register({ passwordHash: null }))
      .thenThrows(ValidationError);
  });

  const passwordless: UserEvent = { type: 'UserRegistered', data: { ...registered.data, passwordHash: null, provider: 'google' } };
  const removed: UserEvent = { type: 'PasswordRemoved', data: { userId, reason: 'identity-linked' } };

  it('links an identity to its own user once; a repeat changes nothing', () => {
    const link: LinkIdentity = { type: 'LinkIdentity', data: identity, metadata };
    spec
      .given([passwordless])
      .when(link)
      .then([{ type: 'IdentityLinked', data: { userId, ...identity } }]);
    spec
      .given([passwordless, { type: 'IdentityLinked', data: { userId, ...identity } }])
      .when(link)
      .then([]);
    spec
      .given([passwordless, { type: 'IdentityLinked', data: { userId, ...identity } }])
      .when({ ...link, data: { ...identity, subject: 'other' } })
      .then([{ type: 'IdentityLinked', data: { userId, ...identity, subject: 'other' } }]);
  });

  it('removes the password of an e-mail user when linking (sign-up never proved the address was theirs)', () => {
    const link: LinkIdentity = { type: 'LinkIdentity', data: identity, metadata };
    spec
      .given([registered])
      .when(link)
      .then([{ type: 'IdentityLinked', data: { userId, ...identity } }, removed]);
    // Once removed, a further identity links without another removal.
    spec
      .given([registered, { type: 'IdentityLinked', data: { userId, ...identity } }, removed])
      .when({ ...link, data: { ...identity, subject: 'other' } })
      .then([{ type: 'IdentityLinked', data: { userId, ...identity, subject: 'other' } }]);
    // The folded state has no password: evolve cleared it.
    const state = [registered, removed].reduce(userDecider.evolve, userDecider.initialState());
    expect(state).toMatchObject({ status: 'registered', passwordHash: null, provider: 'email' });
    expect(() => eventRegistry.parse('PasswordRemoved', 1, { userId, reason: 'forgot' })).toThrow();
  });

  it("refuses linking to another user's stream or to no user", () => {
    const link: LinkIdentity = { type: 'LinkIdentity', data: identity, metadata: { ...metadata, userId: otherId } };
    spec.given([registered]).when(link).thenThrows(NotFoundError);
    spec
      .given([])
      .when({ ...link, metadata })
      .thenThrows(NotFoundError);
  });

  it('reads version 1 registrations (always a password, provider email) as version 2', () => {
    const v1 = { userId, email: 'ada@example.com', displayName: 'Ada', passwordHash: 'scrypt$hash', provider: 'email' };
    expect(eventRegistry.versionOf('UserRegistered')).toBe(2);
    expect(eventRegistry.parse('UserRegistered', 1, v1)).toEqual(v1);
    expect(() => eventRegistry.parse('UserRegistered', 2, { ...v1, provider: 'apple' })).toThrow();
  });
});

describe('identity reservation decider', () => {
  const spec = deciderSpec(identityReservationDecider);
  const reserve = (id: string): ReserveIdentity => ({ type: 'ReserveIdentity', data: { userId: id }, metadata });
  const release = (id: string): ReleaseIdentity => ({ type: 'ReleaseIdentity', data: { userId: id }, metadata });

  it('reserves a free identity; a repeat by the holder is done', () => {
    spec
      .given([])
      .when(reserve(userId))
      .then([{ type: 'IdentityReserved', data: { userId } }]);
    spec
      .given([{ type: 'IdentityReserved', data: { userId } }])
      .when(reserve(userId))
      .then([]);
  });

  it('refuses an identity held by another user with 409', () => {
    spec
      .given([{ type: 'IdentityReserved', data: { userId: otherId } }])
      .when(reserve(userId))
      .thenThrows(ConflictError, { message: 'This sign-in is already linked to another account' });
  });

  it('releases only for the holder', () => {
    spec
      .given([{ type: 'IdentityReserved', data: { userId } }])
      .when(release(userId))
      .then([{ type: 'IdentityReleased', data: { userId } }]);
    spec
      .given([{ type: 'IdentityReserved', data: { userId: otherId } }])
      .when(release(userId))
      .then([]);
  });
});
