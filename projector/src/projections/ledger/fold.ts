import {
  ACCOUNT_BOOK_STREAM_PREFIX,
  type TransactionSplit,
  type TransactionStatus,
  type TransactionType,
  type TransactionUpdatedEvent,
} from '@life/domain';
import type { LifeProjectedEvent } from '../../projection';
import { LedgerTotals } from './totals';
import { occurredAt, userIdOfStream } from '../rows';

/** The events the ledger handles (moneyLedgerProjection.canHandle). */
export const LEDGER_EVENT_TYPES = [
  'TransactionRecorded',
  'TransactionUpdated',
  'TransactionStatusChanged',
  'TransactionDeleted',
  'BalanceAdjusted',
] as const;
export type LedgerEvent = LifeProjectedEvent<(typeof LEDGER_EVENT_TYPES)[number]>;
type TransactionChange = LifeProjectedEvent<'TransactionUpdated' | 'TransactionStatusChanged' | 'TransactionDeleted'>;

/** A money_transactions row as the fold keeps it (column names, so it serialises straight into jsonb_to_recordset). */
export interface TransactionRow {
  user_id: string;
  id: string;
  title: string;
  type: TransactionType;
  amount_cents: number;
  category: string;
  category_ids: string[];
  from_account_id: string | null;
  to_account_id: string | null;
  status: TransactionStatus;
  date: string;
  /** Issue 24: free text ('' when none), and the split's lines ([] when not split; jsonb). */
  notes: string;
  splits: TransactionSplit[];
  recurring_transaction_id: string | null;
  is_recurring: boolean;
  created_position: string;
  /** Position of the last event that wrote the row: what GET /api/transactions?changedSince compares. */
  updated_position: string;
  created_at: string;
  updated_at: string;
}

/** A deleted transaction (money_transaction_tombstones): clients that loaded it drop it. */
export interface TombstoneRow {
  user_id: string;
  id: string;
  deleted_position: string;
}

export interface AdjustmentRow {
  user_id: string;
  id: string;
  account_id: string;
  amount_cents: number;
  date: string;
  previous_balance_cents: number;
  new_balance_cents: number;
  created_position: string;
  created_at: string;
}

/** Everything one batch changes. */
export interface LedgerChanges {
  /** Final state of every transaction the batch created or changed (upsert). */
  upserts: TransactionRow[];
  /** Transactions the batch deleted, with the deletion's position. */
  deletes: TombstoneRow[];
  adjustments: AdjustmentRow[];
  totals: LedgerTotals;
}

export interface LedgerEventRef {
  userId: string;
  id: string;
}

/**
 * Transactions the batch changes without recording them first: their current rows must be
 * loaded. The owner comes from the event metadata: the decider only lets the owner change a
 * transaction (metadata.userId === owner), and later events carry no userId of their own.
 */
export function transactionsToLoad(events: readonly LedgerEvent[]): LedgerEventRef[] {
  const recorded = new Set<string>();
  const needed = new Map<string, LedgerEventRef>();
  for (const event of events) {
    if (event.type === 'TransactionRecorded') recorded.add(event.data.transactionId);
    else if (isTransactionChange(event) && !recorded.has(event.data.transactionId)) {
      needed.set(event.data.transactionId, { userId: ownerOf(event), id: event.data.transactionId });
    }
  }
  return [...needed.values()];
}

function isTransactionChange(event: LedgerEvent): event is TransactionChange {
  return event.type === 'TransactionUpdated' || event.type === 'TransactionStatusChanged' || event.type === 'TransactionDeleted';
}

function ownerOf(event: LedgerEvent): string {
  const userId = event.metadata.userId;
  if (!userId) throw new Error(`${event.type} ${event.id} has no metadata.userId`);
  return userId;
}

const contribution = (row: TransactionRow) => ({
  userId: row.user_id,
  type: row.type,
  amountCents: row.amount_cents,
  fromAccountId: row.from_account_id,
  toAccountId: row.to_account_id,
  status: row.status,
  date: row.date,
  categoryIds: row.category_ids,
  splits: row.splits,
});

