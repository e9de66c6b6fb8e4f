import { describe, expect, it } from 'vitest';
import type { EventMetadata } from '../core/events';
import type { LifeEvent } from '../events';
import { historyEntries, recordOwner, UNREADABLE_EVENT_LABEL, type HistoryEvent } from './entries';
import { markRestorable, transactionRestoreBody, transactionStateAt } from './restore';
import { HISTORY_SOURCES } from './streams';

const me = 'user-me';
const txId = 'tx-1';
const checking = 'acc-checking';
const card = 'acc-card';
const web: EventMetadata = {
  userId: me,
  actor: { via: 'web' },
  requestId: 'req-1',
  occurredAt: '2026-11-21T14:03:00.000Z',
  schemaVersion: 1,
};

let position = 0;
function at(event: LifeEvent, metadata: Partial<EventMetadata> = {}): HistoryEvent {
  position += 1;
  return { ...event, metadata: { ...web, ...metadata }, position: String(position).padStart(4, '0') };
}

const snapshot = {
  transactionId: txId,
  title: 'Groceries',
  type: 'expense' as const,
  amountCents: 1200,
  category: 'Food',
  transactionCategoryIds: ['cat-food'],
  fromAccountId: checking,
  toAccountId: null,
  posted: 'posted' as const,
  date: '2026-11-20',
  notes: '',
  splits: [],
};

describe('transaction history: create → edit → status flip → delete', () => {
  const events = [
    at({ type: 'TransactionRecorded', data: { ...snapshot, userId: me, recurringTransactionId: null, isRecurring: false } }),
    at({ type: 'TransactionUpdated', data: { ...snapshot, amountCents: 1500 } }, { occurredAt: '2026-11-21T14:05:00.000Z' }),
    at(
      { type: 'TransactionStatusChanged', data: { transactionId: txId, posted: 'pending' } },
      { actor: { via: 'token', tokenId: 'tok-1', tokenName: 'Import script' }, requestId: 'req-3' },
    ),
    at({ type: 'TransactionUpdated', data: { ...snapshot, amountCents: 1500, posted: 'pending', title: 'Food shop', date: '2026-11-19' } }),
    // Written before issue 10: no actor, the request id only as correlationId.
    at({ type: 'TransactionDeleted', data: { transactionId: txId } }, { actor: undefined, requestId: undefined, correlationId: 'req-old' }),
  ];
  const entries = historyEntries(HISTORY_SOURCES.transaction.model, txId, events, me);

  it('reads every event, oldest first, in plain words with the fields that changed', () => {
    expect(entries).toEqual([
      {
        position: '0001',
        at: '2026-11-21T14:03:00.000Z',
        actor: { via: 'web' },
        you: true,
        requestId: 'req-1',
        type: 'TransactionRecorded',
        label: 'Created',
        changes: [
          { field: 'title', label: 'Description', before: null, after: 'Groceries' },
          { field: 'type', label: 'Type', before: null, after: 'Expense' },
          { field: 'amount', label: 'Amount', before: null, after: '12.00', format: 'money' },
          { field: 'date', label: 'Date', before: null, after: '2026-11-20' },
          { field: 'status', label: 'Status', before: null, after: 'Posted' },
          { field: 'fromAccountId', label: 'From account', before: null, after: checking, ref: 'account' },
          { field: 'transactionCategoryIds', label: 'Categories', before: null, after: 'cat-food', ref: 'categories' },
        ],
      },
      {
        position: '0002',
        at: '2026-11-21T14:05:00.000Z',
        actor: { via: 'web' },
        you: true,
        requestId: 'req-1',
        type: 'TransactionUpdated',
        label: 'Amount changed',
        changes: [{ field: 'amount', label: 'Amount', before: '12.00', after: '15.00', format: 'money' }],
      },
      {
        position: '0003',
        at: '2026-11-21T14:03:00.000Z',
        actor: { via: 'token', tokenId: 'tok-1', tokenName: 'Import script' },
        you: true,
        requestId: 'req-3',
        type: 'TransactionStatusChanged',
        label: 'Status changed',
        changes: [{ field: 'status', label: 'Status', before: 'Posted', after: 'Pending' }],
      },
      {
        position: '0004',
        at: '2026-11-21T14:03:00.000Z',
        actor: { via: 'web' },
        you: true,
        requestId: 'req-1',
        type: 'TransactionUpdated',
        label: 'Edited',
        changes: [
          { field: 'title', label: 'Description', before: 'Groceries', after: 'Food shop' },
          { field: 'date', label: 'Date', before: '2026-11-20', after: '2026-11-19' },
        ],
      },
      {
        position: '0005',
        at: '2026-11-21T14:03:00.000Z',
        actor: { via: 'unknown' },
        you: true,
        requestId: 'req-old',
        type: 'TransactionDeleted',
        label: 'Deleted',
        changes: [],
      },
    ]);
  });

  it('names the owner from the creating event', () => {
    expect(recordOwner(events)).toBe(me);
    expect(recordOwner([])).toBeUndefined();
  });

  it('marks a generated occurrence and the worker as not you', () => {
    const generated = historyEntries(
      HISTORY_SOURCES.transaction.model,
      txId,
      [
        at(
          { type: 'TransactionRecorded', data: { ...snapshot, userId: me, recurringTransactionId: 'rec-1', isRecurring: true } },
          { actor: { via: 'worker' } },
        ),
      ],
      me,
    );
    expect(generated[0]).toMatchObject({ label: 'Generated from its recurring transaction', actor: { via: 'worker' }, you: false });
  });
});

