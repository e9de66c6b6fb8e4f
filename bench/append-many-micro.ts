/**
 * life_append_many alone (issue 25): 1,000 new one-event streams shaped like the money bench's
 * TransactionRecorded, the loop (0002) against the set-based path (0295), alternating, on a fresh
 * database; also the jsonb parse alone. `DATABASE_URL=... npx tsx bench/append-many-micro.ts`; prints medians.
 */
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { openBenchBackend } from './backends';
import { percentile } from './types';

const OLD = readFileSync(new URL('../infra/migrations/0002_append_many.sql', import.meta.url), 'utf8').replace(
  'CREATE FUNCTION',
  'CREATE OR REPLACE FUNCTION',
);
const NEW = readFileSync(new URL('../infra/migrations/0295_append_many_new_streams.sql', import.meta.url), 'utf8');

function payload(): string {
  const userId = randomUUID();
  return JSON.stringify(
    Array.from({ length: 1000 }, (_, i) => {
      const id = randomUUID();
      return {
        streamId: `transaction-${id}`,
        expected: 'no-stream',
        events: [
          {
            id,
            type: 'TransactionRecorded',
            data: {
              transactionId: id,
              userId,
              title: `Bench transaction ${i}`,
              amountCents: 12345,
              type: 'expense',
              category: '',
              transactionCategoryIds: [randomUUID()],
              fromAccountId: randomUUID(),
              toAccountId: null,
              posted: 'posted',
              date: '2024-03-01',
              isRecurring: false,
              recurringTransactionId: null,
            },
            metadata: { userId, actor: { via: 'web' }, requestId: randomUUID(), now: new Date().toISOString(), schemaVersion: 1 },
          },
        ],
      };
    }),
  );
}

async function main() {
  const backend = await openBenchBackend('postgres');
  try {
    const times: Record<string, number[]> = { old: [], new: [], parse: [], elements: [] };
    for (let round = 0; round < 8; round++) {
      for (const [name, sql] of [
        ['old', OLD],
        ['new', NEW],
      ] as const) {
        await backend.db.query(sql);
        const body = payload();
        const started = performance.now();
        const { rows } = await backend.db.query('SELECT * FROM life_append_many($1::jsonb, false)', [body]);
        times[name]!.push(performance.now() - started);
        if (rows.length !== 1000) throw new Error(`${name}: ${rows.length} rows`);
      }
      const body = payload();
      let started = performance.now();
      await backend.db.query('SELECT jsonb_array_length($1::jsonb)', [body]);
      times.parse!.push(performance.now() - started);
      started = performance.now();
      await backend.db.query(
        `SELECT count(*) FROM jsonb_array_elements($1::jsonb) b(value), jsonb_array_elements(b.value->'events') e(value)
        WHERE (e.value->>'id')::uuid IS NOT NULL AND e.value->'data' IS NOT NULL AND e.value->'metadata' IS NOT NULL`,
        [body],
      );
      times.elements!.push(performance.now() - started);
    }
    for (const [name, list] of Object.entries(times))
      console.log(name, 'median ms', percentile(list, 50).toFixed(1), list.map((t) => t.toFixed(0)).join(' '));
  } finally {
    await backend.close();
  }
}
void main();
