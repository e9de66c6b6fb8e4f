import type { Queryable } from '@life/infra';
import { LIVE, userRowsIn, type RowSource, type VersionedTable } from '../as-of/source';

/** The batches and their versions (issue 26): the list reads from a RowSource. */
const BATCH_ROWS: VersionedTable = { live: 'import_batches', versions: 'import_batches_versions', alias: 'b' };

export interface ImportBatchRow {
  id: string;
  kind: string;
  file_name: string;
  account_id: string | null;
  status: 'running' | 'completed' | 'undone';
  added: number;
  skipped: number;
  rejected: { row: number; column?: string; reason: string }[];
  rejected_count: number;
  skipped_rows: { row: number; column?: string; reason: string }[];
  removed: number | null;
  created_at: Date | string;
  completed_at: Date | string | null;
  undone_at: Date | string | null;
}

const COLUMNS = ['id', 'kind', 'file_name', 'account_id', 'status', 'added', 'skipped', 'rejected', 'rejected_count', 'skipped_rows']
  .concat(['removed', 'created_at', 'completed_at', 'undone_at'])
  .map((column) => `b.${column}`)
  .join(', ');

/** The user's import batches in the source, newest first (optionally of one kind). */
export async function listImportBatches(q: Queryable, userId: string, kind?: string, source: RowSource = LIVE): Promise<ImportBatchRow[]> {
  const { params, param, from, where } = userRowsIn(source, BATCH_ROWS, userId);
  const ofKind = param(kind ?? null);
  const { rows } = await q.query<ImportBatchRow>(
    `SELECT ${COLUMNS} FROM ${from} WHERE ${where(`(${ofKind}::text IS NULL OR b.kind = ${ofKind})`)} ORDER BY b.created_position DESC LIMIT 500`,
    params,
  );
  return rows;
}

export async function findImportBatch(
  q: Queryable,
  userId: string,
  importId: string,
  source: RowSource = LIVE,
): Promise<ImportBatchRow | undefined> {
  const { params, param, from, where } = userRowsIn(source, BATCH_ROWS, userId);
  const { rows } = await q.query<ImportBatchRow>(
    `SELECT ${COLUMNS} FROM ${from} WHERE ${where(`b.id = ${param(importId)}::uuid`)}`,
    params,
  );
  return rows[0];
}

/**
 * The layout of the account's newest bank CSV import that was not undone (issue 23: an undo may be
 * for a wrong layout), or undefined. Column names and formats as ImportStarted.layout kept them.
 */
export async function lastBankCsvLayout(q: Queryable, userId: string, accountId: string): Promise<Record<string, string> | undefined> {
  const { rows } = await q.query<{ layout: Record<string, string> }>(
    `SELECT layout FROM import_batches
      WHERE user_id = $1 AND account_id = $2 AND kind = 'bank-csv' AND layout IS NOT NULL AND status <> 'undone'
      ORDER BY created_position DESC LIMIT 1`,
    [userId, accountId],
  );
  return rows[0]?.layout;
}
