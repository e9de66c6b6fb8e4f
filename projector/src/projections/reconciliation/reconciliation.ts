import { ACCOUNT_BOOK_STREAM_PREFIX } from '@life/domain';
import type { Queryable } from '@life/infra';
import { projection, type LifeProjectedEvent } from '../../projection';
import { occurredAt, ownerOf, recordset, userIdOfStream } from '../rows';
import { MONEY_RECONCILIATION } from './names';

/** A transaction's tick after the batch: cleared at `cleared_position`, or none (null). */
interface TickRow {
  user_id: string;
  transaction_id: string;
  cleared_position: string | null;
}

/**
 * Reconciliation (issue 24, domain/src/accounts/reconciliation.ts): which transactions are ticked
 * as cleared (money_transaction_cleared), the finished reconciliations (money_reconciliations) and
 * the transactions each locked (money_reconciled_transactions). A deleted transaction loses its tick
 * (its decider state does too: a restore starts uncleared); a lock is kept, as the event is.
 */
export const moneyReconciliationProjection = projection({
  name: MONEY_RECONCILIATION,
  canHandle: ['TransactionCleared', 'TransactionUncleared', 'TransactionDeleted', 'AccountReconciled'],
  tables: ['money_transaction_cleared', 'money_reconciliations', 'money_reconciled_transactions'],
  // A user's reconciliations share the account book: a bad event parks only its account (the key the API's repair check uses).
  parkingKey: (event) => ('reconciliationId' in event.data ? event.data.accountId : event.data.transactionId),
  // A deletion removes the tick: the transaction's row no longer depends on its earlier events.
  resetsKey: ['TransactionDeleted'],
  /**
   * A transaction's tick depends only on its last Cleared, Uncleared or Deleted: the batch keeps each
   * one's last and writes the ticks in two statements (an import's undo of 100,000 deletions was
   * 100,000 statements). Reconciliations touch other tables and go as they come.
   */
  async apply(tx, events) {
    const ticks = new Map<string, TickRow>();
    for (const event of events) {
      if (event.type === 'AccountReconciled') {
        await applyReconciled(tx, event);
        continue;
      }
      const userId = ownerOf(event);
      const key = `${userId} ${event.data.transactionId}`;
      const clearedAt = event.type === 'TransactionCleared' ? event.position : null;
      ticks.set(key, { user_id: userId, transaction_id: event.data.transactionId, cleared_position: clearedAt });
    }
    const rows = [...ticks.values()];
    await removeTicks(
      tx,
      rows.filter((row) => row.cleared_position === null),
    );
    await writeTicks(
      tx,
      rows.filter((row) => row.cleared_position !== null),
    );
  },
});

async function removeTicks(tx: Queryable, keys: readonly { user_id: string; transaction_id: string }[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.query(
    `DELETE FROM money_transaction_cleared t USING jsonb_to_recordset($1::jsonb) AS k(user_id uuid, transaction_id text)
      WHERE t.user_id = k.user_id AND t.transaction_id = k.transaction_id`,
    [recordset(keys.map(({ user_id, transaction_id }) => ({ user_id, transaction_id })))],
  );
}

async function writeTicks(tx: Queryable, rows: readonly TickRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO money_transaction_cleared (user_id, transaction_id, cleared_position)
     SELECT user_id, transaction_id, cleared_position
       FROM jsonb_to_recordset($1::jsonb) AS r(user_id uuid, transaction_id text, cleared_position text)
     ON CONFLICT (user_id, transaction_id) DO UPDATE SET cleared_position = excluded.cleared_position`,
    [recordset(rows)],
  );
}

async function applyReconciled(tx: Queryable, event: LifeProjectedEvent<'AccountReconciled'>): Promise<void> {
  const userId = userIdOfStream(event, ACCOUNT_BOOK_STREAM_PREFIX);
  const { reconciliationId, accountId, statementDate, statementBalanceCents, transactionIds } = event.data;
  await tx.query(
    `INSERT INTO money_reconciliations
       (user_id, id, account_id, statement_date, statement_balance_cents, transaction_ids, created_position, created_at)
     VALUES ($1, $2, $3, $4::date, $5, ARRAY(SELECT jsonb_array_elements_text($6::jsonb)), $7, $8)
     ON CONFLICT (user_id, id) DO NOTHING`,
    [
      userId,
      reconciliationId,
      accountId,
      statementDate,
      statementBalanceCents,
      JSON.stringify(transactionIds),
      event.position,
      occurredAt(event),
    ],
  );
  await tx.query(
    `INSERT INTO money_reconciled_transactions (user_id, transaction_id, reconciliation_id, account_id, statement_date)
     SELECT DISTINCT $1::uuid, value, $2, $3, $4::date FROM jsonb_array_elements_text($5::jsonb)
     ON CONFLICT DO NOTHING`,
    [userId, reconciliationId, accountId, statementDate, JSON.stringify(transactionIds)],
  );
}
