import type { Command } from '../core/commands';
import type { ExternalIdentity, UserProvider } from './state';

/**
 * The caller generates userId and hashes the password (hashing is I/O-bound and not deterministic).
 * Sign-in through an identity provider registers with `provider` and `identity` and no password.
 */
export type RegisterUser = Command<
  'RegisterUser',
  {
    userId: string;
    email: string;
    displayName: string;
    passwordHash: string | null;
    photoURL?: string;
    provider?: UserProvider;
    identity?: ExternalIdentity;
  }
>;
/**
 * Links a provider identity to the signed-in (metadata) user, after its verified e-mail matched.
 * A user who had a password loses it (PasswordRemoved, reason 'identity-linked').
 */
export type LinkIdentity = Command<'LinkIdentity', ExternalIdentity>;
export type ChangePassword = Command<'ChangePassword', { passwordHash: string }>;
export type UpdateProfile = Command<'UpdateProfile', { displayName?: string; photoURL?: string | null }>;

export type UserCommand = RegisterUser | ChangePassword | UpdateProfile | LinkIdentity;

export type ReserveEmail = Command<'ReserveEmail', { userId: string }>;
export type ReleaseEmail = Command<'ReleaseEmail', { userId: string }>;

export type EmailReservationCommand = ReserveEmail | ReleaseEmail;

export type ReserveIdentity = Command<'ReserveIdentity', { userId: string }>;
export type ReleaseIdentity = Command<'ReleaseIdentity', { userId: string }>;

export type IdentityReservationCommand = ReserveIdentity | ReleaseIdentity;
