import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyText, jsonResponse, renderWithProviders, requestUrl } from '../../../test/render';
import type { Account } from '../accounts/types';
import type { Category } from '../categories/types';
import { TransactionForm } from './TransactionForm';
import type { Transaction } from './types';

const account: Account = {
  id: 'checking',
  accountName: 'Checking',
  accountType: 'checking',
  balance: '100.00',
  balanceAll: '100.00',
  startingBalance: '100.00',
  startingBalanceAsof: '2025-10-01',
  creditLimit: null,
  description: '',
  color: '#3B82F6',
  isActive: true,
  isPrimary: true,
  createdAt: '',
  updatedAt: '',
};
const category = (id: string, name: string, transactionType: Category['transactionType'] = 'Expense - Variable'): Category => ({
  id,
  transactionCategory: name,
  transactionType,
  description: '',
  color: '#ff2600',
  isActive: true,
  createdAt: '',
  updatedAt: '',
});
const categories = [category('food', 'Food'), category('home', 'Household'), category('fun', 'Fun'), category('pay', 'Salary', 'Income')];

const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = requestUrl(input);
  if (url === '/api/accounts') return Promise.resolve(jsonResponse(200, [account]));
  if (url === '/api/expense-types') return Promise.resolve(jsonResponse(200, categories));
  if (url.startsWith('/api/transactions') && (init.method === 'POST' || init.method === 'PUT')) {
    return Promise.resolve(jsonResponse(init.method === 'POST' ? 201 : 200, { id: 'new', ...JSON.parse(bodyText(init)) }));
  }
  return Promise.resolve(jsonResponse(404, { error: 'not found' }));
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const sent = (method: string) => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === method);
  return call ? (JSON.parse(bodyText(call[1])) as Record<string, unknown>) : undefined;
};

async function renderNew() {
  renderWithProviders(<TransactionForm onDone={vi.fn()} />);
  await screen.findByRole('option', { name: 'Checking' });
  await screen.findByRole('button', { name: 'Food (Expense - Variable)' });
}

describe('TransactionForm: split across categories and notes (issue 24)', () => {
  it('splits into lines, says what remains in exact cents, refuses a split that does not add up and sends one that does', async () => {
    await renderNew();
    type('Description', 'Supermarket');
    type('Amount', '100.10');
    fireEvent.click(screen.getByRole('button', { name: 'Food (Expense - Variable)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Split' }));

    // The chosen category starts the first line; the category picker is gone.
    expect(screen.getByLabelText('Line 1 category')).toHaveValue('food');
    expect(screen.queryByText('Transaction Categories')).not.toBeInTheDocument();
    expect(screen.getByTestId('split-remaining')).toHaveTextContent('Remaining: $100.10');
    type('Line 1 amount', '60.05');
    fireEvent.change(screen.getByLabelText('Line 2 category'), { target: { value: 'home' } });
    type('Line 2 amount', '30');
    expect(screen.getByTestId('split-remaining')).toHaveTextContent('Remaining: $10.05');
    // Blank lines and the sum wait for a submit: "Remaining" says it while typing.
    expect(screen.queryByText("The split amounts must add up to the transaction's amount")).not.toBeInTheDocument();

    // A third line carries what is left; a bigger amount goes over.
    fireEvent.click(screen.getByRole('button', { name: 'Add split line' }));
    expect(screen.getByLabelText('Line 3 amount')).toHaveValue('10.05');
    expect(screen.queryByText('Choose a category for each split line')).not.toBeInTheDocument();
    type('Line 3 amount', '11');
    expect(screen.getByTestId('split-remaining')).toHaveTextContent('Over by $0.95');
    fireEvent.click(screen.getByRole('button', { name: 'Create Transaction' }));
    expect(await screen.findByText('Choose a category for each split line')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Line 3 category'), { target: { value: 'fun' } });
    expect(await screen.findByText("The split amounts must add up to the transaction's amount")).toBeInTheDocument();
    expect(sent('POST')).toBeUndefined();

    type('Line 3 amount', '10.05');
    type('Line 3 memo', '  cinema  ');
    type('Notes', 'Weekly shop\nwith the kids');
    expect(screen.getByTestId('split-remaining')).toHaveTextContent('Remaining: $0.00');
    await waitFor(() => expect(screen.queryByText("The split amounts must add up to the transaction's amount")).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Create Transaction' }));
    await waitFor(() => expect(sent('POST')).toBeDefined());
    expect(sent('POST')).toMatchObject({
      amount: '100.10',
      notes: 'Weekly shop\nwith the kids',
      transactionCategoryIds: ['food', 'home', 'fun'],
      splits: [
        { categoryId: 'food', amount: '60.05', memo: '' },
        { categoryId: 'home', amount: '30.00', memo: '' },
        { categoryId: 'fun', amount: '10.05', memo: 'cinema' },
      ],
    });
  });

  it('removing lines down to one asks for two; removing the split goes back to the categories', async () => {
    await renderNew();
    type('Amount', '20');
    fireEvent.click(screen.getByRole('button', { name: 'Split' }));
    fireEvent.change(screen.getByLabelText('Line 1 category'), { target: { value: 'food' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 2' }));
    type('Line 1 amount', '20');
    expect(await screen.findByText('A split needs at least two lines')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove split' }));
    expect(screen.queryByLabelText('Line 1 category')).not.toBeInTheDocument();
    // The line's category is kept as the one category.
    expect(within(screen.getByRole('list', { name: 'Selected categories' })).getByText('Food')).toBeInTheDocument();
  });

  it('offers no split for a payment, and a split turns back into its categories when the type becomes one', async () => {
    await renderNew();
    fireEvent.click(screen.getByRole('button', { name: 'Split' }));
    fireEvent.change(screen.getByLabelText('Line 1 category'), { target: { value: 'food' } });
    fireEvent.click(screen.getByLabelText('Payment / Transfer'));
    await waitFor(() => expect(screen.queryByLabelText('Line 1 category')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Split' })).not.toBeInTheDocument();
  });

  it('editing a split transaction shows its lines and notes; removing the split sends no lines', async () => {
    const tx: Transaction = {
      id: 't1',
      title: 'Supermarket',
      amount: '-50.00',
      type: 'expense',
      category: 'Food',
      transactionCategoryIds: ['food', 'home'],
      fromAccountId: 'checking',
      toAccountId: null,
      posted: 'posted',
      date: '2026-11-20',
      notes: 'receipt in the drawer',
      splits: [
        { categoryId: 'food', amount: '35.50', memo: 'groceries' },
        { categoryId: 'home', amount: '14.50', memo: '' },
      ],
      recurringTransactionId: null,
      isRecurring: false,
      createdAt: '',
      updatedAt: '',
    };
    renderWithProviders(<TransactionForm transaction={tx} onDone={vi.fn()} />);
    await screen.findAllByRole('option', { name: 'Household' });
    expect(await screen.findByLabelText('Line 1 amount')).toHaveValue('35.50');
    expect(screen.getByLabelText('Line 1 memo')).toHaveValue('groceries');
    expect(screen.getByLabelText('Line 2 category')).toHaveValue('home');
    expect(screen.getByLabelText('Notes')).toHaveValue('receipt in the drawer');
    expect(screen.getByTestId('split-remaining')).toHaveTextContent('Remaining: $0.00');

    fireEvent.click(screen.getByRole('button', { name: 'Remove split' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update Transaction' }));
    await waitFor(() => expect(sent('PUT')).toBeDefined());
    expect(sent('PUT')).toMatchObject({ splits: [], transactionCategoryIds: ['food', 'home'], notes: 'receipt in the drawer' });
  });
});