describe('account history: create → edit → primary → balance → delete, inside the book', () => {
  const accountId = checking;
  const fields = {
    accountName: 'Checking',
    accountType: 'checking' as const,
    startingBalanceCents: 10000,
    startingBalanceAsOf: '2026-01-01',
    creditLimitCents: null,
    description: '',
    color: '#228be6',
    isActive: true,
  };
  const events = [
    at({ type: 'AccountOpened', data: { accountId, ...fields, userId: me } }),
    at({ type: 'AccountOpened', data: { accountId: card, ...fields, accountName: 'Card', userId: me } }),
    at({ type: 'AccountMadePrimary', data: { accountId, previousPrimaryId: null } }),
    at({ type: 'AccountUpdated', data: { accountId: card, ...fields, accountName: 'Visa' } }),
    at({ type: 'AccountUpdated', data: { accountId, ...fields, accountName: 'Main checking', startingBalanceCents: 12550 } }),
    at({
      type: 'AccountUpdated',
      data: { accountId, ...fields, accountName: 'Main checking', startingBalanceCents: 12550, isActive: false },
    }),
    at({ type: 'AccountMadePrimary', data: { accountId: card, previousPrimaryId: accountId } }),
    at({
      type: 'BalanceAdjusted',
      data: {
        accountId,
        adjustmentId: 'adj-1',
        amountCents: -550,
        date: '2026-11-21',
        previousBalanceCents: 12550,
        newBalanceCents: 12000,
      },
    }),
    at({ type: 'AccountDeleted', data: { accountId, wasPrimary: false } }),
  ];

  it('keeps only this account’s events and diffs them', () => {
    const entries = historyEntries(HISTORY_SOURCES.account.model, accountId, events, me);
    expect(entries.map(({ label, changes }) => ({ label, changes }))).toEqual([
      {
        label: 'Created',
        changes: [
          { field: 'accountName', label: 'Name', before: null, after: 'Checking' },
          { field: 'accountType', label: 'Type', before: null, after: 'Checking' },
          { field: 'startingBalance', label: 'Starting balance', before: null, after: '100.00', format: 'money' },
          { field: 'startingBalanceAsOf', label: 'Starting balance as of', before: null, after: '2026-01-01' },
          { field: 'color', label: 'Color', before: null, after: '#228be6' },
          { field: 'isActive', label: 'Active', before: null, after: 'Yes' },
          { field: 'isPrimary', label: 'Primary', before: null, after: 'No' },
        ],
      },
      { label: 'Made primary', changes: [{ field: 'isPrimary', label: 'Primary', before: 'No', after: 'Yes' }] },
      {
        label: 'Edited',
        changes: [
          { field: 'accountName', label: 'Name', before: 'Checking', after: 'Main checking' },
          { field: 'startingBalance', label: 'Starting balance', before: '100.00', after: '125.50', format: 'money' },
        ],
      },
      { label: 'Active changed', changes: [{ field: 'isActive', label: 'Active', before: 'Yes', after: 'No' }] },
      { label: 'No longer primary', changes: [{ field: 'isPrimary', label: 'Primary', before: 'Yes', after: 'No' }] },
      {
        label: 'Balance adjusted on 2026-11-21',
        changes: [{ field: 'balance', label: 'Balance', before: '125.50', after: '120.00', format: 'money' }],
      },
      { label: 'Deleted', changes: [] },
    ]);
  });

  it('has nothing for an id the book never held', () => {
    expect(historyEntries(HISTORY_SOURCES.account.model, 'acc-unknown', events, me)).toEqual([]);
  });
});

