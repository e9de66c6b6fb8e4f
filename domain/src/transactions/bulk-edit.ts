/**
 * Bulk edit (issue 24): one command sets the category, the status or the account of up to 1,000 of
 * the user's transactions, or deletes them, and one undo reverts it.
 *
 * Each selected transaction changes through its own aggregate (transactionDecider: the same rules
 * as a single edit, category fit included), and the batch is recorded in its own stream,
 * `bulk-edit-<batchId>` (bulkEditStreamId): BulkEditApplied lists each changed transaction's
 * values before the edit and its stream revision after it. The API appends every stream in ONE
 * appendMany (all or nothing). Undo restores the listed values, refusing (409) when any of those
 * transactions changed since (its revision moved), then appends BulkEditUndone.
 */
import { z } from 'zod';
import type { Command } from '../core/commands';
import { assertNever } from '../core/decider';
import { ConflictError, NotFoundError, ValidationError } from '../core/errors';
import { defineEvent, type EventOf } from '../core/events';
import { fieldsDiffer } from '../shared/aggregate-fields';
import type { TransactionCommand, TransactionReferenceContext } from './commands';
import { MAX_BULK_TRANSACTIONS, TRANSACTION_STATUSES, type TransactionStatus } from './constants';
import { transactionDecider } from './decider';
import type { TransactionEvent } from './events';
import { TRANSACTION_FIELD_KEYS, transactionFieldsSchema } from './fields';
import type { TransactionUpdateDraft } from './drafts';
import { type TransactionState, transactionStreamId } from './state';

export const BULK_EDIT_ACTIONS = ['set-category', 'set-status', 'set-account', 'delete'] as const;
export type BulkEditAction = (typeof BULK_EDIT_ACTIONS)[number];

export const bulkEditMessages = {
  idsRequired: 'Select at least one transaction',
  idsTooMany: `At most ${MAX_BULK_TRANSACTIONS.toLocaleString('en-US')} transactions can be edited at once`,
  idInvalid: 'Each id must be a transaction id',
  actionInvalid: `Action must be one of ${BULK_EDIT_ACTIONS.join(', ')}`,
  categoryRequired: 'Choose a category (or null for none)',
  statusInvalid: 'Status must be posted or pending',
  accountRequired: 'Choose an account',
  notFound: 'Bulk edit not found',
  alreadyUndone: 'This bulk edit was already undone',
  changedSince: 'Some of these transactions changed after the bulk edit, so it cannot be undone',
  alreadyExists: 'Bulk edit already exists',
} as const;

const m = bulkEditMessages;
const idText = z.string({ message: m.idInvalid }).trim().min(1, m.idInvalid).max(100, m.idInvalid);

/** POST /api/transactions/bulk-edit: `{ ids, action, categoryId | posted | accountId }`; repeated ids count once. */
export const bulkEditSchema = z
  .object({
    ids: z
      .array(idText, { message: m.idsRequired })
      .min(1, m.idsRequired)
      .max(MAX_BULK_TRANSACTIONS, m.idsTooMany)
      .transform((ids) => [...new Set(ids)]),
    action: z.enum(BULK_EDIT_ACTIONS, { message: m.actionInvalid }),
    categoryId: idText.nullable().optional(),
    posted: z.enum(TRANSACTION_STATUSES, { message: m.statusInvalid }).optional(),
    accountId: idText.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'set-category' && body.categoryId === undefined)
      ctx.addIssue({ code: 'custom', path: ['categoryId'], message: m.categoryRequired });
    if (body.action === 'set-status' && body.posted === undefined)
      ctx.addIssue({ code: 'custom', path: ['posted'], message: m.statusInvalid });
    if (body.action === 'set-account' && body.accountId === undefined)
      ctx.addIssue({ code: 'custom', path: ['accountId'], message: m.accountRequired });
  })
  .transform(({ ids, ...body }): { ids: string[]; change: BulkEditChange } => {
    switch (body.action) {
      case 'set-category':
        return { ids, change: { action: body.action, categoryId: body.categoryId ?? null } };
      case 'set-status':
        return { ids, change: { action: body.action, posted: body.posted ?? 'posted' } };
      case 'set-account':
        return { ids, change: { action: body.action, accountId: body.accountId ?? '' } };
      case 'delete':
        return { ids, change: { action: body.action } };
      default:
        return assertNever(body.action);
    }
  });
export type BulkEditInput = z.input<typeof bulkEditSchema>;

/** The answer of POST /api/transactions/bulk-edit and of its undo. */
export interface BulkEditResultJson {
  batchId: string;
  /** Transactions selected (edit) or given their values back (undo). */
  count: number;
  /** Transactions the edit changed (those already as asked are left alone). */
  changed: number;
  /**
   * set-category only (issue 24): how many of the changed were split transactions, now of the one
   * category (their lines replaced; undo brings them back).
   */
  unsplit?: number;
}

