import { describe, expect, it } from 'vitest';
import { zodFieldMessages } from '../shared/zod';
import { recurringTransactionCreateSchema, recurringTransactionUpdateSchema } from './schemas';
import { validateRecurringInput } from './validation';

const body = {
  title: '  Paycheck ',
  amount: 2500,
  type: 'income',
  fromAccountId: 'ignored',
  toAccountId: ' acct-1 ',
  frequency: 'bi-weekly',
  startDate: '2025-01-03T00:00:00.000Z',
};

describe('recurring transaction schemas', () => {
  it('parses a create body into a draft: trimmed texts, cents, a day from an ISO datetime, defaults', () => {
    expect(recurringTransactionCreateSchema.parse(body)).toEqual({
      title: 'Paycheck',
      amountCents: 250000,
      type: 'income',
      category: '',
      transactionCategoryIds: [],
      fromAccountId: null,
      toAccountId: 'acct-1',
      frequency: 'bi-weekly',
      startDate: '2025-01-03',
      endDate: null,
      biMonthlyDates: [],
      isActive: true,
      includeOlderOccurrences: false,
      autoPost: false,
    });
  });

  it('gives the field messages in form order', () => {
    const result = recurringTransactionCreateSchema.safeParse({
      ...body,
      title: '',
      amount: '0',
      frequency: 'bi-monthly',
      biMonthlyDates: [1],
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(zodFieldMessages(result.error)).toEqual({
        title: 'Description is required',
        amount: 'Amount must be a valid number greater than 0',
        biMonthlyDates: 'Bi-monthly recurring transactions require exactly 2 dates in biMonthlyDates array',
      });
    }
  });

  it('refuses wrong types at the zod layer', () => {
    expect(recurringTransactionCreateSchema.safeParse({ ...body, biMonthlyDates: ['1', '2'] }).success).toBe(false);
  });

  it('parses an update body with only the fields it names', () => {
    expect(recurringTransactionUpdateSchema.parse({ amount: '12.30', endDate: null })).toEqual({ amountCents: 1230, endDate: null });
    expect(recurringTransactionUpdateSchema.parse({ isActive: false })).toEqual({ isActive: false });
  });

  it('includeOlderOccurrences: false unless asked; an update draft names it only when sent; wrong types refused', () => {
    expect(recurringTransactionCreateSchema.parse({ ...body, includeOlderOccurrences: true })).toMatchObject({
      includeOlderOccurrences: true,
    });
    expect(recurringTransactionCreateSchema.parse({ ...body, includeOlderOccurrences: null })).toMatchObject({
      includeOlderOccurrences: false,
    });
    expect(recurringTransactionUpdateSchema.parse({ includeOlderOccurrences: true })).toEqual({ includeOlderOccurrences: true });
    for (const wrong of ['true', 1, [], {}]) {
      const result = recurringTransactionCreateSchema.safeParse({ ...body, includeOlderOccurrences: wrong });
      expect(result.success).toBe(false);
      if (!result.success) expect(Object.keys(zodFieldMessages(result.error))).toEqual(['includeOlderOccurrences']);
    }
  });

  it('validateRecurringInput is the form’s map: empty when valid', () => {
    expect(validateRecurringInput(body)).toEqual({});
    expect(validateRecurringInput({ ...body, endDate: '2025-01-02' })).toEqual({ endDate: 'End date must be after start date' });
  });
});
