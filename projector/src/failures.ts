/**
 * What went wrong when a projection could not apply an event, and whether setting the event aside
 * (parking it) is safe. Only deterministic errors are parked: the same event would fail the same
 * way on every retry. Anything else (connection lost, server shutting down, serialization failure,
 * timeouts, a missing table) may heal by itself, so the runner keeps backing off instead.
 */
import type { Queryable, StoredEvent } from '@life/infra';

/** Errors that came out of a database call (tagged by `trackDatabaseErrors`), as opposed to the projection's own code. */
const databaseErrors = new WeakSet<object>();

/** The projection's Queryable, remembering which errors the database threw (a pg connection error has no SQLSTATE). */
export function trackDatabaseErrors(tx: Queryable): Queryable {
  return {
    query: (sql, params) =>
      tx.query(sql, params).catch((error: unknown) => {
        if (typeof error === 'object' && error !== null) databaseErrors.add(error);
        throw error;
      }),
  } as Queryable;
}

/** Thrown while upcasting stored data: the event no longer parses (schema or missing upcaster). */
export class EventDataError extends Error {
  override readonly name = 'EventDataError';
  constructor(
    readonly event: StoredEvent,
    override readonly cause: unknown,
  ) {
    super(`${event.type} at ${event.position} does not parse: ${firstLine(cause)}`);
  }
}

/**
 * Thrown by the one-by-one mode when an event fails in a way that must not be parked:
 * it carries the event, so the report can name it.
 */
export class EventApplyError extends Error {
  override readonly name = 'EventApplyError';
  constructor(
    readonly event: StoredEvent,
    override readonly cause: unknown,
  ) {
    super(`${event.type} at ${event.position} (stream ${event.streamId}) failed: ${firstLine(cause)}`);
  }
}

/** SQLSTATE classes that depend only on the data: 22 data exception, 23 integrity constraint violation. */
const DETERMINISTIC_SQLSTATE_CLASSES = new Set(['22', '23']);

/**
 * True when retrying the same event cannot help: a data/integrity SQLSTATE, an upcast failure,
 * or an exception from the projection's own code (not from a database call).
 */
export function isDeterministic(error: unknown): boolean {
  if (error instanceof EventDataError) return true;
  const code = sqlState(error);
  if (code !== undefined) return DETERMINISTIC_SQLSTATE_CLASSES.has(code.slice(0, 2));
  if (typeof error === 'object' && error !== null && databaseErrors.has(error)) return false; // no SQLSTATE: connection-level
  return error instanceof Error;
}

/** The SQLSTATE of a pg or PGlite error (both expose `code`), if it has one. */
export function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

export interface ErrorSummary {
  /** SQLSTATE, or the error's name ('ZodError', 'TypeError'). */
  code: string;
  /** First line of the message, at most 500 characters (no stack). */
  message: string;
}

export function summarizeError(error: unknown): ErrorSummary {
  if (error instanceof EventDataError) return { code: error.name, message: firstLine(error) };
  const inner = error instanceof EventApplyError ? error.cause : error;
  const code = sqlState(inner) ?? (inner instanceof Error ? inner.name : typeof inner);
  return { code, message: firstLine(error) };
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.split('\n')[0] ?? '').slice(0, 500);
}

const SQLSTATE_NAMES: Record<string, string> = {
  '22001': 'string data right truncation',
  '22003': 'numeric value out of range',
  '22007': 'invalid datetime format',
  '22008': 'datetime field overflow',
  '22021': 'character not in repertoire',
  '22P02': 'invalid text representation',
  '22P05': 'untranslatable character',
  '23502': 'not null violation',
  '23503': 'foreign key violation',
  '23505': 'unique violation',
  '23514': 'check violation',
};
const SQLSTATE_CLASSES: Record<string, string> = {
  '08': 'connection exception',
  '22': 'data exception',
  '23': 'integrity constraint violation',
  '40': 'transaction rollback',
  '42': 'syntax error or access rule violation',
  '53': 'insufficient resources',
  '57': 'operator intervention',
};

/**
 * What health details (GET /api/health/details) show of an error: its kind, never its message,
 * since messages can quote the event's data (a user's text) or SQL. The operator reads the full
 * first line with `npm run projector -- status`.
 */
export function publicErrorSummary(code: string | null): string {
  if (!code) return 'unknown error';
  if (/^[0-9A-Z]{5}$/.test(code)) {
    const name = SQLSTATE_NAMES[code] ?? SQLSTATE_CLASSES[code.slice(0, 2)] ?? 'database error';
    return `database error ${code} (${name})`;
  }
  if (code === 'ZodError' || code === 'EventDataError') return 'event data does not match its schema';
  return /^[A-Za-z]{1,40}$/.test(code) ? `${code} in projection code` : 'error in projection code';
}
