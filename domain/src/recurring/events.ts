import { z } from 'zod';
import { defineEvent, type EventOf } from '../core/events';
import { recurringTransactionFieldsSchema } from './fields';

/*
 * One stream per recurring transaction: `recurring-transaction-<id>` (recurringTransactionStreamId).
 * The stored fields are declared in fields.ts (amountCents absolute, as in transaction events).
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * The first day this rule has occurrences for (window.ts, issue 22): the start date, or one year
 * before the user's day when the rule was written unless includeOlderOccurrences was asked. Fixed in
 * the event, so every run of the rule (retried, late, or the daily one) works on the same days.
 * null: written before the window existed, when occurrences were generated from the start date;
 * new work for such a rule looks one year back from the run's day, and a deletion from the start date.
 */
const occurrencesFrom = day.nullable().default(null);

export const RecurringTransactionCreated = defineEvent({
  type: 'RecurringTransactionCreated',
  version: 1,
  schema: z.object({
    recurringTransactionId: z.string(),
    ...recurringTransactionFieldsSchema.shape,
    userId: z.string(),
    occurrencesFrom,
  }),
});

/**
 * Full snapshot after the change; only emitted when something changed (isActive included), or when
 * includeOlderOccurrences moved occurrencesFrom back.
 */
export const RecurringTransactionUpdated = defineEvent({
  type: 'RecurringTransactionUpdated',
  version: 1,
  schema: z.object({ recurringTransactionId: z.string(), ...recurringTransactionFieldsSchema.shape, occurrencesFrom }),
});

/** The worker removes its pending transactions (SPEC section 7); posted ones stay. */
export const RecurringTransactionDeleted = defineEvent({
  type: 'RecurringTransactionDeleted',
  version: 1,
  schema: z.object({ recurringTransactionId: z.string() }),
});

/**
 * Issue 26: a deleted recurring transaction restored (Recently Deleted), with its last values (a
 * snapshot, as the creation: the read models insert its row again). Appended in one batch with the
 * occurrences its deletion removed (their TransactionRecorded); it starts a generation run like any
 * rule change, which writes the days that came within the window meanwhile.
 */
export const RecurringTransactionRestored = defineEvent({
  type: 'RecurringTransactionRestored',
  version: 1,
  schema: RecurringTransactionCreated.schema,
});

/** POST /api/recurring-transactions/{id}/generate: asks the worker for a generation run (the event log drives the jobs). */
export const RecurringGenerationRequested = defineEvent({
  type: 'RecurringGenerationRequested',
  version: 1,
  schema: z.object({ recurringTransactionId: z.string() }),
});

/**
 * Appended by the worker after it has written every occurrence for the rule as of `forRevision`
 * (the stream revision of the rule event it generated for): the API waits for it, and its position
 * covers the occurrences. `through` is the last day generated (null when nothing was due).
 */
export const RecurringOccurrencesGenerated = defineEvent({
  type: 'RecurringOccurrencesGenerated',
  version: 1,
  schema: z.object({
    recurringTransactionId: z.string(),
    forRevision: z.number().int(),
    through: day.nullable(),
    created: z.number().int(),
    updated: z.number().int(),
    deleted: z.number().int(),
    posted: z.number().int(),
  }),
});

export const recurringTransactionEvents = [
  RecurringTransactionCreated,
  RecurringTransactionUpdated,
  RecurringTransactionDeleted,
  RecurringTransactionRestored,
  RecurringGenerationRequested,
  RecurringOccurrencesGenerated,
];

export type RecurringTransactionCreatedEvent = EventOf<typeof RecurringTransactionCreated>;
export type RecurringOccurrencesGeneratedEvent = EventOf<typeof RecurringOccurrencesGenerated>;
/** Any recurring transaction event (the union of recurringTransactionEvents). */
export type RecurringTransactionEvent = EventOf<(typeof recurringTransactionEvents)[number]>;
/** The events that change what should be generated: each starts a generation run. */
export const GENERATION_TRIGGER_EVENT_TYPES = [
  'RecurringTransactionCreated',
  'RecurringTransactionUpdated',
  'RecurringTransactionDeleted',
  'RecurringTransactionRestored',
  'RecurringGenerationRequested',
] as const satisfies readonly RecurringTransactionEvent['type'][];
