import type { TransactionReferenceContext } from '../commands';
import type { TransactionInput } from '../schemas';
import type { TransactionRecordedEvent } from '../events';

export const userId = 'a0000000-0000-4000-8000-000000000001';
export const otherUserId = 'a0000000-0000-4000-8000-000000000002';
export const txId = 'f0000000-0000-4000-8000-000000000001';
export const checkingId = 'c0000000-0000-4000-8000-000000000001';
export const savingsId = 'c0000000-0000-4000-8000-000000000002';
export const closedId = 'c0000000-0000-4000-8000-000000000003';
export const foodId = 'e0000000-0000-4000-8000-000000000001';
export const funId = 'e0000000-0000-4000-8000-000000000002';
export const oldId = 'e0000000-0000-4000-8000-000000000003';
export const salaryId = 'e0000000-0000-4000-8000-000000000004';
export const transferId = 'e0000000-0000-4000-8000-000000000005';
export const metadata = { userId, now: '2025-11-05T10:00:00.000Z', today: '2025-11-05' };

export const context: TransactionReferenceContext = {
  accounts: {
    [checkingId]: { name: 'Everyday', isActive: true },
    [savingsId]: { name: 'Rainy day', isActive: true },
    [closedId]: { name: 'Old card', isActive: false },
  },
  categories: {
    [foodId]: { name: 'Food', isActive: true, type: 'Expense - Variable' },
    [funId]: { name: 'Fun', isActive: true, type: 'Expense - Variable' },
    [oldId]: { name: 'Old', isActive: false, type: 'Expense - Fixed' },
    [salaryId]: { name: 'Salary', isActive: true, type: 'Income' },
    [transferId]: { name: 'Transfer', isActive: true, type: 'Payment' },
  },
};

export const expenseInput: TransactionInput = {
  title: 'Groceries',
  amount: '12.30',
  type: 'expense',
  category: 'Food',
  transactionCategoryIds: [foodId],
  fromAccountId: checkingId,
  toAccountId: '',
  posted: 'posted',
  date: '2025-11-04',
  isRecurring: false,
};

export const expenseRecorded: TransactionRecordedEvent = {
  type: 'TransactionRecorded',
  data: {
    transactionId: txId,
    userId,
    title: 'Groceries',
    type: 'expense',
    amountCents: 1230,
    category: 'Food',
    transactionCategoryIds: [foodId],
    fromAccountId: checkingId,
    toAccountId: null,
    posted: 'posted',
    date: '2025-11-04',
    notes: '',
    splits: [],
    recurringTransactionId: null,
    isRecurring: false,
  },
};
