import { deleteExpiredSessions, deleteIdempotencyKeysCreatedBefore, idempotencyKeysTableExists, sessionsTableExists } from '@life/infra';

/** Idempotency keys are replayed for 24 hours (command-api's http/idempotency.ts); older rows are dead weight. */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 60 * 60 * 1000;
import type { JobHandler } from './types';

/**
 * Daily housekeeping. Sessions live in `sessions` (migration 0020, infra's sessions repository),
 * Idempotency-Key answers in `idempotency_keys` (migration 0023); the table checks keep this a
 * no-op on a database that does not have them yet.
 */
export const maintenanceDaily: JobHandler<'maintenance.daily'> = async ({ db, logger, now }) => {
  const startedAt = now();
  const present = await sessionsTableExists(db);
  const deletedSessions = present ? await deleteExpiredSessions(db, startedAt) : 0;
  const keysCutoff = new Date(startedAt.getTime() - IDEMPOTENCY_KEY_RETENTION_MS);
  const deletedIdempotencyKeys = (await idempotencyKeysTableExists(db)) ? await deleteIdempotencyKeysCreatedBefore(db, keysCutoff) : 0;
  const result = { job: 'maintenance.daily', deletedSessions, sessionsTable: present, deletedIdempotencyKeys };
  logger.info(result, 'maintenance.daily done');
  return result;
};
