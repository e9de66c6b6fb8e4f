import { importBatchStreamId, type ImportCompletedEvent } from '@life/domain';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { projectionSpec } from '../../testing/projection-spec';
import { importBatchesProjection } from './batches';

const userId = 'a0000000-0000-4000-8000-000000000001';
const importId = 'c0000000-0000-4000-8000-000000000001';
const streamId = importBatchStreamId(importId);
const started = { streamId, type: 'ImportStarted', data: { importId, userId, kind: 'mfp', fileName: 'nutrition.csv' } } as const;
const completed: ImportCompletedEvent & { streamId: string } = {
  streamId,
  type: 'ImportCompleted',
  data: {
    importId,
    added: 3,
    skipped: 1,
    rejected: [{ row: 9, column: 'Calories', reason: 'too many' }],
    rejectedCount: 1,
    skippedRows: [{ row: 4, reason: 'Already logged' }],
  },
};

describe.each(testDbKinds())('import-batches projection on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeEach(async () => {
    env = await openTestEventStore(kind);
  });
  afterEach(async () => {
    await env.close();
  });
  const spec = () => projectionSpec(importBatchesProjection, env, { userId });

  it('ImportStarted: a running batch', () =>
    spec()
      .given([])
      .when([started])
      .then('import_batches', [{ id: importId, kind: 'mfp', file_name: 'nutrition.csv', status: 'running', layout: null }]));

  it('ImportStarted of a bank CSV: its layout, remembered for the account (issue 23)', () => {
    const layout = {
      delimiter: ';',
      dateFormat: 'dd.mm.yyyy',
      numberFormat: '1.234,56',
      date: 'Buchung',
      description: 'Verwendungszweck',
      amount: 'Betrag',
    };
    const accountId = 'b0000000-0000-4000-8000-000000000001';
    return spec()
      .given([])
      .when([{ streamId, type: 'ImportStarted', data: { importId, userId, kind: 'bank-csv', fileName: 'ing.csv', accountId, layout } }])
      .then('import_batches', [{ id: importId, account_id: accountId, layout }]);
  });

  it('ImportCompleted: the summary', () =>
    spec()
      .given([started])
      .when([completed])
      .then('import_batches', [
        {
          id: importId,
          status: 'completed',
          added: 3,
          skipped: 1,
          rejected_count: 1,
          rejected: [{ row: 9, column: 'Calories', reason: 'too many' }],
          skipped_rows: [{ row: 4, reason: 'Already logged' }],
        },
      ]));

  it('ImportUndone: undone with how many records went', () =>
    spec()
      .given([started, completed])
      .when([{ streamId, type: 'ImportUndone', data: { importId, removed: 3 } }])
      .then('import_batches', [{ id: importId, status: 'undone', removed: 3 }]));
});
