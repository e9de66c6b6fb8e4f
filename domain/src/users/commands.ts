import type { Command } from '../core/commands';

/** The caller generates userId and hashes the password (hashing is I/O-bound and not deterministic). */
export type RegisterUser = Command<
  'RegisterUser',
  { userId: string; email: string; displayName: string; passwordHash: string; photoURL?: string }
>;
export type ChangePassword = Command<'ChangePassword', { passwordHash: string }>;
export type UpdateProfile = Command<'UpdateProfile', { displayName?: string; photoURL?: string | null }>;

export type UserCommand = RegisterUser | ChangePassword | UpdateProfile;

export type ReserveEmail = Command<'ReserveEmail', { userId: string }>;
export type ReleaseEmail = Command<'ReleaseEmail', { userId: string }>;

export type EmailReservationCommand = ReserveEmail | ReleaseEmail;
