import { z } from 'zod';
import { defineEvent, type EventOf } from '../core/events';

export const UserRegistered = defineEvent({
  type: 'UserRegistered',
  version: 1,
  schema: z.object({
    userId: z.string(),
    email: z.string(),
    displayName: z.string(),
    /** Self-describing scrypt hash (params included), never the password. */
    passwordHash: z.string(),
    provider: z.literal('email'),
    photoURL: z.string().optional(),
  }),
});

export const PasswordChanged = defineEvent({
  type: 'PasswordChanged',
  version: 1,
  schema: z.object({ userId: z.string(), passwordHash: z.string() }),
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

/** Stream `user-email-<normalised>`: who holds the address. */
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

export const userEvents = [UserRegistered, PasswordChanged, ProfileUpdated, EmailReserved, EmailReleased];

export type UserEvent = EventOf<typeof UserRegistered> | EventOf<typeof PasswordChanged> | EventOf<typeof ProfileUpdated>;
export type EmailReservationEvent = EventOf<typeof EmailReserved> | EventOf<typeof EmailReleased>;
