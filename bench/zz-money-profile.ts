import { randomUUID } from 'node:crypto';
import { decideRecordTransactions, transactionBulkSchema } from '@life/domain';
import { eventMetadata } from '@life/infra/event-store/handle-command';
import { openBenchBackend } from './backends';

const backend = await openBenchBackend((process.argv[2] as 'postgres') ?? 'postgres');
const accounts = Array.from({ length: 5 }, () => randomUUID());
const context = { accounts: Object.fromEntries(accounts.map((id) => [id, { name: 'A', isActive: true }])), categories: {} };
const bodies = () => Array.from({ length: 1000 }, (_, i) => ({ title: `Bench ${i}`, amount: '12.34', type: 'expense', category: '', transactionCategoryIds: [], fromAccountId: accounts[i % 5], toAccountId: null, posted: 'posted', date: '2025-01-01', isRecurring: false }));
const t = (label: string, ms: number) => console.log(label.padEnd(20), ms.toFixed(1), 'ms');
for (let round = 0; round < 6; round++) {
  const raw = JSON.stringify({ transactions: bodies() });
  let s = performance.now();
  const parsedJson = JSON.parse(raw);
  t('json.parse', performance.now() - s);
  s = performance.now();
  const { transactions } = transactionBulkSchema.parse(parsedJson);
  t('zod', performance.now() - s);
  s = performance.now();
  const metadata = { userId: randomUUID(), now: new Date().toISOString(), today: '2025-01-01' };
  const writes = decideRecordTransactions({ type: 'RecordTransactions', data: { transactions: transactions.map((input) => ({ transactionId: randomUUID(), input })), context }, metadata });
  t('decide', performance.now() - s);
  s = performance.now();
  const batches = writes.map(({ streamId, events }) => ({ streamId, expectedRevision: 'no-stream' as const, events: events.map((e) => ({ id: e.data.transactionId, type: e.type, data: e.data, metadata: eventMetadata(e.type, metadata) })) }));
  t('map', performance.now() - s);
  s = performance.now();
  await backend.store.appendMany(batches);
  t('appendMany', performance.now() - s);
  const again = batches.map((b) => ({ streamId: b.streamId + 'x', expected: 'no-stream', events: b.events }));
  s = performance.now();
  const payload = JSON.stringify(again);
  t('stringify', performance.now() - s);
  s = performance.now();
  await backend.db.query('SELECT * FROM life_append_many($1::jsonb, false)', [payload]);
  t('param call', performance.now() - s);
  console.log('---');
}
await backend.close();
