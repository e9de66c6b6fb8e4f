import { isImportKind, type ImportBatchJson } from '@life/domain';
import type { ImportBatchRow } from '@life/projector/projections/imports/queries';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toImportBatchJson(row: ImportBatchRow): ImportBatchJson {
  return {
    id: row.id,
    kind: isImportKind(row.kind) ? row.kind : 'bank-csv',
    fileName: row.file_name,
    accountId: row.account_id,
    status: row.status,
    added: row.added,
    skipped: row.skipped,
    rejected: row.rejected,
    rejectedCount: row.rejected_count,
    skippedRows: row.skipped_rows,
    removed: row.removed,
    startedAt: iso(row.created_at),
    completedAt: row.completed_at === null ? null : iso(row.completed_at),
    undoneAt: row.undone_at === null ? null : iso(row.undone_at),
  };
}
