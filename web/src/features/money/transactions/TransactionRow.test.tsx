import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { Category } from '../categories/types';
import { TransactionRow } from './TransactionRow';
import type { Transaction } from './types';

const categories = new Map<string, Category>(
  ['a', 'b', 'c', 'd', 'e'].map((id) => [
    id,
    {
      id,
      transactionCategory: `Cat ${id.toUpperCase()}`,
      transactionType: 'Expense - Variable',
      description: '',
      color: '#ff2600',
      isActive: true,
      createdAt: '',
      updatedAt: '',
    },
  ]),
);
const accountNames = new Map([['checking', 'Everyday Checking']]);

function renderRow(overrides: Partial<Transaction>, handlers = { onEdit: vi.fn(), onDelete: vi.fn(), onToggleStatus: vi.fn() }) {
  const tx: Transaction = {
    id: 't1',
    title: 'Groceries',
    amount: '-1234.50',
    type: 'expense',
    category: 'Cat A',
    transactionCategoryIds: [],
    fromAccountId: 'checking',
    toAccountId: null,
    posted: 'posted',
    date: '2026-11-03',
    notes: '',
    splits: [],
    recurringTransactionId: null,
    isRecurring: false,
    createdAt: '',
    updatedAt: '',
    ...overrides,
  };
  renderWithProviders(<TransactionRow transaction={tx} accountNames={accountNames} categories={categories} {...handlers} />);
  return screen.getByRole('article', { name: tx.title });
}

describe('TransactionRow', () => {
  it('shows an expense as a negative USD amount with its type, date, status and account', () => {
    const row = renderRow({});
    expect(within(row).getByTestId('transaction-amount')).toHaveTextContent('-$1,234.50');
    expect(within(row).getByText('Expense')).toBeInTheDocument();
    expect(within(row).getByText('Nov 3, 2026')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Posted' })).toBeInTheDocument();
    expect(within(row).getByText('From: Everyday Checking')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Mark Groceries as pending' })).toBeChecked();
  });

  it('shows income with a plus sign, a pending icon and Unknown Account for an unknown id', () => {
    const row = renderRow({
      type: 'income',
      amount: '2500.00',
      fromAccountId: null,
      toAccountId: 'gone',
      posted: 'pending',
      title: 'Salary',
    });
    expect(within(row).getByTestId('transaction-amount')).toHaveTextContent('+$2,500.00');
    expect(within(row).getByRole('img', { name: 'Pending' })).toBeInTheDocument();
    expect(within(row).getByText('To: Unknown Account')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Mark Salary as posted' })).not.toBeChecked();
  });

  it('shows a transfer without a sign and both accounts', () => {
    const row = renderRow({ type: 'payment', amount: '300.00', toAccountId: 'checking', fromAccountId: 'checking', title: 'Move' });
    expect(within(row).getByTestId('transaction-amount')).toHaveTextContent(/^\$300\.00$/);
    expect(within(row).getByText('Payment')).toBeInTheDocument();
  });

  it('shows at most 3 category tags and +N more', () => {
    const row = renderRow({ transactionCategoryIds: ['a', 'b', 'c', 'd', 'e'] });
    expect(within(row).getByText('Cat A')).toBeInTheDocument();
    expect(within(row).getByText('Cat C')).toBeInTheDocument();
    expect(within(row).queryByText('Cat D')).not.toBeInTheDocument();
    expect(within(row).getByText('+2 more')).toBeInTheDocument();
  });

  it('flips the status with its switch', () => {
    const onToggleStatus = vi.fn();
    const row = renderRow({}, { onEdit: vi.fn(), onDelete: vi.fn(), onToggleStatus });
    fireEvent.click(within(row).getByRole('switch', { name: 'Mark Groceries as pending' }));
    expect(onToggleStatus).toHaveBeenCalledWith(expect.objectContaining({ id: 't1' }));
  });

  it('edits and deletes from its one actions menu', async () => {
    const handlers = { onEdit: vi.fn(), onDelete: vi.fn(), onToggleStatus: vi.fn() };
    const row = renderRow({}, handlers);
    fireEvent.click(within(row).getByRole('button', { name: 'Actions for Groceries' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit Transaction' }));
    expect(handlers.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 't1' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Actions for Groceries' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete Transaction' }));
    expect(handlers.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 't1' }));
  });

  it('offers no edit for a transaction generated from a recurring one', async () => {
    const row = renderRow({ recurringTransactionId: 'r1' });
    fireEvent.click(within(row).getByRole('button', { name: 'Actions for Groceries' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete Transaction' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit Transaction' })).not.toBeInTheDocument();
  });
});
