import { ACCOUNT_BOOK_STREAM_PREFIX } from '@life/domain';
import type { Queryable } from '@life/infra';
import { eventByEvent, projection, type LifeProjectedEvent } from '../../projection';
import { occurredAt, ownerOf, userIdOfStream } from '../rows';
import { MONEY_RECONCILIATION } from './names';

type ReconciliationEvent = LifeProjectedEvent<'TransactionCleared' | 'TransactionUncleared' | 'TransactionDeleted' | 'AccountReconciled'>;

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
  apply: eventByEvent(applyOne),
});

async function applyOne(tx: Queryable, event: ReconciliationEvent): Promise<void> {
  switch (event.type) {
    case 'TransactionCleared':
      await tx.query(
        `INSERT INTO money_transaction_cleared (user_id, transaction_id, cleared_position) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, transaction_id) DO UPDATE SET cleared_position = excluded.cleared_position`,
        [ownerOf(event), event.data.transactionId, event.position],
      );
      return;
    case 'TransactionUncleared':
    case 'TransactionDeleted':
      await tx.query(`DELETE FROM money_transaction_cleared WHERE user_id = $1 AND transaction_id = $2`, [
        ownerOf(event),
        event.data.transactionId,
      ]);
      return;
    case 'AccountReconciled': {
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
      return;
    }
  }
}
