import type { Queryable } from '@life/infra';

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

const COLUMNS = `id, kind, file_name, account_id, status, added, skipped, rejected, rejected_count, skipped_rows, removed, created_at, completed_at, undone_at`;

/** The user's import batches, newest first (optionally of one kind). */
export async function listImportBatches(q: Queryable, userId: string, kind?: string): Promise<ImportBatchRow[]> {
  const { rows } = await q.query<ImportBatchRow>(
    `SELECT ${COLUMNS} FROM import_batches WHERE user_id = $1 AND ($2::text IS NULL OR kind = $2) ORDER BY created_position DESC LIMIT 500`,
    [userId, kind ?? null],
  );
  return rows;
}

export async function findImportBatch(q: Queryable, userId: string, importId: string): Promise<ImportBatchRow | undefined> {
  const { rows } = await q.query<ImportBatchRow>(`SELECT ${COLUMNS} FROM import_batches WHERE user_id = $1 AND id = $2::uuid`, [
    userId,
    importId,
  ]);
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
