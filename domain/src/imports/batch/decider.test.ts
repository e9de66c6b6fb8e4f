import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../../core/errors';
import { deciderSpec } from '../../testing/decider-spec';
import { importBatchDecider } from './decider';
import type { ImportBatchEvent } from './events';

const userId = 'a0000000-0000-4000-8000-000000000001';
const importId = 'c0000000-0000-4000-8000-000000000001';
const [POSTED, REMOVED] = ['d0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000002'];
const metadata = { userId, now: '2026-11-23T22:00:00.000Z', today: '2026-11-23' };
const spec = deciderSpec(importBatchDecider);

const started: ImportBatchEvent = { type: 'ImportStarted', data: { importId, userId, kind: 'apple-health', fileName: 'export.zip' } };
const completed: ImportBatchEvent = {
  type: 'ImportCompleted',
  data: { importId, added: 4, skipped: 0, rejected: [], rejectedCount: 0, skippedRows: [] },
};

describe('import batch', () => {
  it('starts, then completes with its summary (reasons bounded, control characters replaced)', () => {
    spec
      .given([])
      .when({ type: 'StartImport', data: { importId, kind: 'apple-health', fileName: 'export.zip' }, metadata })
      .then([started]);
    spec
      .given([started])
      .when({
        type: 'CompleteImport',
        data: {
          importId,
          added: 4,
          skipped: 1,
          rejected: [{ row: 5, column: 'duration', reason: 'bad\u0000one' }],
          rejectedCount: 1,
          skippedRows: [{ row: 6, reason: 'Already imported: row\u00003' }],
        },
        metadata,
      })
      .then([
        {
          type: 'ImportCompleted',
          data: {
            importId,
            added: 4,
            skipped: 1,
            rejected: [{ row: 5, column: 'duration', reason: 'bad?one' }],
            rejectedCount: 1,
            skippedRows: [{ row: 6, reason: 'Already imported: row?3' }],
          },
        },
      ]);
  });

  it('completes a bank import with the pending transactions it posted and the holds it removed (for its undo)', () => {
    const bank: ImportBatchEvent = { type: 'ImportStarted', data: { importId, userId, kind: 'ofx', fileName: 'statement.ofx' } };
    spec
      .given([bank])
      .when({
        type: 'CompleteImport',
        data: { importId, added: 1, skipped: 1, rejected: [], rejectedCount: 0, postedIds: [POSTED], removedIds: [REMOVED] },
        metadata,
      })
      .then([
        {
          type: 'ImportCompleted',
          data: {
            importId,
            added: 1,
            skipped: 1,
            rejected: [],
            rejectedCount: 0,
            skippedRows: [],
            postedIds: [POSTED],
            removedIds: [REMOVED],
          },
        },
      ]);
  });

  it('refuses posted or removed ids that are not transaction ids (the log could not hold some: an unpaired surrogate)', () => {
    const bank: ImportBatchEvent = { type: 'ImportStarted', data: { importId, userId, kind: 'ofx', fileName: 'statement.ofx' } };
    for (const ids of [{ postedIds: ['\ud800'] }, { removedIds: ['h1'] }]) {
      expect(() =>
        importBatchDecider.decide(
          { type: 'CompleteImport', data: { importId, added: 0, skipped: 0, rejected: [], rejectedCount: 0, ...ids }, metadata },
          [bank].reduce(importBatchDecider.evolve, importBatchDecider.initialState()),
        ),
      ).toThrow(ValidationError);
    }
  });

  it('is undone once: a second undo is a 409, as is undoing a running import', () => {
    spec
      .given([started, completed])
      .when({ type: 'UndoImport', data: { importId, removed: 4 }, metadata })
      .then([{ type: 'ImportUndone', data: { importId, removed: 4 } }]);
    expect(
      spec
        .given([started, completed, { type: 'ImportUndone', data: { importId, removed: 4 } }])
        .when({ type: 'UndoImport', data: { importId, removed: 0 }, metadata })
        .thenThrows(ConflictError),
    ).toMatchObject({ message: 'This import was already undone' });
    spec
      .given([started])
      .when({ type: 'UndoImport', data: { importId, removed: 0 }, metadata })
      .thenThrows(ConflictError);
  });

  it("is another user's: not found", () => {
    spec
      .given([started, completed])
      .when({ type: 'UndoImport', data: { importId, removed: 0 }, metadata: { ...metadata, userId: 'someone-else' } })
      .thenThrows(NotFoundError);
  });
});
