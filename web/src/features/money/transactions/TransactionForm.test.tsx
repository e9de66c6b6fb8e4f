import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyText, jsonResponse, renderWithProviders, requestUrl } from '../../../test/render';
import type { Account } from '../accounts/types';
import type { Category } from '../categories/types';
import { TransactionForm } from './TransactionForm';

const account = (id: string, accountName: string, isActive = true): Account => ({
  id,
  accountName,
  accountType: 'checking',
  balance: '100.00',
  balanceAll: '100.00',
  startingBalance: '100.00',
  startingBalanceAsof: '2025-10-01',
  creditLimit: null,
  description: '',
  color: '#3B82F6',
  isActive,
  isPrimary: false,
  createdAt: '',
  updatedAt: '',
});

const accounts = [account('checking', 'Checking'), account('savings', 'Savings'), account('closed', 'Closed', false)];
const categories: Category[] = [
  {
    id: 'food',
    transactionCategory: 'Food',
    transactionType: 'Expense - Variable',
    description: '',
    color: '#ff2600',
    isActive: true,
    createdAt: '',
    updatedAt: '',
  },
];

let postResponse: () => Response;
const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = requestUrl(input);
  if (url === '/api/accounts') return Promise.resolve(jsonResponse(200, accounts));
  if (url === '/api/expense-types') return Promise.resolve(jsonResponse(200, categories));
  if (url === '/api/transactions' && init.method === 'POST') return Promise.resolve(postResponse());
  return Promise.resolve(jsonResponse(404, { error: 'not found' }));
});

beforeEach(() => {
  fetchMock.mockClear();
  postResponse = () => jsonResponse(201, { id: 'new' });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function renderForm() {
  const onDone = vi.fn();
  renderWithProviders(<TransactionForm onDone={onDone} />);
  // Accounts loaded: the selects list them.
  await screen.findByRole('option', { name: 'Checking' });
  return { onDone };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Transaction' }));
const chooseType = (label: string) => fireEvent.click(screen.getByLabelText(label));
const select = (label: string, optionName: string) => {
  const control = screen.getByLabelText<HTMLSelectElement>(label);
  const option = within(control).getByRole<HTMLOptionElement>('option', { name: optionName });
  fireEvent.change(control, { target: { value: option.value } });
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const clearFromAccount = () => fireEvent.change(screen.getByLabelText('From Account'), { target: { value: '' } });

describe('TransactionForm validation (SPEC 5 messages)', () => {
  it('shows the required messages when submitted empty (expense by default)', async () => {
    await renderForm();
    // Issue 24: From Account starts at the first active account (no primary here); emptied, it is asked for.
    expect(screen.getByLabelText('From Account')).toHaveValue('checking');
    clearFromAccount();
    submit();
    expect(await screen.findByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Amount is required')).toBeInTheDocument();
    expect(screen.getByText("Expense transactions require a 'From Account' to be selected")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('rejects an amount that is not above 0, checked on change', async () => {
    await renderForm();
    type('Amount', '0');
    expect(await screen.findByText('Amount must be a valid number greater than 0')).toBeInTheDocument();
    type('Amount', '12.5');
    await waitFor(() => expect(screen.queryByText('Amount must be a valid number greater than 0')).not.toBeInTheDocument());
  });

  it('asks income for a To Account and payments for both, which must differ', async () => {
    await renderForm();
    clearFromAccount();
    submit();
    await screen.findByText('Description is required');

    chooseType('Income');
    expect(await screen.findByText("Income transactions require a 'To Account' to be selected")).toBeInTheDocument();
    expect(screen.queryByLabelText('From Account')).not.toBeInTheDocument();

    chooseType('Payment / Transfer');
    expect(await screen.findByText("Payment transactions require a 'From Account' to be selected")).toBeInTheDocument();
    expect(screen.getByText("Payment transactions require a 'To Account' to be selected")).toBeInTheDocument();

    select('From Account', 'Checking');
    select('To Account', 'Checking');
    expect(await screen.findByText('Cannot transfer money to the same account')).toBeInTheDocument();
  });

  it('offers only active accounts', async () => {
    await renderForm();
    const from = screen.getByLabelText('From Account');
    expect(within(from).queryByRole('option', { name: 'Closed' })).not.toBeInTheDocument();
    expect(within(from).getByRole('option', { name: 'Savings' })).toBeInTheDocument();
  });

  it("fills a payment's description from its accounts until the user writes one", async () => {
    await renderForm();
    chooseType('Payment / Transfer');
    select('From Account', 'Checking');
    select('To Account', 'Savings');
    expect(screen.getByLabelText('Description')).toHaveValue('To Savings from Checking');
    select('To Account', 'Checking');
    select('From Account', 'Savings');
    expect(screen.getByLabelText('Description')).toHaveValue('To Checking from Savings');
    type('Description', 'Rent share');
    select('From Account', 'Checking');
    expect(screen.getByLabelText('Description')).toHaveValue('Rent share');
  });

  it('puts the server 400 field messages on the fields', async () => {
    postResponse = () =>
      jsonResponse(400, { error: 'Selected account is inactive', fields: { fromAccountId: 'Selected account is inactive' } });
    await renderForm();
    type('Description', 'Coffee');
    type('Amount', '3.50');
    select('From Account', 'Checking');
    submit();
    expect(await screen.findByText('Selected account is inactive')).toBeInTheDocument();
  });

  it('sends the body and confirms with the Success dialog; Continue resets and closes', async () => {
    const { onDone } = await renderForm();
    type('Description', '  Coffee ');
    type('Amount', '1,234.5');
    select('From Account', 'Checking');
    fireEvent.click(screen.getByRole('button', { name: 'Food (Expense - Variable)' }));
    submit();
    expect(await screen.findByText('Transaction created successfully!')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(bodyText(post?.[1]))).toMatchObject({
      title: 'Coffee',
      amount: '1234.50',
      type: 'expense',
      // The API names the legacy category after the first chosen one itself.
      category: '',
      transactionCategoryIds: ['food'],
      fromAccountId: 'checking',
      toAccountId: null,
      posted: 'posted',
      isRecurring: false,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalled();
    expect(screen.getByLabelText('Description')).toHaveValue('');
  });
});
