import { describe, expect, it } from 'vitest';
import { zodFieldMessages } from '../shared/zod';
import { accountBalanceSchema, accountCreateSchema, accountUpdateSchema } from './schemas';
import { validateAccountInput } from './validation';

function messages(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, body: unknown) {
  const result = schema.safeParse(body);
  return result.success ? {} : zodFieldMessages(result.error as Parameters<typeof zodFieldMessages>[0]);
}

describe('account schemas (shared with the web form)', () => {
  it('accepts a full form body', () => {
    const body = {
      accountName: 'Card',
      accountType: 'credit_card',
      balance: '-250.00',
      startingBalance: 0,
      startingBalanceAsOf: '2025-10-01',
      creditLimit: '2,500.00',
      description: '',
      color: '#EF4444',
      isActive: true,
      isPrimary: false,
    };
    expect(accountCreateSchema.safeParse(body).success).toBe(true);
  });

  it('gives the same ordered messages as the decider', () => {
    for (const body of [
      {},
      { accountName: 'A', accountType: 'loan / line of credit', color: 'x' },
      { accountName: 'A', accountType: 'savings', startingBalance: '1.111' },
    ]) {
      const expected = validateAccountInput(body);
      expect(Object.keys(expected).length).toBeGreaterThan(0);
      expect(messages(accountCreateSchema, body)).toEqual(expected);
    }
    expect(messages(accountCreateSchema, {})).toEqual({ accountName: 'Account name is required', accountType: 'Account type is required' });
  });

  it('checks only the fields an update body has', () => {
    expect(accountUpdateSchema.safeParse({ isActive: false }).success).toBe(true);
    expect(accountUpdateSchema.safeParse({ accountType: 'credit_card' }).success).toBe(true);
    expect(messages(accountUpdateSchema, { accountName: '' })).toEqual({ accountName: 'Account name is required' });
    expect(messages(accountUpdateSchema, { accountType: 'credit_card', creditLimit: '' })).toEqual({
      creditLimit: 'Credit limit is required for credit card and loan accounts',
    });
  });

  it('checks a balance edit', () => {
    expect(accountBalanceSchema.safeParse({ balance: '-12.30' }).success).toBe(true);
    expect(messages(accountBalanceSchema, {})).toEqual({ balance: 'Balance is required' });
    expect(messages(accountBalanceSchema, { balance: '1', date: '01/02/2025' })).toEqual({
      date: 'Date must be a valid date (yyyy-mm-dd)',
    });
  });
});

describe('account schemas: the read-model bounds, with the decider messages', () => {
  it('gives the window, control-character and colour messages', () => {
    const body = {
      accountName: 'A\u0000',
      accountType: 'checking',
      startingBalanceAsOf: '0000-01-01',
      description: 'x\u0001',
      color: '#fff\u0000',
    };
    const expected = {
      accountName: 'Account name must not contain control characters',
      startingBalanceAsOf: 'Date must be between 1901-01-01 and 2099-12-31',
      description: 'Description must not contain control characters',
      color: 'Color must be a hex color like #3B82F6',
    };
    expect(messages(accountCreateSchema, body)).toEqual(expected);
    expect(validateAccountInput(body)).toEqual(expected);
    expect(messages(accountUpdateSchema, { startingBalanceAsof: '2100-01-01' })).toEqual({
      startingBalanceAsOf: 'Date must be between 1901-01-01 and 2099-12-31',
    });
    expect(messages(accountBalanceSchema, { balance: '1', date: '9999-12-31' })).toEqual({
      date: 'Date must be between 1901-01-01 and 2099-12-31',
    });
  });
});

describe('account schemas: parse into drafts', () => {
  it('gives a full draft on create: cents, the as-of day, trimmed texts, defaults, the type colour', () => {
    expect(
      accountCreateSchema.parse({
        accountName: ' Card ',
        accountType: 'credit_card',
        creditLimit: '1,000.50',
        startingBalanceAsof: '2025-01-15',
        balance: '-3',
      }),
    ).toEqual({
      accountName: 'Card',
      accountType: 'credit_card',
      startingBalanceCents: 0,
      startingBalanceAsOf: '2025-01-15',
      creditLimitCents: 100050,
      description: '',
      color: '#EF4444',
      isActive: true,
      balanceCents: -300,
    });
  });

  it('leaves absent fields out of an update draft; an emptied colour or limit is null, for the merged type to settle', () => {
    expect(accountUpdateSchema.parse({ description: ' x ' })).toEqual({ description: 'x' });
    expect(accountUpdateSchema.parse({ color: '', creditLimit: null })).toEqual({ color: null, creditLimitCents: null });
    expect(accountUpdateSchema.parse({ accountType: 'savings', creditLimit: '5' })).toEqual({
      accountType: 'savings',
      creditLimitCents: null,
    });
    expect(accountBalanceSchema.parse({ balance: '12.30', date: null })).toEqual({ balanceCents: 1230 });
  });

  it('refuses a NUL even in a text the draft drops, as the API always did', () => {
    expect(messages(accountCreateSchema, { accountName: 'A', accountType: 'checking', creditLimit: 'a\u0000' })).toEqual({
      creditLimit: 'Text must not contain control characters',
    });
  });
});
