/**
 * npm run projector -- status            prints every projection's checkpoint and lag as JSON
 * npm run projector -- rebuild [name]    empties and replays one projection (or all)
 * Database: DATABASE_URL (PostgreSQL), else PGlite in `${DATA_DIR:-./data}/pglite`; EVENTSTORE_URL picks EventStoreDB.
 */
import { openDb } from '@life/infra/db/open';
import { migrate } from '@life/infra/db/migrate';
import { openEventStore } from '@life/infra/event-store/open';
import { allProjections } from './projections/index';
import { rebuildProjection } from './rebuild';
import { projectionStatus } from './status';

const USAGE = 'usage: npm run projector -- status | rebuild [name]';

async function main(args: readonly string[]): Promise<number> {
  const [command, name] = args;
  if (command !== 'status' && command !== 'rebuild') {
    console.error(USAGE);
    return 2;
  }
  const projections = name === undefined ? allProjections : allProjections.filter((p) => p.name === name);
  if (command === 'rebuild' && name !== undefined && projections.length === 0) {
    console.error(`unknown projection ${name}; known: ${allProjections.map((p) => p.name).join(', ') || '(none)'}`);
    return 2;
  }

  const databaseUrl = process.env.DATABASE_URL || undefined;
  const db = await openDb(databaseUrl ? { databaseUrl } : { dataDir: `${process.env.DATA_DIR || './data'}/pglite` });
  try {
    await migrate(db);
    const store = await openEventStore({ db, eventStoreUrl: process.env.EVENTSTORE_URL || undefined });
    try {
      if (command === 'status') {
        console.log(JSON.stringify(await projectionStatus(db, store, projections), null, 2));
      } else {
        for (const projection of projections) {
          const started = Date.now();
          const result = await rebuildProjection(db, store, projection);
          console.log(JSON.stringify({ ...result, ms: Date.now() - started }));
        }
      }
    } finally {
      await store.close();
    }
  } finally {
    await db.close();
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
