import { openTestDb, testDbKinds } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EventApplyError, EventDataError, isDeterministic, publicErrorSummary, summarizeError, trackDatabaseErrors } from './failures';
import { newEvent } from './test-support';

const stored = { ...newEvent(), id: 'e1', streamId: 's-1', revision: 0, position: 'p1' };
const withCode = (code: string) => Object.assign(new Error(`sqlstate ${code}`), { code });

describe('isDeterministic', () => {
  it('parks data and integrity errors, upcast failures and errors of the projection code', () => {
    for (const code of ['22008', '22003', '22P02', '23505', '23502']) expect(isDeterministic(withCode(code))).toBe(true);
    expect(isDeterministic(new EventDataError(stored, new Error('No upcaster')))).toBe(true);
    expect(isDeterministic(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(true);
    expect(isDeterministic(z.object({ a: z.string() }).safeParse({}).error)).toBe(true);
  });

  it('keeps backing off on connection, shutdown, resource, serialization and schema errors', () => {
    for (const code of ['08006', '08001', '57P01', '57P03', '53300', '40001', '40P01', '42P01', '42703']) {
      expect(isDeterministic(withCode(code))).toBe(false);
    }
    expect(isDeterministic('a string')).toBe(false);
  });
});

describe.each(testDbKinds())('errors from the database on %s', (kind) => {
  it('tells a real data exception (parked) from a missing table (not parked), with their SQLSTATE', async () => {
    const testDb = await openTestDb(kind);
    try {
      const tracked = trackDatabaseErrors(testDb.db);
      const overflow = await tracked.query(`SELECT '0000-01-01'::date`).catch((error: unknown) => error);
      expect(summarizeError(overflow).code).toBe('22008');
      expect(isDeterministic(overflow)).toBe(true);
      const missing = await tracked.query('SELECT * FROM no_such_table').catch((error: unknown) => error);
      expect(summarizeError(missing).code).toBe('42P01');
      expect(isDeterministic(missing)).toBe(false);
    } finally {
      await testDb.close();
    }
  });
});

describe('summaries', () => {
  it('keeps the first line of the message for operators, and only the kind of error for anonymous callers', () => {
    const error = new EventApplyError(stored, withCode('22008'));
    expect(summarizeError(error)).toEqual({ code: '22008', message: 'Counted at p1 (stream s-1) failed: sqlstate 22008' });
    expect(summarizeError(new Error(`${'x'.repeat(600)}\nstack`)).message).toHaveLength(500);
    expect(publicErrorSummary('22008')).toBe('database error 22008 (datetime field overflow)');
    expect(publicErrorSummary('22999')).toBe('database error 22999 (data exception)');
    expect(publicErrorSummary('EventDataError')).toBe('event data does not match its schema');
    expect(publicErrorSummary('TypeError')).toBe('TypeError in projection code');
    expect(publicErrorSummary("'; DROP TABLE x; --")).toBe('error in projection code');
    expect(publicErrorSummary(null)).toBe('unknown error');
  });
});
