/**
 * npm run projector -- status            prints every projection's checkpoint, lag, failure and parked events as JSON
 * npm run projector -- rebuild [name]    empties and replays one projection (or all)
 * npm run projector -- verify [name]     replays every projection (or one) into scratch tables and compares them with
 *                                        the live ones; prints JSON, exits 1 on any difference (see verify.ts)
 * npm run projector -- export <userId> <file>   writes one user's events (password hashes included: an operator's copy)
 * npm run projector -- verify-export <file>     recomputes an export's hash chain; names the first event that does not match
 * npm run projector -- import <file>            writes an operator export into this instance's event store (see event-export/)
 * npm run projector -- retry [name]      applies the parked events of one projection (or all) again, after a fix
 * npm run projector -- repair void-transaction <transactionId> --reason "..."
 *                                        deletes a transaction on its owner's behalf (operator repair, see README)
 * npm run projector -- repair void-account <userId> <accountId> --reason "..."
 * npm run projector -- repair void-category <userId> <categoryId> --reason "..."
 *                                        deletes one account / category of a user's book or list (the same, per record)
 * Database: DATABASE_URL (PostgreSQL), else PGlite in `${DATA_DIR:-./data}/pglite`; EVENTSTORE_URL picks EventStoreDB.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Db, EventStore } from '@life/infra';
import { exportUserEvents, importExport, verifyExport } from '@life/infra/event-export/index';
import { openDb } from '@life/infra/db/open';
import { migrate } from '@life/infra/db/migrate';
import { openEventStore } from '@life/infra/event-store/open';
import { allProjections } from './projections/index';
import { rebuildProjection } from './rebuild';
import { RepairError, voidAccount, voidCategory, voidTransaction } from './repair';
import { retryParked } from './retry';
import { projectionStatus } from './status';
import { verifyProjections } from './verify';

const USAGE =
  'usage: npm run projector -- status | rebuild [name] | verify [name] | export <userId> <file> | verify-export <file> | import <file> | retry [name] | repair void-transaction <transactionId> | void-account <userId> <accountId> | void-category <userId> <categoryId> --reason "..."';

async function main(args: readonly string[]): Promise<number> {
  const [command, name] = args;
  if (command === 'repair') return repair(args.slice(1));
  if (command === 'export' || command === 'verify-export' || command === 'import') return eventFile(command, args.slice(1));
  if (command !== 'status' && command !== 'rebuild' && command !== 'retry' && command !== 'verify') {
    console.error(USAGE);
    return 2;
  }
  const projections = name === undefined ? allProjections : allProjections.filter((p) => p.name === name);
  if (command !== 'status' && name !== undefined && projections.length === 0) {
    console.error(`unknown projection ${name}; known: ${allProjections.map((p) => p.name).join(', ') || '(none)'}`);
    return 2;
  }

  return withStore(async (db, store) => {
    if (command === 'verify') {
      const results = await verifyProjections(db, store, projections);
      // One line per projection; the tables in full only where they differ.
      for (const { tables, ...result } of results) {
        const rows = Object.fromEntries(tables.map((table) => [table.table, table.liveRows]));
        console.log(JSON.stringify({ ...result, rows, differing: tables.filter((table) => !table.equal) }));
      }
      const different = results.filter((result) => !result.equal).map((result) => result.name);
      if (different.length === 0) return 0;
      console.error(`verify: read models differ from their events: ${different.join(', ')}`);
      return 1;
    }
    if (command === 'status') {
      console.log(JSON.stringify(await projectionStatus(db, store, projections), null, 2));
    } else if (command === 'retry') {
      for (const projection of projections) console.log(JSON.stringify(await retryParked(db, store, projection)));
    } else {
      for (const projection of projections) {
        const started = Date.now();
        const result = await rebuildProjection(db, store, projection);
        console.log(JSON.stringify({ ...result, ms: Date.now() - started }));
      }
    }
    return 0;
  });
}

/**
 * `repair void-transaction <id> | void-account <userId> <accountId> | void-category <userId> <categoryId> --reason "..."`:
 * appends the corrective event; the running projector does the rest.
 */
async function repair(args: readonly string[]): Promise<number> {
  const [kind, ...rest] = args;
  const ids = rest.slice(0, kind === 'void-transaction' ? 1 : 2);
  const reason = optionValue(rest.slice(ids.length), '--reason');
  const known = kind === 'void-transaction' || kind === 'void-account' || kind === 'void-category';
  if (!known || ids.length === 0 || ids.some((id) => !id || id.startsWith('--')) || reason === undefined) {
    console.error(USAGE);
    return 2;
  }
  const [first = '', second = ''] = ids;
  if (kind !== 'void-transaction' && !second) {
    console.error(USAGE);
    return 2;
  }
  return withStore(async (_db, store) => {
    try {
      const result =
        kind === 'void-account'
          ? await voidAccount(store, first, second, { reason })
          : kind === 'void-category'
            ? await voidCategory(store, first, second, { reason })
            : await voidTransaction(store, first, { reason });
      console.log(JSON.stringify(result));
      return 0;
    } catch (error) {
      if (!(error instanceof RepairError)) throw error;
      console.error(error.message);
      return 2;
    }
  });
}

/** export <userId> <file> | verify-export <file> | import <file>: the user-level event log files of issue 10. */
async function eventFile(command: 'export' | 'verify-export' | 'import', args: readonly string[]): Promise<number> {
  const [first, second] = args;
  if (!first || (command === 'export' && !second)) {
    console.error(USAGE);
    return 2;
  }
  const fileLines = (file: string) => createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  if (command === 'verify-export') {
    const result = await verifyExport(fileLines(first));
    console.log(JSON.stringify(result.ok ? { ok: true, userId: result.header.userId, events: result.events, head: result.head } : result));
    return result.ok ? 0 : 1;
  }
  return withStore(async (_db, store) => {
    if (command === 'import') {
      const result = await importExport(store, () => fileLines(first));
      console.log(JSON.stringify(result));
      return result.ok ? 0 : 1;
    }
    const out = createWriteStream(second!);
    let events = -2; // header and end line
    for await (const line of exportUserEvents(store, first, { secrets: 'included', exportedAt: new Date().toISOString() })) {
      if (!out.write(`${line}\n`)) await once(out, 'drain');
      events++;
    }
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    console.log(JSON.stringify({ userId: first, file: second, events }));
    return 0;
  });
}

/** `--name value` or `--name=value`. */
function optionValue(args: readonly string[], name: string): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === name) return args[i + 1];
    if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
  }
  return undefined;
}

async function withStore(fn: (db: Db, store: EventStore) => Promise<number>): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const db = await openDb(databaseUrl ? { databaseUrl } : { dataDir: `${process.env.DATA_DIR || './data'}/pglite` });
  try {
    await migrate(db);
    const store = await openEventStore({ db, eventStoreUrl: process.env.EVENTSTORE_URL || undefined });
    try {
      return await fn(db, store);
    } finally {
      await store.close();
    }
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
