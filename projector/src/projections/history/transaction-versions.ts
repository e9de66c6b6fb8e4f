import { balanceEffects } from '@life/domain';
import type { Queryable } from '@life/infra';
import { foldLedger, type LedgerEvent, type TransactionRow } from '../ledger/fold';
import { FOLD_TRANSACTION_COLUMNS, ISO_US, writeLedgerTotals } from '../ledger/sql';
import type { LedgerTotals } from '../ledger/totals';
import { occurredAt, recordset } from '../rows';

/** A money_transaction_versions row: the ledger's row plus when it was known and the accounts it moves. */
export interface TransactionVersionRow extends TransactionRow {
  from_position: string;
  known_from: string;
  to_position: string | null;
  known_to: string | null;
  debit_account_id: string | null;
  credit_account_id: string | null;
}

export interface AdjustmentVersionRow {
  user_id: string;
  id: string;
  account_id: string;
  amount_cents: number;
  date: string;
  from_position: string;
  known_from: string;
}

/** A stored version the batch closes: its key and when it stopped being true. */
export interface VersionClose {
  user_id: string;
  id: string;
  from_position: string;
  to_position: string;
  known_to: string;
}

export interface TransactionVersionChanges {
  /** New versions (closed already when a later event of the same batch superseded them). */
  inserts: TransactionVersionRow[];
  /** Versions stored by earlier batches that this batch supersedes. */
  closes: VersionClose[];
  adjustments: AdjustmentVersionRow[];
  /** The batch's change to the current totals (money_history_daily_effects, money_history_monthly_summary). */
  totals: LedgerTotals;
}

/** The balance rule (the domain's balanceEffects) as the two accounts a version moves. */
function withEffects(row: TransactionRow, position: string, at: string): TransactionVersionRow {
  const effects = balanceEffects({
    type: row.type,
    amountCents: row.amount_cents,
    fromAccountId: row.from_account_id,
    toAccountId: row.to_account_id,
  });
  return {
    ...row,
    from_position: position,
    known_from: at,
    to_position: null,
    known_to: null,
    debit_account_id: effects.find((effect) => effect.cents < 0)?.accountId ?? null,
    credit_account_id: effects.find((effect) => effect.cents > 0)?.accountId ?? null,
  };
}

/**
 * Folds a batch of ledger events into versions, event by event, over the current versions loaded
 * for it (`current`, by transaction id). Each event's row comes from the live ledger's own fold
 * (foldLedger over that one event), so the two read models cannot disagree about a row; here the
 * previous version is closed at the event's occurredAt and the new one opened (a deletion only closes).
 */
export function foldTransactionVersions(
  events: readonly LedgerEvent[],
  loaded: ReadonlyMap<string, TransactionVersionRow>,
): TransactionVersionChanges {
  const current = new Map(loaded);
  const inserted = new Set<TransactionVersionRow>();
  const closes: VersionClose[] = [];
  const adjustments: AdjustmentVersionRow[] = [];

  for (const event of events) {
    const at = occurredAt(event);
    if (event.type === 'BalanceAdjusted') {
      const [row] = foldLedger([event], new Map()).adjustments;
      if (row) {
        const { user_id, id, account_id, amount_cents, date } = row;
        adjustments.push({ user_id, id, account_id, amount_cents, date, from_position: event.position, known_from: at });
      }
      continue;
    }
    const id = event.data.transactionId;
    const previous = current.get(id);
    const changes = foldLedger([event], new Map(previous ? [[id, previous]] : []));
    const next = changes.upserts[0];
    if (!next && changes.deletes.length === 0) continue; // an event about a transaction it does not hold
    if (previous) {
      if (inserted.has(previous)) {
        previous.to_position = event.position;
        previous.known_to = at;
      } else {
        closes.push({ user_id: previous.user_id, id, from_position: previous.from_position, to_position: event.position, known_to: at });
      }
    }
    if (next) {
      const version = withEffects(next, event.position, at);
      inserted.add(version);
      current.set(id, version);
    } else current.delete(id);
  }
  // The current totals move exactly as the live ledger's do: its fold over the whole batch.
  const { totals } = foldLedger(events, loaded);
  return { inserts: [...inserted], closes, adjustments, totals };
}

