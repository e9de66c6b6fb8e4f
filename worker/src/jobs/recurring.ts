import { generateOccurrences } from '../recurring/generate';
import type { JobHandler } from './types';

/**
 * 'recurring.generate': one generation run (idempotent: a retried or doubled job converges on the
 * same occurrences, see recurring/generate.ts). The run generates for the stream's latest rule, so a
 * job for an older revision simply finds the work done.
 */
export const recurringGenerate: JobHandler<'recurring.generate'> = async ({ store, logger, now }, data) => {
  const result = await generateOccurrences({ store, now }, { recurringTransactionId: data.recurringTransactionId, today: data.today });
  const summary = { job: 'recurring.generate', revision: data.revision, ...result };
  logger.info(summary, 'recurring.generate done');
  return summary;
};
