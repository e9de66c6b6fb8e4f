import { readFileSync } from 'node:fs';

/** A migration's text (infra/migrations/<file>): specs compare its backfill with what the projection writes. */
export function migrationText(file: string): string {
  return readFileSync(new URL(`../../../infra/migrations/${file}`, import.meta.url), 'utf8');
}

/** The SELECT of a migration's `INSERT INTO … SELECT` backfill (its first), without the closing semicolon. */
export function backfillSelect(file: string): string {
  const sql = migrationText(file);
  return sql.slice(sql.indexOf('SELECT', sql.indexOf('INSERT INTO'))).replace(/;\s*$/, '');
}
