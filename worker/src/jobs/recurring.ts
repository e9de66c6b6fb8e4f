import { recurringTransactionsDueForGeneration } from '@life/projector/projections/schedules/recurring';
import { dailyGenerationJobs } from '../recurring/enqueue';
import { generateOccurrences, utcDay } from '../recurring/generate';
import type { JobHandler } from './types';

/** Jobs per addBulk call (one Redis round trip each). */
const ENQUEUE_CHUNK = 500;

/**
 * 'recurring.generate': one generation run (idempotent: a retried or doubled job converges on the
 * same occurrences, see recurring/generate.ts). The run generates for the stream's latest rule, so a
 * job for an older revision simply finds the work done.
 */
export const recurringGenerate: JobHandler<'recurring.generate'> = async ({ db, store, logger, now, generation }, data) => {
  const result = await generateOccurrences(
    { db, store, now, ...generation },
    { recurringTransactionId: data.recurringTransactionId, today: data.today },
  );
  const summary = { job: 'recurring.generate', revision: data.revision, ...result };
  logger.info(summary, 'recurring.generate done');
  return summary;
};

/**
 * 'recurring.daily': every live, active recurring transaction that is open-ended or ends after today
 * (its rolling horizon moves on) or auto-posts (its due occurrences get posted) gets a generation run
 * as of today (UTC).
 * Services mode enqueues one job each (`recurring-generate:<id>:daily-<today>`: once per day however
 * often this runs); embedded mode runs them here, one after another, logging a failure and going on.
 */
export const recurringDaily: JobHandler<'recurring.daily'> = async ({ db, store, logger, now, generation, enqueueGenerations }) => {
  const today = utcDay(now());
  const due = await recurringTransactionsDueForGeneration(db, today);
  const ids = due.map((row) => row.id);
  if (enqueueGenerations) {
    for (let start = 0; start < ids.length; start += ENQUEUE_CHUNK) {
      await enqueueGenerations(dailyGenerationJobs(ids.slice(start, start + ENQUEUE_CHUNK), today));
    }
    const result = { job: 'recurring.daily', today, due: ids.length, enqueued: ids.length };
    logger.info(result, 'recurring.daily done');
    return result;
  }
  let reported = 0;
  let failed = 0;
  for (const recurringTransactionId of ids) {
    try {
      if ((await generateOccurrences({ db, store, now, ...generation }, { recurringTransactionId, today })).outcome === 'reported')
        reported++;
    } catch (err) {
      failed++;
      logger.error(
        { job: 'recurring.daily', recurringTransactionId, err: err instanceof Error ? err.message : String(err) },
        'recurring.daily run failed',
      );
    }
  }
  const result = { job: 'recurring.daily', today, due: ids.length, reported, failed };
  logger.info(result, 'recurring.daily done');
  return result;
};
