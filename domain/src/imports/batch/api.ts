/** JSON of import batches (issue 11). Types only. */
import type { ImportRowProblem } from '../row-problem';
import type { ImportKind } from './constants';

export type { ImportKind };

/** GET /api/imports (newest first), GET /api/imports/:id, POST /api/imports/:id/undo. */
export interface ImportBatchJson {
  id: string;
  kind: ImportKind;
  fileName: string;
  accountId: string | null;
  /** running: records being written; completed: summary known; undone: its records were deleted. */
  status: 'running' | 'completed' | 'undone';
  added: number;
  skipped: number;
  rejected: ImportRowProblem[];
  rejectedCount: number;
  /** The first 100 rows left out though readable (duplicates, holds), each with why; `skipped` counts them all. */
  skippedRows: ImportRowProblem[];
  /** How many records the undo deleted (null until undone). */
  removed: number | null;
  startedAt: string;
  completedAt: string | null;
  undoneAt: string | null;
}