describe('the other kinds read their events', () => {
  it('goal: created, progress, backlog, deleted', () => {
    const goal = { goalId: 'g1', title: 'Run', description: '', category: 'Health', priority: 'high' as const, dueDate: '' };
    const entries = historyEntries(
      HISTORY_SOURCES.goal.model,
      'g1',
      [
        at({ type: 'GoalCreated', data: { ...goal, userId: me, status: 'active', progress: 0 } }),
        at({ type: 'GoalProgressChanged', data: { goalId: 'g1', progress: 10, previousProgress: 0, status: 'active' } }),
        at({ type: 'GoalPaused', data: { goalId: 'g1' } }),
        at({ type: 'GoalDeleted', data: { goalId: 'g1' } }),
      ],
      me,
    );
    expect(entries.map(({ label, changes }) => [label, changes.map((c) => `${c.label} ${c.before} → ${c.after}`)])).toEqual([
      ['Created', ['Title null → Run', 'Category null → Health', 'Priority null → High', 'Progress null → 0%', 'Status null → Active']],
      ['Progress changed', ['Progress 0% → 10%']],
      ['Moved to the backlog', ['Status Active → Paused']],
      ['Deleted', []],
    ]);
  });

  it('workout, meal and grocery item: their toggles', () => {
    const workout = historyEntries(
      HISTORY_SOURCES.workout.model,
      'w1',
      [
        at({
          type: 'WorkoutLogged',
          data: {
            workoutId: 'w1',
            userId: me,
            name: 'Legs',
            type: 'hiit',
            durationMinutes: 30,
            calories: null,
            completed: false,
            date: '2026-11-21',
            time: null,
            exercises: [{ name: 'Squat', sets: 3, reps: 5, weight: 100 }],
          },
        }),
        at({ type: 'WorkoutCompletionChanged', data: { workoutId: 'w1', completed: true } }),
      ],
      me,
    );
    expect(workout[0]?.changes).toContainEqual({ field: 'exercises', label: 'Exercises', before: null, after: 'Squat 3 × 5 @ 100' });
    expect(workout[0]?.changes).toContainEqual({ field: 'type', label: 'Type', before: null, after: 'HIIT' });
    expect(workout[1]).toMatchObject({ label: 'Marked complete', changes: [{ field: 'completed', before: 'No', after: 'Yes' }] });

    const meal = historyEntries(
      HISTORY_SOURCES.meal.model,
      'm1',
      [
        at({
          type: 'MealCreated',
          data: {
            mealId: 'm1',
            userId: me,
            name: 'Oats',
            type: 'breakfast',
            calories: 350,
            proteinHundredths: 1250,
            carbsHundredths: null,
            fatHundredths: null,
            time: '08:00',
            date: '2026-11-21',
            logged: false,
            recipeId: null,
          },
        }),
        at({ type: 'MealLoggedChanged', data: { mealId: 'm1', logged: true } }),
      ],
      me,
    );
    expect(meal[0]?.changes).toContainEqual({ field: 'protein', label: 'Protein (g)', before: null, after: '12.50' });
    expect(meal[1]).toMatchObject({ label: 'Logged', changes: [{ field: 'logged', before: 'No', after: 'Yes' }] });

    const item = historyEntries(
      HISTORY_SOURCES['grocery-item'].model,
      'i1',
      [
        at({
          type: 'GroceryItemAdded',
          data: { groceryItemId: 'i1', userId: me, name: 'Milk', category: 'Other', checked: false, quantity: null, unit: '' },
        }),
        at({ type: 'GroceryItemCheckedChanged', data: { groceryItemId: 'i1', checked: true } }),
        at({ type: 'GroceryItemDeleted', data: { groceryItemId: 'i1', reason: 'cleared' } }),
      ],
      me,
    );
    expect(item.map((entry) => entry.label)).toEqual(['Added', 'Checked off', 'Cleared from the list']);
  });

  it('an operator’s repair says so, with the reason', () => {
    const [entry] = historyEntries(
      HISTORY_SOURCES.transaction.model,
      txId,
      [
        at(
          { type: 'TransactionDeleted', data: { transactionId: txId } },
          { actor: undefined, repair: { by: 'operator', reason: 'bad year' } },
        ),
      ],
      me,
    );
    expect(entry).toMatchObject({ actor: { via: 'operator' }, you: false, repairReason: 'bad year' });
  });

  it('an event whose stored data no longer parses is listed as such, in its record only, and folds nothing', () => {
    const bad = { ...at({ type: 'CategoryDeleted', data: { categoryId: 'c1' } }), data: { categoryId: 'c1', odd: 1 }, unreadable: true };
    const created = at({
      type: 'CategoryCreated',
      data: {
        categoryId: 'c1',
        userId: me,
        transactionCategory: 'Food',
        transactionType: 'Income',
        description: '',
        color: '',
        isActive: true,
      },
    });
    const model = HISTORY_SOURCES.category.model;
    expect(historyEntries(model, 'c1', [created, bad], me).map((entry) => [entry.label, entry.changes])).toEqual([
      ['Created', expect.any(Array)],
      [UNREADABLE_EVENT_LABEL, []],
    ]);
    expect(historyEntries(model, 'c2', [bad], me)).toEqual([]);
    expect(historyEntries(HISTORY_SOURCES.goal.model, 'g9', [{ ...bad, data: null }], me)).toHaveLength(1);
  });
});

