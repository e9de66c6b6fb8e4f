import type { JobHandler } from './types';

/**
 * Daily housekeeping. Sessions live in `sessions` (migration 0020, command-api);
 * the to_regclass guard keeps this a no-op on a database that does not have it yet.
 */
export const maintenanceDaily: JobHandler<'maintenance.daily'> = async ({ db, logger, now }) => {
  const startedAt = now();
  const { rows } = await db.query<{ present: boolean }>(`SELECT to_regclass('sessions') IS NOT NULL AS present`);
  let deletedSessions = 0;
  if (rows[0]?.present) {
    const deleted = await db.query('DELETE FROM sessions WHERE expires_at < $1', [startedAt.toISOString()]);
    deletedSessions = deleted.rowCount;
  }
  const result = { job: 'maintenance.daily', deletedSessions, sessionsTable: rows[0]?.present === true };
  logger.info(result, 'maintenance.daily done');
  return result;
};
