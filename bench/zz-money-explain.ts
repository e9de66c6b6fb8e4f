import { randomUUID } from 'node:crypto';
import { addDays } from '@life/domain';
import { listTransactions } from '@life/command-api/transactions/queries';
import { listAccounts } from '@life/command-api/accounts/queries';
import { rebuildProjection, allProjections } from '@life/projector';
import type { Queryable } from '@life/infra';
import { openBenchBackend } from './backends';

const backend = await openBenchBackend('postgres');
const userId = randomUUID();
const accounts = Array.from({ length: 5 }, () => randomUUID());
const meta = { userId, occurredAt: new Date().toISOString(), schemaVersion: 1 };
await backend.store.append(`accounts-${userId}`, accounts.map((accountId, i) => ({ type: 'AccountOpened', data: { accountId, userId, accountName: `A${i}`, accountType: 'checking', startingBalanceCents: 0, startingBalanceAsOf: '2023-01-01', creditLimitCents: null, description: '', color: '#000000', isActive: true }, metadata: meta })), { expectedRevision: 'no-stream' });
for (let b = 0; b < 30; b++) {
  await backend.store.appendMany(Array.from({ length: 1000 }, (_, i) => {
    const id = randomUUID();
    const expense = (b * 1000 + i) % 3 !== 0;
    return { streamId: `transaction-${id}`, expectedRevision: 'no-stream' as const, events: [{ id, type: 'TransactionRecorded', metadata: meta, data: { transactionId: id, userId, title: 't', type: expense ? 'expense' : 'income', amountCents: 100, category: '', transactionCategoryIds: [], fromAccountId: expense ? accounts[i % 5] : null, toAccountId: expense ? null : accounts[i % 5], posted: 'posted', date: addDays('2023-11-22', (i * 7 + b) % 1095), recurringTransactionId: null, isRecurring: false } }] };
  }));
}
for (const p of allProjections) await rebuildProjection(backend.db, backend.store, p);
// no analyze
const explain: Queryable = {
  async query(sql: string, params?: readonly unknown[]) {
    const { rows } = await backend.db.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
    console.log(rows.map((r) => Object.values(r)[0]).join('\n'));
    return { rows: [], rowCount: 0 } as never;
  },
};
console.log('=== first page'); await listTransactions(explain, userId, { limit: 101 });
console.log('=== month of account'); await listTransactions(explain, userId, { limit: 1001, accountId: accounts[0]!, startDate: '2025-04-01', endDate: '2025-04-30' });
console.log('=== accounts'); await listAccounts(explain, userId, '2026-11-21');
await backend.close();
