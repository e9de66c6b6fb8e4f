import { z } from 'zod';
import { defineEvent, type EventOf } from '../../core/events';

/*
 * One stream per import batch: `import-<importId>` (importBatchStreamId). The records a batch wrote
 * (transactions, workouts, meals) carry its id in their creating event's `importId`; undoing the
 * batch appends their deletions, then ImportUndone. Schemas stay as loose as what is stored.
 */

export const importRowProblemSchema = z.object({ row: z.number().int(), column: z.string().optional(), reason: z.string() });

export const ImportStarted = defineEvent({
  type: 'ImportStarted',
  version: 1,
  schema: z.object({
    importId: z.string(),
    userId: z.string(),
    /** 'bank-csv' | 'ofx' | 'qif' | 'apple-health' | 'mfp' (IMPORT_KINDS); a string, so a new kind never breaks old readers. */
    kind: z.string(),
    fileName: z.string(),
    /** The account a bank import writes to. */
    accountId: z.string().optional(),
    /**
     * A bank CSV import's layout (issue 23: delimiter, formats, column names), remembered for the
     * account so its next statement imports in one step. Older events lack it.
     */
    layout: z.record(z.string(), z.string()).optional(),
  }),
});

export const ImportCompleted = defineEvent({
  type: 'ImportCompleted',
  version: 1,
  schema: z.object({
    importId: z.string(),
    added: z.number().int(),
    skipped: z.number().int(),
    /** The first MAX_LISTED_IMPORT_PROBLEMS rows rejected; `rejectedCount` counts them all. */
    rejected: z.array(importRowProblemSchema),
    rejectedCount: z.number().int(),
    /**
     * The first MAX_LISTED_IMPORT_PROBLEMS rows left out though readable (a duplicate, a hold and its
     * release), each with why (issue 23); `skipped` counts them all. Older events lack it.
     */
    skippedRows: z.array(importRowProblemSchema).default([]),
    /** Pending transactions a bank import's rows matched and marked posted (issue 23): its undo sets them back. */
    postedIds: z.array(z.string()).optional(),
    /** Pending transactions a bank import removed (a released or replaced hold, issue 23): its undo restores them. */
    removedIds: z.array(z.string()).optional(),
  }),
});

/** The batch's records were deleted (`removed` of them: those still live at the time). */
export const ImportUndone = defineEvent({
  type: 'ImportUndone',
  version: 1,
  schema: z.object({ importId: z.string(), removed: z.number().int() }),
});

export const importBatchEvents = [ImportStarted, ImportCompleted, ImportUndone];

export type ImportStartedEvent = EventOf<typeof ImportStarted>;
export type ImportCompletedEvent = EventOf<typeof ImportCompleted>;
export type ImportUndoneEvent = EventOf<typeof ImportUndone>;
export type ImportBatchEvent = ImportStartedEvent | ImportCompletedEvent | ImportUndoneEvent;