describe('restoring a transaction version', () => {
  const txEvents = [
    at({ type: 'TransactionRecorded', data: { ...snapshot, userId: me, recurringTransactionId: null, isRecurring: false } }),
    at({ type: 'TransactionUpdated', data: { ...snapshot, amountCents: 1500 } }),
    at({ type: 'TransactionStatusChanged', data: { transactionId: txId, posted: 'pending' } }),
  ];
  const entries = historyEntries(HISTORY_SOURCES.transaction.model, txId, txEvents, me);

  it('offers every entry but the current one, and the PUT body that goes back to it', () => {
    expect(markRestorable(entries, txEvents).map((entry) => entry.restorable ?? false)).toEqual([true, true, false]);
    const first = transactionStateAt(txEvents, txEvents[0]!.position);
    expect(first?.status).toBe('recorded');
    if (first?.status !== 'recorded') return;
    expect(transactionRestoreBody(first)).toEqual({
      title: 'Groceries',
      amount: '12.00',
      type: 'expense',
      category: 'Food',
      transactionCategoryIds: ['cat-food'],
      fromAccountId: checking,
      toAccountId: null,
      posted: 'posted',
      date: '2026-11-20',
      notes: '',
      splits: [],
    });
    expect(transactionStateAt(txEvents, 'nowhere')).toBeUndefined();
  });

  it('offers nothing for a deleted or a generated transaction', () => {
    const deleted = [...txEvents, at({ type: 'TransactionDeleted', data: { transactionId: txId } })];
    expect(markRestorable(historyEntries(HISTORY_SOURCES.transaction.model, txId, deleted, me), deleted).some((e) => e.restorable)).toBe(
      false,
    );
    const generated = [
      at({ type: 'TransactionRecorded', data: { ...snapshot, userId: me, recurringTransactionId: 'rec-1', isRecurring: true } }),
      at({ type: 'TransactionStatusChanged', data: { transactionId: txId, posted: 'pending' } }),
    ];
    expect(
      markRestorable(historyEntries(HISTORY_SOURCES.transaction.model, txId, generated, me), generated).some((e) => e.restorable),
    ).toBe(false);
  });
});
