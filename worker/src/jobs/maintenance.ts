import { deleteExpiredSessions, sessionsTableExists } from '@life/infra';
import type { JobHandler } from './types';

/**
 * Daily housekeeping. Sessions live in `sessions` (migration 0020, infra's sessions repository);
 * the table check keeps this a no-op on a database that does not have it yet.
 */
export const maintenanceDaily: JobHandler<'maintenance.daily'> = async ({ db, logger, now }) => {
  const startedAt = now();
  const present = await sessionsTableExists(db);
  const deletedSessions = present ? await deleteExpiredSessions(db, startedAt) : 0;
  const result = { job: 'maintenance.daily', deletedSessions, sessionsTable: present };
  logger.info(result, 'maintenance.daily done');
  return result;
};
