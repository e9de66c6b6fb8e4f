import { dateOutOfRangeMessage, ValidationError } from '@life/domain';
import { describe, expect, it } from 'vitest';
import { openPosition, positionKeys, sealPosition } from '../http/position-token';
import { decodeCursor, encodeCursor, parseTransactionListQuery } from './list-params';

const keys = positionKeys(['list-params-test-key-0123456789abcdef0123456']);
/** The caller's positions as callerPositions(ctx) gives them, for `user`. */
const positionsOf = (user: string) => ({
  seal: (position: string) => sealPosition(keys, user, position),
  open: (token: string) => openPosition(keys, user, token),
});
const mine = positionsOf('11111111-1111-4111-8111-111111111111');

const fieldsOf = (query: Record<string, string | string[]>) => {
  try {
    parseTransactionListQuery(query, mine);
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
    expect(decodeCursor(encodeCursor(cursor, mine), mine)).toEqual(cursor);
    expect(decodeCursor(encodeCursor({ ...cursor, date: '0000-01-01' }, mine), mine)).toBeUndefined();
    expect(fieldsOf({ cursor: encodeCursor({ ...cursor, date: '9999-12-31' }, mine) })).toEqual({ cursor: 'Invalid cursor' });
  });

  it('hides the position in a cursor, and reads only cursors given to this caller (issue 22)', () => {
    // Digits a random sealed token cannot hold by chance (a two-digit '42' did: about 1 run in 30).
    const cursor = { date: '2024-01-01', position: '00000000000000987654-00000000000000000001' };
    const text = encodeCursor(cursor, mine);
    expect(text).not.toContain('987654');
    expect(Buffer.from(text, 'base64url').toString('latin1')).not.toContain('987654');
    expect(decodeCursor(text, positionsOf('22222222-2222-4222-8222-222222222222'))).toBeUndefined();
    expect(fieldsOf({ cursor: Buffer.from(`2024-01-01|${cursor.position}`).toString('base64url') })).toEqual({ cursor: 'Invalid cursor' });
    expect(fieldsOf({ cursor: `2024-01-01.${cursor.position}` })).toEqual({ cursor: 'Invalid cursor' });
    expect(fieldsOf({ cursor: text })).toEqual({});
  });
});
