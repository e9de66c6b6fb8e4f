import { z } from 'zod';
import { defineEvent, type EventOf } from '../core/events';
import { userProviders } from './state';

/**
 * Version 2 (identity-provider sign-in): passwordHash may be null and provider is any of
 * userProviders. Version 1 data (always a hash and 'email') is already valid version 2 data.
 */
export const UserRegistered = defineEvent({
  type: 'UserRegistered',
  version: 2,
  schema: z.object({
    userId: z.string(),
    email: z.string(),
    displayName: z.string(),
    /** Self-describing scrypt hash (params included), never the password; null without a password. */
    passwordHash: z.string().nullable(),
    provider: z.enum(userProviders),
    photoURL: z.string().optional(),
  }),
  upcasters: { 1: (data) => data },
});

/** Stream `user-<id>`: the user can sign in with this provider identity. */
export const IdentityLinked = defineEvent({
  type: 'IdentityLinked',
  version: 1,
  schema: z.object({ userId: z.string(), issuer: z.string(), subject: z.string() }),
});

export const PasswordChanged = defineEvent({
  type: 'PasswordChanged',
  version: 1,
  schema: z.object({ userId: z.string(), passwordHash: z.string() }),
});

/** Why a password was taken away; the only reason so far. */
export const passwordRemovalReasons = ['identity-linked'] as const;

/**
 * The account has no password any more. 'identity-linked': a provider proved it owns the e-mail
 * address, which sign-up never verified, so whoever set the password may not have owned it.
 */
export const PasswordRemoved = defineEvent({
  type: 'PasswordRemoved',
  version: 1,
  schema: z.object({ userId: z.string(), reason: z.enum(passwordRemovalReasons) }),
});

export const ProfileUpdated = defineEvent({
  type: 'ProfileUpdated',
  version: 1,
  schema: z.object({
    userId: z.string(),
    displayName: z.string().optional(),
    /** null removes the photo. */
    photoURL: z.string().nullable().optional(),
  }),
});

/** Stream `user-email-<digest>` (`emailStreamId`; logs from before: `user-email-<normalised address>`): who holds the address. */
export const EmailReserved = defineEvent({
  type: 'EmailReserved',
  version: 1,
  schema: z.object({ userId: z.string() }),
});

export const EmailReleased = defineEvent({
  type: 'EmailReleased',
  version: 1,
  schema: z.object({ userId: z.string() }),
});

/** Stream `user-identity-<sha256(issuer|subject)>`: which user a provider identity signs in as. */
export const IdentityReserved = defineEvent({
  type: 'IdentityReserved',
  version: 1,
  schema: z.object({ userId: z.string() }),
});

export const IdentityReleased = defineEvent({
  type: 'IdentityReleased',
  version: 1,
  schema: z.object({ userId: z.string() }),
});

/** One stream's events each (`user-<id>`, `user-email-…`, `user-identity-…`): what each decider folds. */
export const userStreamEvents = [UserRegistered, PasswordChanged, PasswordRemoved, ProfileUpdated, IdentityLinked];
export const emailReservationEvents = [EmailReserved, EmailReleased];
export const identityReservationEvents = [IdentityReserved, IdentityReleased];

export const userEvents = [...userStreamEvents, ...emailReservationEvents, ...identityReservationEvents];

export type UserEvent =
  | EventOf<typeof UserRegistered>
  | EventOf<typeof PasswordChanged>
  | EventOf<typeof PasswordRemoved>
  | EventOf<typeof ProfileUpdated>
  | EventOf<typeof IdentityLinked>;
export type EmailReservationEvent = EventOf<typeof EmailReserved> | EventOf<typeof EmailReleased>;
export type IdentityReservationEvent = EventOf<typeof IdentityReserved> | EventOf<typeof IdentityReleased>;
