/** The projector's operator commands (`npm run projector -- ...`, cli.ts), callable in-process by tests. */
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

/** Where a command writes its lines and which environment picks its database: the process's, or a test's. */
export interface CliIo {
  env: Readonly<Record<string, string | undefined>>;
  out(line: string): void;
  err(line: string): void;
}

/** Runs one command; resolves to the process's exit code (0 ok, 1 a difference or failed check, 2 usage). */
export async function runCli(args: readonly string[], io: CliIo): Promise<number> {
  const [command, name] = args;
  if (command === 'repair') return repair(args.slice(1), io);
  if (command === 'export' || command === 'verify-export' || command === 'import') return eventFile(command, args.slice(1), io);
  if (command !== 'status' && command !== 'rebuild' && command !== 'retry' && command !== 'verify') {
    io.err(USAGE);
    return 2;
  }
  const projections = name === undefined ? allProjections : allProjections.filter((p) => p.name === name);
  if (command !== 'status' && name !== undefined && projections.length === 0) {
    io.err(`unknown projection ${name}; known: ${allProjections.map((p) => p.name).join(', ') || '(none)'}`);
    return 2;
  }

  return withStore(io, async (db, store) => {
    if (command === 'verify') {
      const results = await verifyProjections(db, store, projections);
      // One line per projection; the tables in full only where they differ.
      for (const { tables, ...result } of results) {
        const rows = Object.fromEntries(tables.map((table) => [table.table, table.liveRows]));
        io.out(JSON.stringify({ ...result, rows, differing: tables.filter((table) => !table.equal) }));
      }
      const different = results.filter((result) => !result.equal).map((result) => result.name);
      if (different.length === 0) return 0;
      io.err(`verify: read models differ from their events: ${different.join(', ')}`);
      return 1;
    }
    if (command === 'status') {
      io.out(JSON.stringify(await projectionStatus(db, store, projections), null, 2));
    } else if (command === 'retry') {
      for (const projection of projections) io.out(JSON.stringify(await retryParked(db, store, projection)));
    } else {
      for (const projection of projections) {
        const started = Date.now();
        const result = await rebuildProjection(db, store, projection);
        io.out(JSON.stringify({ ...result, ms: Date.now() - started }));
      }
    }
    return 0;
  });
}

/**
 * `repair void-transaction <id> | void-account <userId> <accountId> | void-category <userId> <categoryId> --reason "..."`:
 * appends the corrective event; the running projector does the rest.
 */
async function repair(args: readonly string[], io: CliIo): Promise<number> {
  const [kind, ...rest] = args;
  const ids = rest.slice(0, kind === 'void-transaction' ? 1 : 2);
  const reason = optionValue(rest.slice(ids.length), '--reason');
  const known = kind === 'void-transaction' || kind === 'void-account' || kind === 'void-category';
  if (!known || ids.length === 0 || ids.some((id) => !id || id.startsWith('--')) || reason === undefined) {
    io.err(USAGE);
    return 2;
  }
  const [first = '', second = ''] = ids;
  if (kind !== 'void-transaction' && !second) {
    io.err(USAGE);
    return 2;
  }
  return withStore(io, async (_db, store) => {
    try {
      const result =
        kind === 'void-account'
          ? await voidAccount(store, first, second, { reason })
          : kind === 'void-category'
            ? await voidCategory(store, first, second, { reason })
            : await voidTransaction(store, first, { reason });
      io.out(JSON.stringify(result));
      return 0;
    } catch (error) {
      if (!(error instanceof RepairError)) throw error;
      io.err(error.message);
      return 2;
    }
  });
}

/** export <userId> <file> | verify-export <file> | import <file>: the user-level event log files of issue 10. */
async function eventFile(command: 'export' | 'verify-export' | 'import', args: readonly string[], io: CliIo): Promise<number> {
  const [first, second] = args;
  if (!first || (command === 'export' && !second)) {
    io.err(USAGE);
    return 2;
  }
  const fileLines = (file: string) => createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  if (command === 'verify-export') {
    const result = await verifyExport(fileLines(first));
    io.out(JSON.stringify(result.ok ? { ok: true, userId: result.header.userId, events: result.events, head: result.head } : result));
    return result.ok ? 0 : 1;
  }
  return withStore(io, async (_db, store) => {
    if (command === 'import') {
      const result = await importExport(store, () => fileLines(first));
      io.out(JSON.stringify(result));
      return result.ok ? 0 : 1;
    }
    const out = createWriteStream(second!);
    let events = -2; // header and end line
    for await (const line of exportUserEvents(store, first, { secrets: 'included', exportedAt: new Date().toISOString() })) {
      if (!out.write(`${line}\n`)) await once(out, 'drain');
      events++;
    }
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    io.out(JSON.stringify({ userId: first, file: second, events }));
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

async function withStore(io: CliIo, fn: (db: Db, store: EventStore) => Promise<number>): Promise<number> {
  const databaseUrl = io.env.DATABASE_URL || undefined;
  const db = await openDb(databaseUrl ? { databaseUrl } : { dataDir: `${io.env.DATA_DIR || './data'}/pglite` });
  try {
    await migrate(db);
    const store = await openEventStore({ db, eventStoreUrl: io.env.EVENTSTORE_URL || undefined });
    try {
      return await fn(db, store);
    } finally {
      await store.close();
    }
  } finally {
    await db.close();
  }
}
