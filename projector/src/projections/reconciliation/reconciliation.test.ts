import { randomUUID } from 'node:crypto';
import { accountBookStreamId, transactionStreamId } from '@life/domain';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { projectionSpec } from '../../testing/projection-spec';
import { lastReconciliation } from './queries';
import { moneyReconciliationProjection } from './reconciliation';

describe.each(testDbKinds())('money-reconciliation projection on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeEach(async () => {
    env = await openTestEventStore(kind);
  });
  afterEach(async () => {
    await env.close();
  });

  const userId = randomUUID();
  const accountId = randomUUID();
  const [tx1, tx2] = [randomUUID(), randomUUID()];
  const spec = () => projectionSpec(moneyReconciliationProjection, env, { userId });
  const cleared = (transactionId: string) =>
    ({ streamId: transactionStreamId(transactionId), type: 'TransactionCleared', data: { transactionId } }) as const;
  const uncleared = (transactionId: string) =>
    ({ streamId: transactionStreamId(transactionId), type: 'TransactionUncleared', data: { transactionId } }) as const;
  const deleted = (transactionId: string) =>
    ({ streamId: transactionStreamId(transactionId), type: 'TransactionDeleted', data: { transactionId } }) as const;
  const reconciled = (reconciliationId: string, statementDate: string, transactionIds: string[]) =>
    ({
      streamId: accountBookStreamId(userId),
      type: 'AccountReconciled',
      data: { accountId, reconciliationId, statementDate, statementBalanceCents: -12345, transactionIds },
    }) as const;

  it('TransactionCleared ticks the transaction; Uncleared and Deleted take the tick away', async () => {
    await spec()
      .given([])
      .when([cleared(tx1), cleared(tx2)])
      .then('money_transaction_cleared', [
        { user_id: userId, transaction_id: tx1 },
        { user_id: userId, transaction_id: tx2 },
      ]);
    await spec()
      .given([cleared(tx1), cleared(tx2)])
      .when([uncleared(tx1), deleted(tx2)])
      .then('money_transaction_cleared', []);
    await spec()
      .given([cleared(tx1), uncleared(tx1)])
      .when([cleared(tx1)])
      .then('money_transaction_cleared', [{ user_id: userId, transaction_id: tx1 }]);
  });

  it('a batch ticking and unticking a transaction several times leaves what its last event says', async () => {
    await spec()
      .given([cleared(tx2)])
      .when([cleared(tx1), uncleared(tx1), cleared(tx1), deleted(tx2), cleared(tx2), uncleared(tx2)])
      .then('money_transaction_cleared', [{ user_id: userId, transaction_id: tx1 }]);
  });

  it('AccountReconciled records the statement and locks its transactions; the latest is the register’s line', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    const when = spec()
      .given([reconciled(first, '2025-09-30', [tx1])])
      .when([reconciled(second, '2025-10-31', [tx2])]);
    await when.then('money_reconciliations', [
      {
        user_id: userId,
        id: first,
        account_id: accountId,
        statement_date: '2025-09-30',
        statement_balance_cents: -12345,
        transaction_ids: [tx1],
      },
      {
        user_id: userId,
        id: second,
        account_id: accountId,
        statement_date: '2025-10-31',
        statement_balance_cents: -12345,
        transaction_ids: [tx2],
      },
    ]);
    await when.then('money_reconciled_transactions', [
      { transaction_id: tx1, reconciliation_id: first, account_id: accountId, statement_date: '2025-09-30' },
      { transaction_id: tx2, reconciliation_id: second, account_id: accountId, statement_date: '2025-10-31' },
    ]);
    await when.thenRows(
      (q) => lastReconciliation(q, userId, accountId).then((row) => (row ? [row] : [])),
      [{ id: second, statement_date: '2025-10-31', statement_balance_cents: '-12345', transaction_count: 1 }],
    );
  });
});
