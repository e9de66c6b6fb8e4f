import { describe, expect, it } from 'vitest';
import { zodFieldMessages } from '../shared/zod';
import { categoryCreateSchema, categoryUpdateSchema } from './schemas';

function messages(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, body: unknown) {
  const result = schema.safeParse(body);
  return result.success ? {} : zodFieldMessages(result.error as Parameters<typeof zodFieldMessages>[0]);
}

describe('category schemas (shared with the web form)', () => {
  it('accepts a form body', () => {
    expect(
      categoryCreateSchema.safeParse({
        transactionCategory: 'Food',
        transactionType: 'Expense - Variable',
        description: '',
        color: '#ff2600',
        isActive: true,
      }).success,
    ).toBe(true);
  });

  it('requires name and type, in that order', () => {
    expect(messages(categoryCreateSchema, {})).toEqual({ transactionCategory: 'Name is required', transactionType: 'Type is required' });
    expect(messages(categoryCreateSchema, { transactionCategory: 'Food', transactionType: 'Expense', color: 'red' })).toEqual({
      transactionType: 'Type must be one of Income, Payment, Expense - Fixed, Expense - Variable',
      color: 'Color must be a hex color like #3B82F6',
    });
  });

  it('checks only the fields an update body has', () => {
    expect(categoryUpdateSchema.safeParse({ isActive: false }).success).toBe(true);
    expect(messages(categoryUpdateSchema, { transactionCategory: ' ' })).toEqual({ transactionCategory: 'Name is required' });
  });
});

describe('category schemas: the read-model bounds, with the decider messages', () => {
  it('gives the control-character messages', () => {
    expect(
      messages(categoryCreateSchema, { transactionCategory: 'Food\u0000', transactionType: 'Income', description: 'a\u0085' }),
    ).toEqual({
      transactionCategory: 'Name must not contain control characters',
      description: 'Description must not contain control characters',
    });
    expect(messages(categoryUpdateSchema, { description: 'two\nlines' })).toEqual({});
  });
});

describe('category schemas: parse into drafts', () => {
  it('gives a full draft on create and a partial one on update (an emptied colour is null)', () => {
    expect(categoryCreateSchema.parse({ transactionCategory: ' Food ', transactionType: 'Income' })).toEqual({
      transactionCategory: 'Food',
      transactionType: 'Income',
      description: '',
      color: '#00f900',
      isActive: true,
    });
    expect(categoryUpdateSchema.parse({ isActive: false, color: ' ' })).toEqual({ isActive: false, color: null });
  });
});
