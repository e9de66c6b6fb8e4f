import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Statement {
  name: string;
  /** The parameters' type oids, as the backend inferred them (what each value is serialised as). */
  paramTypes: readonly number[];
  /** The statement's RowDescription (none for a statement returning no rows): how its rows are parsed. */
  rowDescription: BackendMessage | undefined;
}

/** Keep the cache small: each statement holds its parse tree and, once generic, its plan in WASM memory. */
const MAX_STATEMENTS = 64;

/** The backend forgot the statement (26000), or its plan would now return other columns (0A000). */
const STALE = new Set(['26000', '0A000']);

const concat = (...parts: Uint8Array[]): Uint8Array => {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
};

const codeOf = (error: unknown) => (error instanceof Error && 'code' in error ? String(error.code) : undefined);

/** What PGlite's own query adds to an error: the statement and its params. */
function annotated(error: unknown, sql: string, params: readonly unknown[]): unknown {
  if (error instanceof Error) Object.assign(error, { query: sql, params, queryOptions: undefined });
  return error;
}

/**
 * Named prepared statements on PGlite's one backend, as the pg Db keeps on each pooled connection
 * (`prepared: true`). PGlite's `query` parses, analyses and plans its text on every call, in six
 * protocol round trips into WASM; here a text is parsed (Parse, Describe) once, then each call is one
 * Bind, Execute, Sync, planned by PostgreSQL's plan cache (custom plans, then the generic plan when it
 * is no dearer). Statements are session state, not transactional: a Parse inside a transaction that
 * rolls back stays. Answers, params and errors are those of PGlite's `query`: the same serialisers by
 * the inferred param types, the same result parser, the same DatabaseError.
 *
 * The caller holds the Db's lock (one statement at a time); PGlite's own query lock is taken too, as
 * its `query` does, so that a LISTEN (which does not pass through the Db's lock) cannot interleave.
 */
export class PreparedStatements {
  /** By text, least recently used first. */
  private readonly statements = new Map<string, Statement>();
  private named = 0;

  constructor(private readonly pg: PGlite) {}

  async query(sql: string, params: readonly unknown[]): Promise<Results> {
    await this.pg._checkReady();
    return this.pg.runExclusive(async () => {
      // A stale statement (a schema change, a DEALLOCATE) is prepared again; outside a transaction
      // block its call is also retried, as the failed attempt changed nothing.
      const retry = !this.pg.isInTransaction();
      try {
        return await this.run(sql, params);
      } catch (error) {
        if (!STALE.has(codeOf(error) ?? '')) throw annotated(error, sql, params);
        await this.forget(sql);
        if (!retry) throw annotated(error, sql, params);
        return this.run(sql, params).catch((again: unknown) => {
          throw annotated(again, sql, params);
        });
      }
    });
  }

  private async run(sql: string, params: readonly unknown[]): Promise<Results> {
    const statement = await this.statement(sql);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serialise = this.pg.serializers[statement.paramTypes[index] ?? 0];
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- as PGlite's query: a value without a serialiser is sent as its text
      return serialise ? serialise(value) : String(value);
    });
    const messages = await this.pg.execProtocolStream(
      concat(protocol.serialize.bind({ statement: statement.name, values }), protocol.serialize.execute({}), protocol.serialize.sync()),
      // Like PGlite's query: written through to the data directory unless a transaction is open.
      { syncToFs: !this.pg.isInTransaction() },
    );
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(described, this.pg.parsers)[0]!;
  }

  /** The text's statement, parsed and described on first use (a syntax error throws as PGlite's query does). */
  private async statement(sql: string): Promise<Statement> {
    const known = this.statements.get(sql);
    if (known) {
      this.statements.delete(sql);
      this.statements.set(sql, known);
      return known;
    }
    if (this.statements.size >= MAX_STATEMENTS) {
      const [oldest] = this.statements.keys();
      if (oldest !== undefined) await this.forget(oldest);
    }
    const name = `life_${++this.named}`;
    const messages = await this.pg.execProtocolStream(
      concat(protocol.serialize.parse({ name, text: sql }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()),
      { syncToFs: false },
    );
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
    this.statements.set(sql, statement);
    return statement;
  }

  /** Closes the text's statement (closing one the backend no longer has is no error). */
  private async forget(sql: string): Promise<void> {
    const statement = this.statements.get(sql);
    if (!statement) return;
    this.statements.delete(sql);
    await this.pg.execProtocolStream(concat(protocol.serialize.close({ type: 'S', name: statement.name }), protocol.serialize.sync()), {
      syncToFs: false,
      throwOnError: false,
    });
  }
}