/** How many items of a batch were split before it (what a set-category unsplit). */
export function unsplitCount(items: readonly Pick<BulkEditItem, 'before'>[]): number {
  return items.filter((item) => item.before.splits.length > 0).length;
}

/**
 * What a bulk edit does to each selected transaction. `categoryId: null` clears the categories; setting
 * a category on a split transaction replaces its lines: it becomes a one-category transaction.
 */
export type BulkEditChange =
  | { action: 'set-category'; categoryId: string | null }
  | { action: 'set-status'; posted: TransactionStatus }
  | { action: 'set-account'; accountId: string }
  | { action: 'delete' };

const bulkEditItemSchema = z.object({
  transactionId: z.string(),
  /** The transaction stream's revision right after the edit: undo refuses when it moved. */
  revision: z.number().int(),
  /** Its stored fields before the edit: what undo restores. */
  before: z.object(transactionFieldsSchema.shape),
  /** The edit deleted it (undo records it again). */
  deleted: z.boolean(),
});

export const BulkEditApplied = defineEvent({
  type: 'BulkEditApplied',
  version: 1,
  schema: z.object({
    batchId: z.string(),
    userId: z.string(),
    action: z.string(),
    /** The category, status or account set (absent for a delete). */
    value: z.string().nullable().optional(),
    /** How many transactions were selected. */
    selected: z.number().int(),
    /** The transactions the edit changed (those already as asked are not listed). */
    items: z.array(bulkEditItemSchema),
  }),
});

export const BulkEditUndone = defineEvent({
  type: 'BulkEditUndone',
  version: 1,
  schema: z.object({ batchId: z.string(), restored: z.number().int() }),
});

export const bulkEditEvents = [BulkEditApplied, BulkEditUndone];
export type BulkEditAppliedEvent = EventOf<typeof BulkEditApplied>;
export type BulkEditUndoneEvent = EventOf<typeof BulkEditUndone>;
export type BulkEditEvent = BulkEditAppliedEvent | BulkEditUndoneEvent;
export type BulkEditItem = BulkEditAppliedEvent['data']['items'][number];

export const BULK_EDIT_STREAM_PREFIX = 'bulk-edit-';
export function bulkEditStreamId(batchId: string): string {
  return `${BULK_EDIT_STREAM_PREFIX}${batchId}`;
}

export type BulkEditState = { status: 'none' } | { status: 'applied' | 'undone'; batchId: string; userId: string; items: BulkEditItem[] };

/** Folds the batch stream (aggregateStream needs only these two). */
export const bulkEditDecider = {
  initialState: (): BulkEditState => ({ status: 'none' }),
  evolve(state: BulkEditState, event: BulkEditEvent): BulkEditState {
    switch (event.type) {
      case 'BulkEditApplied': {
        const { batchId, userId, items } = event.data;
        return { status: 'applied', batchId, userId, items };
      }
      case 'BulkEditUndone':
        return state.status === 'applied' ? { ...state, status: 'undone' } : state;
      default:
        return assertNever(event);
    }
  },
};

/** One selected transaction as read from its stream: its folded state and revision (-1: no stream). */
export interface BulkEditTarget {
  transactionId: string;
  state: TransactionState;
  revision: number;
}

/** One stream's append: expected at `expectedRevision`. */
export interface BulkEditStreamWrite {
  streamId: string;
  expectedRevision: number;
  events: TransactionEvent[];
}

export type ApplyBulkEdit = Command<
  'ApplyBulkEdit',
  { batchId: string; change: BulkEditChange; targets: BulkEditTarget[]; context: TransactionReferenceContext }
>;

export type UndoBulkEdit = Command<'UndoBulkEdit', { batchId: string; targets: BulkEditTarget[] }>;

export interface BulkEditDecision<E extends BulkEditEvent> {
  writes: BulkEditStreamWrite[];
  batchEvent: E;
}

/** The single-transaction command a change means for one transaction. */
function transactionCommandFor(change: BulkEditChange, target: BulkEditTarget, command: ApplyBulkEdit): TransactionCommand {
  const { transactionId } = target;
  const { metadata } = command;
  switch (change.action) {
    case 'set-status':
      return { type: 'ChangeTransactionStatus', data: { transactionId, posted: change.posted }, metadata };
    case 'delete':
      return { type: 'DeleteTransaction', data: { transactionId }, metadata };
    case 'set-category': {
      // A split transaction stops being split (issue 24): it becomes a one-category transaction (undo brings its lines back).
      const draft: TransactionUpdateDraft = { transactionCategoryIds: change.categoryId === null ? [] : [change.categoryId], splits: [] };
      return { type: 'UpdateTransaction', data: { transactionId, draft, context: command.data.context }, metadata };
    }
    case 'set-account': {
      // The account money moves through: income's to-account, otherwise the from-account (a payment's source).
      const type = target.state.status === 'recorded' ? target.state.fields.type : 'expense';
      const draft: TransactionUpdateDraft = type === 'income' ? { toAccountId: change.accountId } : { fromAccountId: change.accountId };
      return { type: 'UpdateTransaction', data: { transactionId, draft, context: command.data.context }, metadata };
    }
    default:
      return assertNever(change);
  }
}

