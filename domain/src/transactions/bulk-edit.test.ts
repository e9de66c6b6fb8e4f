import { describe, expect, it } from 'vitest';
import { fold } from '../core/decider';
import { ConflictError, NotFoundError } from '../core/errors';
import { validationFields } from '../testing/errors';
import {
  bulkEditDecider,
  bulkEditSchema,
  type BulkEditChange,
  type BulkEditEvent,
  type BulkEditState,
  type BulkEditTarget,
  decideBulkEdit,
  decideBulkEditUndo,
} from './bulk-edit';
import { transactionDecider } from './decider';
import type { TransactionEvent } from './events';
import { checkingId, context, expenseRecorded, foodId, funId, metadata, otherUserId, salaryId, savingsId } from './testing/fixtures';

const batchId = 'b0000000-0000-4000-8000-000000000001';
const id = (n: number) => `f0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A transaction's stream: its events, folded, and its revision. */
function target(transactionId: string, events: TransactionEvent[]): BulkEditTarget {
  return { transactionId, state: fold(transactionDecider, events), revision: events.length - 1 };
}
const recorded = (n: number, overrides: Partial<typeof expenseRecorded.data> = {}): TransactionEvent[] => [
  { type: 'TransactionRecorded', data: { ...expenseRecorded.data, transactionId: id(n), ...overrides } },
];
const none: BulkEditState = { status: 'none' };

function apply(change: BulkEditChange, targets: BulkEditTarget[]) {
  return decideBulkEdit({ type: 'ApplyBulkEdit', data: { batchId, change, targets, context }, metadata }, none);
}
function undo(applied: ReturnType<typeof apply>, targets: BulkEditTarget[], extra: BulkEditEvent[] = [], userId = metadata.userId) {
  const batch = fold(bulkEditDecider, [applied.batchEvent, ...extra]);
  return decideBulkEditUndo({ type: 'UndoBulkEdit', data: { batchId, targets }, metadata: { ...metadata, userId } }, batch);
}
/** The streams after the edit's appends. */
function after(targets: BulkEditTarget[], applied: ReturnType<typeof apply>, streams: Record<string, TransactionEvent[]>) {
  return targets.map((t) => {
    const write = applied.writes.find((w) => w.streamId === `transaction-${t.transactionId}`);
    const events = [...streams[t.transactionId]!, ...(write?.events ?? [])];
    return target(t.transactionId, events);
  });
}

describe('bulkEditSchema', () => {
  it('parses a change per action and counts a repeated id once', () => {
    expect(bulkEditSchema.parse({ ids: [id(1), id(1), id(2)], action: 'set-category', categoryId: foodId })).toEqual({
      ids: [id(1), id(2)],
      change: { action: 'set-category', categoryId: foodId },
    });
    expect(bulkEditSchema.parse({ ids: [id(1)], action: 'delete' }).change).toEqual({ action: 'delete' });
  });

  it('names the field of what is missing or wrong', () => {
    const issues = (body: unknown) => bulkEditSchema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ ids: [], action: 'delete' })).toEqual([['ids', 'Select at least one transaction']]);
    expect(issues({ ids: [id(1)], action: 'set-status' })).toEqual([['posted', 'Status must be posted or pending']]);
    expect(issues({ ids: [id(1)], action: 'set-account' })).toEqual([['accountId', 'Choose an account']]);
    expect(issues({ ids: [id(1)], action: 'rename' })).toEqual([
      ['action', 'Action must be one of set-category, set-status, set-account, delete'],
    ]);
    expect(issues({ ids: Array.from({ length: 1001 }, (_, n) => id(n)), action: 'delete' })).toEqual([
      ['ids', 'At most 1,000 transactions can be edited at once'],
    ]);
  });
});

describe('decideBulkEdit', () => {
  const streams = { [id(1)]: recorded(1), [id(2)]: recorded(2, { transactionCategoryIds: [funId], category: 'Fun' }) };
  const targets = () => [target(id(1), streams[id(1)]!), target(id(2), streams[id(2)]!)];

  it('recategorises every selected transaction and lists each one’s values before', () => {
    const applied = apply({ action: 'set-category', categoryId: funId }, targets());
    // id(2) already had Fun: nothing to write or undo for it.
    expect(applied.writes).toEqual([
      {
        streamId: `transaction-${id(1)}`,
        expectedRevision: 0,
        events: [
          {
            type: 'TransactionUpdated',
            data: { ...expenseRecorded.data, transactionId: id(1), category: 'Fun', transactionCategoryIds: [funId] },
          },
        ].map(({ type, data: { userId: _u, recurringTransactionId: _r, isRecurring: _i, ...data } }) => ({ type, data })),
      },
    ]);
    const { userId: _u, recurringTransactionId: _r, isRecurring: _i, transactionId: _t, ...before } = expenseRecorded.data;
    expect(applied.batchEvent).toEqual({
      type: 'BulkEditApplied',
      data: {
        batchId,
        userId: metadata.userId,
        action: 'set-category',
        value: funId,
        selected: 2,
        items: [{ transactionId: id(1), revision: 1, before, deleted: false }],
      },
    });
  });

  it('refuses a category of the wrong type for any selected transaction, on categoryId', () => {
    expect(validationFields(() => apply({ action: 'set-category', categoryId: salaryId }, targets()))).toEqual({
      categoryId: 'Category "Salary" is an Income category and cannot be used on an expense',
    });
  });

  it('refuses when any transaction is not the user’s (404), writing nothing', () => {
    const foreign = target(id(3), recorded(3, { userId: otherUserId }));
    expect(() => apply({ action: 'delete' }, [...targets(), foreign])).toThrow(NotFoundError);
  });

  it('refuses to recategorise a generated transaction (409)', () => {
    const generated = target(id(4), recorded(4, { recurringTransactionId: id(9), isRecurring: true }));
    expect(() => apply({ action: 'set-category', categoryId: funId }, [generated])).toThrow(ConflictError);
  });

  it('sets the account money moves through: an income’s to-account', () => {
    const income = target(id(5), recorded(5, { type: 'income', fromAccountId: null, toAccountId: checkingId, transactionCategoryIds: [] }));
    const applied = apply({ action: 'set-account', accountId: savingsId }, [income, ...targets()]);
    expect(
      applied.writes.map(
        ({ events: [event] }) => event?.type === 'TransactionUpdated' && [event.data.fromAccountId, event.data.toAccountId],
      ),
    ).toEqual([
      [null, savingsId],
      [savingsId, null],
      [savingsId, null],
    ]);
  });

  it('sets the status through TransactionStatusChanged, skipping those already so', () => {
    const applied = apply({ action: 'set-status', posted: 'pending' }, targets());
    expect(applied.writes.map((w) => w.events)).toEqual([
      [{ type: 'TransactionStatusChanged', data: { transactionId: id(1), posted: 'pending' } }],
      [{ type: 'TransactionStatusChanged', data: { transactionId: id(2), posted: 'pending' } }],
    ]);
  });
});

describe('decideBulkEditUndo', () => {
  const streams = { [id(1)]: recorded(1), [id(2)]: recorded(2, { posted: 'pending' }) };
  const targets = () => [target(id(1), streams[id(1)]!), target(id(2), streams[id(2)]!)];

  it('records deleted transactions again as they were', () => {
    const applied = apply({ action: 'delete' }, targets());
    const undone = undo(applied, after(targets(), applied, streams));
    expect(undone.writes).toEqual([
      { streamId: `transaction-${id(1)}`, expectedRevision: 1, events: streams[id(1)] },
      { streamId: `transaction-${id(2)}`, expectedRevision: 1, events: streams[id(2)] },
    ]);
    expect(undone.batchEvent).toEqual({ type: 'BulkEditUndone', data: { batchId, restored: 2 } });
  });

  it('restores the old category with the old snapshot, and only what the edit changed', () => {
    const applied = apply({ action: 'set-category', categoryId: funId }, targets());
    const undone = undo(applied, after(targets(), applied, streams));
    expect(undone.writes.map((w) => w.events.map((e) => e.type === 'TransactionUpdated' && e.data.transactionCategoryIds))).toEqual([
      [[foodId]],
      [[foodId]],
    ]);
  });

  it('restores a status with TransactionStatusChanged', () => {
    const applied = apply({ action: 'set-status', posted: 'posted' }, targets());
    expect(undo(applied, after(targets(), applied, streams)).writes).toEqual([
      {
        streamId: `transaction-${id(2)}`,
        expectedRevision: 1,
        events: [{ type: 'TransactionStatusChanged', data: { transactionId: id(2), posted: 'pending' } }],
      },
    ]);
  });

  it('refuses (409) when a transaction changed since, and a second undo', () => {
    const applied = apply({ action: 'set-category', categoryId: funId }, targets());
    const now = after(targets(), applied, streams);
    const moved = now.map((t, n) => (n === 0 ? { ...t, revision: t.revision + 1 } : t));
    expect(() => undo(applied, moved)).toThrow(ConflictError);
    expect(() => undo(applied, now, [{ type: 'BulkEditUndone', data: { batchId, restored: 2 } }])).toThrow(
      'This bulk edit was already undone',
    );
  });

  it('is not found for another user', () => {
    const applied = apply({ action: 'delete' }, targets());
    expect(() => undo(applied, after(targets(), applied, streams), [], otherUserId)).toThrow(NotFoundError);
  });
});