/** The current versions of the given transactions (the ids the batch changes without recording them). */
export async function loadCurrentVersions(
  tx: Queryable,
  refs: readonly { userId: string; id: string }[],
): Promise<Map<string, TransactionVersionRow>> {
  if (refs.length === 0) return new Map();
  const { rows } = await tx.query<TransactionVersionRow & { amount_cents: string }>(
    `SELECT ${FOLD_TRANSACTION_COLUMNS('v')}, v.from_position, to_char(v.known_from AT TIME ZONE 'UTC', ${ISO_US}) AS known_from, v.to_position, NULL AS known_to,
            v.debit_account_id::text AS debit_account_id, v.credit_account_id::text AS credit_account_id
       FROM money_transaction_versions v
       JOIN jsonb_to_recordset($1::jsonb) AS k("userId" uuid, id uuid) ON v.user_id = k."userId" AND v.id = k.id
      WHERE v.known_to IS NULL`,
    [recordset(refs)],
  );
  return new Map(rows.map((row) => [row.id, { ...row, amount_cents: Number(row.amount_cents) }]));
}

const VERSION_COLUMNS = `user_id uuid, id uuid, from_position text, to_position text, known_from timestamptz, known_to timestamptz,
  title text, type text, amount_cents bigint, category text, category_ids uuid[], from_account_id uuid, to_account_id uuid,
  status text, date date, recurring_transaction_id uuid, is_recurring boolean, created_position text, updated_position text,
  created_at timestamptz, updated_at timestamptz, debit_account_id uuid, credit_account_id uuid, notes text, splits jsonb`;
const VERSION_NAMES = VERSION_COLUMNS.split(',')
  .map((column) => column.trim().split(' ')[0])
  .join(', ');

/** One statement per table: closes first (they name versions of earlier batches only), then the new rows. */
export async function writeTransactionVersions(tx: Queryable, changes: TransactionVersionChanges): Promise<void> {
  if (changes.closes.length > 0) {
    await tx.query(
      `UPDATE money_transaction_versions v SET to_position = c.to_position, known_to = c.known_to
         FROM jsonb_to_recordset($1::jsonb) AS c(user_id uuid, id uuid, from_position text, to_position text, known_to timestamptz)
        WHERE v.user_id = c.user_id AND v.id = c.id AND v.from_position = c.from_position`,
      [recordset(changes.closes)],
      { prepared: true },
    );
  }
  if (changes.inserts.length > 0) {
    await tx.query(
      `INSERT INTO money_transaction_versions (${VERSION_NAMES})
       SELECT ${VERSION_NAMES} FROM jsonb_to_recordset($1::jsonb) AS r(${VERSION_COLUMNS})
       ON CONFLICT (user_id, id, from_position) DO NOTHING`,
      [recordset(changes.inserts)],
      // Prepared, as the ledger's writes: every batch runs it, one plan fits any.
      { prepared: true },
    );
  }
  if (changes.adjustments.length > 0) {
    await tx.query(
      `INSERT INTO money_balance_adjustment_versions (user_id, id, account_id, amount_cents, date, from_position, known_from)
       SELECT user_id, id, account_id, amount_cents, date, from_position, known_from
         FROM jsonb_to_recordset($1::jsonb) AS r(user_id uuid, id uuid, account_id uuid, amount_cents bigint, date date,
              from_position text, known_from timestamptz)
       ON CONFLICT (user_id, id) DO NOTHING`,
      [recordset(changes.adjustments)],
    );
  }
  await writeLedgerTotals(tx, changes.totals, { daily: 'money_history_daily_effects', monthly: 'money_history_monthly_summary' });
}
