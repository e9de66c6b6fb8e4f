import { dateOutOfRangeMessage, ValidationError } from '@life/domain';
import { describe, expect, it } from 'vitest';
import { parseQuery } from '../http/validate';
import { decodeCursor, encodeCursor, transactionListQuerySchema } from './list-params';

const fieldsOf = (query: Record<string, string | string[]>) => {
  try {
    parseQuery(query, transactionListQuerySchema);
  } catch (error) {
    if (error instanceof ValidationError) return error.fields;
    throw error;
  }
  return {};
};

describe('transaction list query', () => {
  it('refuses dates outside the supported window', () => {
    expect(fieldsOf({ startDate: '0000-01-01' })).toEqual({ startDate: dateOutOfRangeMessage });
    expect(fieldsOf({ endDate: '9999-12-31' })).toEqual({ endDate: dateOutOfRangeMessage });
    expect(fieldsOf({ startDate: '1900-12-31', endDate: '2100-01-01' })).toEqual({
      startDate: dateOutOfRangeMessage,
      endDate: dateOutOfRangeMessage,
    });
    expect(fieldsOf({ startDate: '1901-01-01', endDate: '2099-12-31' })).toEqual({});
  });

  it('refuses a reversed range on endDate, and takes a one-day range', () => {
    expect(fieldsOf({ startDate: '2024-02-01', endDate: '2024-01-31' })).toEqual({ endDate: 'End date must be on or after start date' });
    expect(fieldsOf({ startDate: '9999-12-31', endDate: '0000-01-01' })).toEqual({
      startDate: dateOutOfRangeMessage,
      endDate: dateOutOfRangeMessage,
    });
    expect(fieldsOf({ startDate: '2024-02-01', endDate: '2024-02-01' })).toEqual({});
  });

  it('refuses a repeated parameter by name', () => {
    expect(fieldsOf({ limit: ['1', '2'] })).toEqual({ limit: 'limit must be given once' });
  });

  it('reads only cursors inside the date window', () => {
    const cursor = { date: '2024-01-01', position: '00000000000000000001-00000000000000000001' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor(encodeCursor({ ...cursor, date: '0000-01-01' }))).toBeUndefined();
    expect(fieldsOf({ cursor: encodeCursor({ ...cursor, date: '9999-12-31' }) })).toEqual({ cursor: 'Invalid cursor' });
  });
});
