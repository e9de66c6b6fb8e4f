import { describe, expect, it } from 'vitest';
import { validationFields } from '../testing/errors';
import { decideRecordTransactions, validateBulk } from './bulk';
import type { RecordTransactions } from './commands';
import type { TransactionInput } from './schemas';
import { checkBulkTransaction } from './validation';
import { closedId, context, expenseInput, expenseRecorded, metadata, salaryId, savingsId } from './testing/fixtures';

const id = (n: number) => `f0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const bulk = (inputs: TransactionInput[], ids = inputs.map((_, i) => id(i))): RecordTransactions => ({
  type: 'RecordTransactions',
  // Each item as transactionBulkSchema parses it.
  data: { transactions: inputs.map((input, i) => ({ transactionId: ids[i]!, item: checkBulkTransaction(input) })), context },
  metadata,
});

describe('validateBulk', () => {
  it('returns nothing when every item is valid', () => {
    expect(
      validateBulk([expenseInput, { ...expenseInput, type: 'income', toAccountId: savingsId, transactionCategoryIds: [] }], context),
    ).toEqual([]);
  });

  it('returns the messages of each invalid item by index, with references checked', () => {
    expect(
      validateBulk(
        [expenseInput, { ...expenseInput, amount: '0' }, expenseInput, { ...expenseInput, fromAccountId: closedId }, null],
        context,
      ),
    ).toEqual([
      { index: 1, fields: { amount: 'Amount must be a valid number greater than 0' } },
      { index: 3, fields: { fromAccountId: 'Selected account is inactive' } },
      {
        index: 4,
        fields: { title: 'Description is required', amount: 'Amount is required', type: 'Type must be income, expense or payment' },
      },
    ]);
  });
});

describe('decideRecordTransactions', () => {
  it('tags every event with the import id, and an item with its bank id (issue 11)', () => {
    const command = bulk([expenseInput, expenseInput]);
    command.data.importId = 'a0000000-0000-4000-8000-000000000001';
    command.data.transactions[1]!.externalId = 'FITID-7';
    const [first, second] = decideRecordTransactions(command).map((write) => write.events[0]!.data);
    expect(first).toEqual({ ...expenseRecorded.data, transactionId: id(0), importId: 'a0000000-0000-4000-8000-000000000001' });
    expect(second).toMatchObject({ importId: 'a0000000-0000-4000-8000-000000000001', externalId: 'FITID-7' });
    expect(decideRecordTransactions(bulk([expenseInput]))[0]!.events[0]!.data).not.toHaveProperty('importId');
  });

  it('writes one new stream per transaction', () => {
    const writes = decideRecordTransactions(bulk([expenseInput, { ...expenseInput, title: 'Lunch', date: undefined }]));
    expect(writes).toEqual([
      { streamId: `transaction-${id(0)}`, events: [{ ...expenseRecorded, data: { ...expenseRecorded.data, transactionId: id(0) } }] },
      {
        streamId: `transaction-${id(1)}`,
        events: [{ ...expenseRecorded, data: { ...expenseRecorded.data, transactionId: id(1), title: 'Lunch', date: '2025-11-05' } }],
      },
    ]);
  });

  it('accepts exactly 1,000 transactions', () => {
    expect(decideRecordTransactions(bulk(Array.from({ length: 1000 }, () => expenseInput)))).toHaveLength(1000);
  });

  it('refuses an empty or oversized batch', () => {
    expect(validationFields(() => decideRecordTransactions(bulk([])))).toEqual({ transactions: 'At least one transaction is required' });
    expect(validationFields(() => decideRecordTransactions(bulk(Array.from({ length: 1001 }, () => expenseInput))))).toEqual({
      transactions: 'At most 1,000 transactions can be recorded at once',
    });
  });

  it('is all or nothing: one bad item refuses the batch, fields keyed by index in index order', () => {
    const fields = validationFields(() =>
      decideRecordTransactions(
        bulk(
          [
            expenseInput,
            { ...expenseInput, title: '' },
            { ...expenseInput, type: 'payment', toAccountId: expenseInput.fromAccountId },
            expenseInput,
          ],
          [id(0), id(1), id(2), id(1)],
        ),
      ),
    );
    expect(fields).toEqual({
      'transactions.1.title': 'Description is required',
      'transactions.2.toAccountId': 'Cannot transfer money to the same account',
      'transactions.3.transactionId': 'Duplicate transaction id',
    });
    expect(Object.keys(fields)[0]).toBe('transactions.1.title');
  });
});

describe('bulk: categories must fit the type, as for a single record', () => {
  it('refuses an Income category on an expense item, keyed by index', () => {
    expect(
      validationFields(() => decideRecordTransactions(bulk([expenseInput, { ...expenseInput, transactionCategoryIds: [salaryId] }]))),
    ).toEqual({ 'transactions.1.transactionCategoryIds': 'Category "Salary" is an Income category and cannot be used on an expense' });
  });
});

describe('bulk: the same read-model bounds as a single record', () => {
  it('refuses a NUL in a title or a day outside the window, keyed by index', () => {
    const fields = validationFields(() =>
      decideRecordTransactions(bulk([expenseInput, { ...expenseInput, title: 'a\u0000b' }, { ...expenseInput, date: '0000-01-01' }])),
    );
    expect(fields).toEqual({
      'transactions.1.title': 'Description must not contain control characters',
      'transactions.2.date': 'Date must be between 1901-01-01 and 2099-12-31',
    });
    expect(validateBulk([{ ...expenseInput, date: '9999-12-31' }], context)).toEqual([
      { index: 0, fields: { date: 'Date must be between 1901-01-01 and 2099-12-31' } },
    ]);
  });
});