/** The columns a TransactionRecorded or TransactionUpdated event sets from its data. */
function transactionColumns(d: TransactionUpdatedEvent['data']) {
  return {
    title: d.title,
    type: d.type,
    amount_cents: d.amountCents,
    category: d.category,
    category_ids: d.transactionCategoryIds,
    from_account_id: d.fromAccountId,
    to_account_id: d.toAccountId,
    status: d.posted,
    date: d.date,
    notes: d.notes,
    splits: d.splits,
  };
}

/**
 * Folds a batch in memory, in event order, over the rows loaded for it (`loaded`, by id).
 * An event for a transaction that is not known (never recorded, or already deleted) changes nothing,
 * except a deletion, which always leaves its tombstone.
 */
export function foldLedger(events: readonly LedgerEvent[], loaded: ReadonlyMap<string, TransactionRow>): LedgerChanges {
  const current = new Map<string, TransactionRow | null>(loaded);
  const touched = new Set<string>();
  /** Position of the event that last changed each touched transaction. */
  const lastPosition = new Map<string, string>();
  /** Owner of each touched transaction (a deleted one's row is gone by the end). */
  const owners = new Map<string, string>();
  const adjustments: AdjustmentRow[] = [];
  const totals = new LedgerTotals();

  const change = (id: string, position: string, next: (row: TransactionRow) => TransactionRow | null) => {
    const row = current.get(id);
    if (!row) return;
    totals.addTransaction(contribution(row), -1);
    const updated = next(row);
    if (updated) totals.addTransaction(contribution({ ...updated, updated_position: position }), 1);
    current.set(id, updated && { ...updated, updated_position: position });
    owners.set(id, row.user_id);
    touched.add(id);
    lastPosition.set(id, position);
  };

  for (const event of events) {
    const at = occurredAt(event);
    switch (event.type) {
      case 'BalanceAdjusted': {
        const { data } = event;
        const userId = userIdOfStream(event, ACCOUNT_BOOK_STREAM_PREFIX);
        adjustments.push({
          user_id: userId,
          id: data.adjustmentId,
          account_id: data.accountId,
          amount_cents: data.amountCents,
          date: data.date,
          previous_balance_cents: data.previousBalanceCents,
          new_balance_cents: data.newBalanceCents,
          created_position: event.position,
          created_at: at,
        });
        totals.addAdjustment(userId, data.accountId, data.date, data.amountCents);
        break;
      }
      case 'TransactionRecorded': {
        const d = event.data;
        if (current.get(d.transactionId)) break; // replayed Recorded: already counted
        const row: TransactionRow = {
          user_id: d.userId,
          id: d.transactionId,
          ...transactionColumns(d),
          recurring_transaction_id: d.recurringTransactionId,
          is_recurring: d.isRecurring,
          created_position: event.position,
          updated_position: event.position,
          created_at: at,
          updated_at: at,
        };
        totals.addTransaction(contribution(row), 1);
        current.set(d.transactionId, row);
        touched.add(d.transactionId);
        lastPosition.set(d.transactionId, event.position);
        break;
      }
      case 'TransactionUpdated': {
        const d = event.data;
        change(d.transactionId, event.position, (row) => ({ ...row, ...transactionColumns(d), updated_at: at }));
        break;
      }
      case 'TransactionStatusChanged':
        change(event.data.transactionId, event.position, (row) => ({ ...row, status: event.data.posted, updated_at: at }));
        break;
      case 'TransactionDeleted': {
        const id = event.data.transactionId;
        if (current.get(id)) change(id, event.position, () => null);
        else {
          // Unknown here (its creation was parked, or it is long gone): the tombstone all the same, so
          // the rows never depend on which earlier events applied or how they fell into batches.
          current.set(id, null);
          owners.set(id, ownerOf(event));
          touched.add(id);
          lastPosition.set(id, event.position);
        }
        break;
      }
    }
  }

  const upserts: TransactionRow[] = [];
  const deletes: TombstoneRow[] = [];
  for (const id of touched) {
    const row = current.get(id);
    if (row) upserts.push(row);
    // Every deletion leaves its tombstone, also when the transaction was recorded within the batch:
    // the rows must not depend on how events fall into batches (a rebuild reads bigger ones), or
    // `projector verify` finds the replay different.
    else deletes.push({ user_id: owners.get(id)!, id, deleted_position: lastPosition.get(id)! });
  }
  return { upserts, deletes, adjustments, totals };
}