/** The body field a transaction's field message belongs to. */
const changeField: Record<BulkEditChange['action'], string> = {
  'set-category': 'categoryId',
  'set-status': 'posted',
  'set-account': 'accountId',
  delete: 'ids',
};

/**
 * Decides a bulk edit, all or nothing: every target through transactionDecider (a transaction that
 * is not the user's or is deleted: 404; a category that does not fit a transaction's type, or an
 * inactive or unknown account or category: 400 on the body's field; a generated transaction's
 * category or account: 409). Returns each changed stream's append and the batch's event.
 */
export function decideBulkEdit(command: ApplyBulkEdit, batch: BulkEditState): BulkEditDecision<BulkEditAppliedEvent> {
  const { batchId, change, targets } = command.data;
  if (batch.status !== 'none') throw new ConflictError(m.alreadyExists);
  if (targets.length === 0) throw ValidationError.of('ids', m.idsRequired);
  if (targets.length > MAX_BULK_TRANSACTIONS) throw ValidationError.of('ids', m.idsTooMany);
  const writes: BulkEditStreamWrite[] = [];
  const items: BulkEditItem[] = [];
  for (const target of targets) {
    let events: TransactionEvent[];
    try {
      events = transactionDecider.decide(transactionCommandFor(change, target, command), target.state);
    } catch (error) {
      if (error instanceof ValidationError) throw ValidationError.of(changeField[change.action], error.message);
      throw error;
    }
    if (events.length === 0 || target.state.status !== 'recorded') continue;
    const streamId = transactionStreamId(target.transactionId);
    writes.push({ streamId, expectedRevision: target.revision, events });
    items.push({
      transactionId: target.transactionId,
      revision: target.revision + events.length,
      before: target.state.fields,
      deleted: change.action === 'delete',
    });
  }
  const value =
    'categoryId' in change ? change.categoryId : 'posted' in change ? change.posted : 'accountId' in change ? change.accountId : undefined;
  const batchEvent: BulkEditAppliedEvent = {
    type: 'BulkEditApplied',
    data: {
      batchId,
      userId: command.metadata.userId,
      action: change.action,
      ...(value === undefined ? {} : { value }),
      selected: targets.length,
      items,
    },
  };
  return { writes, batchEvent };
}

/**
 * Decides the undo of a batch: NotFound unless it is the user's, 409 when already undone or when a
 * listed transaction's stream moved since the edit (nothing is written then). Each listed
 * transaction gets its values back: a deleted one is recorded again as it was, a status-only
 * change is a TransactionStatusChanged, anything else a TransactionUpdated with the old snapshot.
 */
export function decideBulkEditUndo(command: UndoBulkEdit, batch: BulkEditState): BulkEditDecision<BulkEditUndoneEvent> {
  if (batch.status === 'none' || batch.userId !== command.metadata.userId) throw new NotFoundError(m.notFound);
  if (batch.status === 'undone') throw new ConflictError(m.alreadyUndone);
  const byId = new Map(command.data.targets.map((target) => [target.transactionId, target]));
  const changed = batch.items.filter((item) => byId.get(item.transactionId)?.revision !== item.revision);
  if (changed.length > 0) throw new ConflictError(m.changedSince, { changed: changed.length });
  const writes: BulkEditStreamWrite[] = [];
  for (const item of batch.items) {
    const target = byId.get(item.transactionId)!;
    const events = restoreEvents(item, target.state);
    if (events.length > 0) writes.push({ streamId: transactionStreamId(item.transactionId), expectedRevision: target.revision, events });
  }
  return { writes, batchEvent: { type: 'BulkEditUndone', data: { batchId: command.data.batchId, restored: writes.length } } };
}

function restoreEvents(item: BulkEditItem, state: TransactionState): TransactionEvent[] {
  const { transactionId, before } = item;
  if (state.status === 'none') throw new NotFoundError(m.notFound);
  if (state.status === 'deleted') {
    const { recurringTransactionId } = state;
    return [
      {
        type: 'TransactionRecorded',
        data: { transactionId, userId: state.userId, ...before, recurringTransactionId, isRecurring: recurringTransactionId !== null },
      },
    ];
  }
  if (!fieldsDiffer(TRANSACTION_FIELD_KEYS, state.fields, before)) return [];
  if (!fieldsDiffer(TRANSACTION_FIELD_KEYS, { ...state.fields, posted: before.posted }, before)) {
    return [{ type: 'TransactionStatusChanged', data: { transactionId, posted: before.posted } }];
  }
  return [{ type: 'TransactionUpdated', data: { transactionId, ...before } }];
}
