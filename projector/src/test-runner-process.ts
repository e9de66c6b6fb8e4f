/**
 * Test fixture: a projector process for the "instance dies" test (runner.test.ts).
 * Runs the counting projection `leader` labelled `child` on DATABASE_URL until killed.
 */
import { openDb } from '@life/infra/db/open';
import { openEventStore } from '@life/infra/event-store/open';
import { ProjectionRunner } from './runner';
import { countingProjection } from './test-support';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const db = await openDb({ databaseUrl });
const store = await openEventStore({ db });
const runner = new ProjectionRunner({
  db,
  store,
  projections: [countingProjection({ name: 'leader', label: 'child' })],
  lockRetryMs: 100,
  logger: { info: (message) => console.log(message), error: (message, error) => console.error(message, error) },
});
await runner.start();
console.log('started');
