/**
 * Bank CSV import (issue 11) end to end on PostgreSQL: a generated 100,000-row CSV (quoted
 * descriptions, signed amounts) POSTed as the raw body of /api/imports/bank-csv with the app's
 * projector running; the time to its 201 (stream, map, duplicate check, bulk decider, appendMany in
 * chunks of 1,000) and until the ledger and the imported-transactions read model caught up.
 * Then the undo of the whole batch. Target: the upload route <= 20 s.
 */
import { createClient } from '@life/command-api/testing/test-app';
import { MONEY_LEDGER } from '@life/projector/projections/money/names';
import { MONEY_IMPORTS } from '@life/projector/projections/money-imports/names';
import { openBenchBackend } from './backends';
import { json, seed, startApp } from './money';
import { log, round, type BenchModule } from './types';

const ROWS = Number(process.env.BENCH_BANK_CSV_ROWS ?? 100_000);
const TARGET_SECONDS = 20;
const MAPPING = {
  delimiter: ',',
  dateFormat: 'yyyy-mm-dd',
  numberFormat: '1,234.56',
  date: 'Date',
  description: 'Description',
  amount: 'Amount',
};

function generatedCsv(rows: number): Buffer {
  const lines = ['Date,Description,Amount'];
  const first = Date.UTC(2021, 0, 1);
  for (let index = 0; index < rows; index++) {
    const day = new Date(first + Math.floor(index / 90) * 86_400_000).toISOString().slice(0, 10);
    const cents = index % 10 === 0 ? 150_000 + index : -(100 + ((index * 7919) % 90_000));
    const amount = `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
    lines.push(`${day},"Card payment ${index % 500}, shop ${index}",${amount}`);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

export const bankCsvBench: BenchModule = {
  name: 'bank-csv',
  async run() {
    const backend = await openBenchBackend('postgres');
    const app = await startApp(backend);
    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
    try {
      const client = createClient(app.baseUrl);
      const { accounts } = await seed(client);
      const csv = generatedCsv(ROWS);
      log(`bank-csv: ${ROWS} rows, ${round(csv.length / 1024 / 1024)} MB`);
      const rssBefore = process.memoryUsage().rss;
      const started = performance.now();
      const path = `/api/imports/bank-csv?accountId=${accounts[0]}&mapping=${encodeURIComponent(JSON.stringify(MAPPING))}&fileName=bench.csv`;
      const response = await client.fetch(path, { method: 'POST', body: csv, headers: { 'Content-Type': 'text/csv' } });
      const summary = await json<{ importId: string; added: number; skipped: number; rejectedCount: number }>(response, 201);
      const uploadSeconds = (performance.now() - started) / 1000;
      const position = response.headers.get('x-position') ?? '';
      if (!(await app.watcher.waitFor([MONEY_LEDGER, MONEY_IMPORTS], position, 600_000))) throw new Error('projector did not catch up');
      const projectedSeconds = (performance.now() - started) / 1000;
      log(`bank-csv: 201 after ${round(uploadSeconds, 2)} s, projected after ${round(projectedSeconds, 2)} s`);
      // Undo: the batch's 100,000 deletions (each stream read for its revision), answered once the ledger holds them.
      const undoStarted = performance.now();
      const undone = await json<{ removed: number }>(await client.post(`/api/imports/${summary.importId}/undo`), 200);
      const undoSeconds = (performance.now() - undoStarted) / 1000;
      log(`bank-csv: undo of ${undone.removed} after ${round(undoSeconds, 2)} s`);
      return {
        rows: ROWS,
        fileMb: round(csv.length / 1024 / 1024, 1),
        summary,
        uploadSeconds: round(uploadSeconds, 2),
        rowsPerSecond: Math.round(ROWS / uploadSeconds),
        projectedSeconds: round(projectedSeconds, 2),
        undoSeconds: round(undoSeconds, 2),
        undoRemoved: undone.removed,
        rssBeforeMb: round(rssBefore / 1024 / 1024),
        peakRssMb: round(peakRss / 1024 / 1024),
        target: { target: `upload route <= ${TARGET_SECONDS} s`, met: uploadSeconds <= TARGET_SECONDS },
      };
    } finally {
      clearInterval(sampler);
      await app.close();
      await backend.close();
    }
  },
};
