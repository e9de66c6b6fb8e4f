import type { ImportKind } from './constants';

export type ImportBatchState =
  { status: 'none' } | { status: 'running' | 'completed' | 'undone'; importId: string; userId: string; kind: ImportKind };

export const IMPORT_BATCH_STREAM_PREFIX = 'import-';

export function importBatchStreamId(importId: string): string {
  return `${IMPORT_BATCH_STREAM_PREFIX}${importId}`;
}
