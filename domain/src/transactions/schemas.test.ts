import { describe, expect, it } from 'vitest';
import { zodFieldMessages } from '../shared/zod';
import { transactionBulkSchema, transactionCreateSchema, transactionStatusSchema, transactionUpdateSchema } from './schemas';
import { expenseInput, savingsId } from './testing/fixtures';
import { validateTransactionInput } from './validation';

function messages(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, body: unknown) {
  const result = schema.safeParse(body);
  return result.success ? {} : zodFieldMessages(result.error as Parameters<typeof zodFieldMessages>[0]);
}

describe('transaction schemas (shared with the web form)', () => {
  it('accepts a valid body, with amount as a string or a number', () => {
    expect(transactionCreateSchema.safeParse(expenseInput).success).toBe(true);
    expect(transactionCreateSchema.safeParse({ ...expenseInput, amount: 12.3 }).success).toBe(true);
    expect(
      transactionCreateSchema.safeParse({ ...expenseInput, fromAccountId: null, type: 'income', toAccountId: savingsId }).success,
    ).toBe(true);
  });

  it('gives the same ordered messages as validateTransactionInput', () => {
    const bodies = [
      {},
      { type: 'payment', fromAccountId: 'a', toAccountId: 'a', amount: '1.001', posted: 'x' },
      { title: 'x', amount: '-1', type: 'expense' },
      { title: 'x', amount: '5', type: 'income', date: '2025-13-01' },
      { title: 'x', amount: '123456789', type: 'payment', toAccountId: 'b' },
    ];
    for (const body of bodies) {
      const expected = validateTransactionInput(body);
      expect(Object.keys(expected).length).toBeGreaterThan(0);
      expect(messages(transactionCreateSchema, body)).toEqual(expected);
    }
    expect(messages(transactionCreateSchema, {})).toEqual({
      title: 'Description is required',
      amount: 'Amount is required',
      type: 'Type must be income, expense or payment',
    });
  });

  it('lets the form show every message while the API uses the first', () => {
    const all = validateTransactionInput({ title: '', amount: 'abc', type: 'expense' });
    expect(all).toEqual({
      title: 'Description is required',
      amount: 'Amount must be a valid number greater than 0',
      fromAccountId: "Expense transactions require a 'From Account' to be selected",
    });
    expect(Object.values(all)[0]).toBe('Description is required');
  });

  it('checks only the fields an update body has', () => {
    expect(transactionUpdateSchema.safeParse({ title: 'New title' }).success).toBe(true);
    expect(messages(transactionUpdateSchema, { amount: '0' })).toEqual({ amount: 'Amount must be a valid number greater than 0' });
    expect(messages(transactionUpdateSchema, { type: 'payment', fromAccountId: 'a', toAccountId: 'a' })).toEqual({
      toAccountId: 'Cannot transfer money to the same account',
    });
  });

  it('checks the status body', () => {
    expect(transactionStatusSchema.safeParse({ posted: 'pending' }).success).toBe(true);
    expect(messages(transactionStatusSchema, { posted: 'done' })).toEqual({ posted: 'Status must be posted or pending' });
    expect(messages(transactionStatusSchema, {})).toEqual({ posted: 'Status must be posted or pending' });
  });

  it('falls back to zod messages for wrongly typed fields', () => {
    const result = transactionCreateSchema.safeParse({ ...expenseInput, title: 5 });
    expect(result.success).toBe(false);
    expect(Object.keys(messages(transactionCreateSchema, { ...expenseInput, title: 5 }))).toEqual(['title']);
  });

  it('needs at least one item in a bulk body', () => {
    expect(messages(transactionBulkSchema, { transactions: [] })).toEqual({ transactions: 'At least one transaction is required' });
    expect(transactionBulkSchema.safeParse({ transactions: [expenseInput] }).success).toBe(true);
  });
});

describe('transaction schemas: the read-model bounds, with the decider messages', () => {
  it.each([
    [{ date: '0000-01-01' }, { date: 'Date must be between 1901-01-01 and 2099-12-31' }],
    [{ date: '2100-01-01' }, { date: 'Date must be between 1901-01-01 and 2099-12-31' }],
    [{ title: 'a\u0000b' }, { title: 'Description must not contain control characters' }],
    [{ title: 'x'.repeat(256) }, { title: 'Description must be 255 characters or fewer' }],
    [{ category: 'x'.repeat(101) }, { category: 'Category must be 100 characters or fewer' }],
  ])('create body %j -> %j', (change, expected) => {
    const body = { ...expenseInput, ...change };
    expect(messages(transactionCreateSchema, body)).toEqual(expected);
    expect(validateTransactionInput(body)).toEqual(expected);
  });

  it('checks the same bounds on a partial update', () => {
    expect(messages(transactionUpdateSchema, { date: '9999-12-31' })).toEqual({ date: 'Date must be between 1901-01-01 and 2099-12-31' });
    expect(messages(transactionUpdateSchema, { title: '\u0007' })).toEqual({ title: 'Description must not contain control characters' });
  });
});

describe('transaction schemas: parse into drafts', () => {
  it('gives a full draft on create: cents, trimmed texts and ids, the unused account null, no date until the decider adds today', () => {
    expect(
      transactionCreateSchema.parse({
        title: ' Pay ',
        amount: '1,000',
        type: 'income',
        fromAccountId: savingsId,
        toAccountId: ` ${savingsId} `,
        category: ' Job ',
      }),
    ).toEqual({
      title: 'Pay',
      amountCents: 100000,
      type: 'income',
      fromAccountId: null,
      toAccountId: savingsId,
      posted: 'posted',
      category: 'Job',
      transactionCategoryIds: [],
      notes: '',
      splits: [],
    });
  });

  it('leaves absent fields out of an update draft, and parses a status and bulk items', () => {
    expect(transactionUpdateSchema.parse({ amount: 4.5, fromAccountId: '' })).toEqual({ amountCents: 450, fromAccountId: null });
    expect(transactionStatusSchema.parse({ posted: 'pending' })).toEqual({ posted: 'pending' });
    const { transactions } = transactionBulkSchema.parse({ transactions: [expenseInput, { ...expenseInput, amount: '0' }] });
    expect(transactions[0]).toMatchObject({ ok: true, draft: { title: 'Groceries', amountCents: 1230 } });
    expect(transactions[1]).toEqual({
      ok: false,
      messages: { amount: 'Amount must be a valid number greater than 0' },
      references: {
        fromAccountId: expenseInput.fromAccountId,
        toAccountId: null,
        transactionCategoryIds: expenseInput.transactionCategoryIds,
        splits: [],
      },
    });
  });

  it('refuses a NUL even in an account id the type does not use, as the API always did', () => {
    expect(messages(transactionCreateSchema, { ...expenseInput, toAccountId: 'x\u0000' })).toEqual({
      toAccountId: 'Text must not contain control characters',
    });
  });
});
