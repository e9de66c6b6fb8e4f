import { defaultEndDate } from '@life/domain/recurring/rules';
import { addDays, addMonths } from '@life/domain/shared/dates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyText, jsonResponse, renderWithProviders, requestUrl } from '../../../test/render';
import { formatDisplayDate, localToday } from '../format';
import { account } from '../testing/fixtures';
import { TransactionForm } from './TransactionForm';
import type { Transaction } from './types';

const accounts = [account({ id: 'checking', accountName: 'Checking' }), account({ id: 'savings', accountName: 'Savings' })];

let recurringResponse: () => Promise<Response>;
const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = requestUrl(input);
  if (url === '/api/accounts') return Promise.resolve(jsonResponse(200, accounts));
  if (url === '/api/expense-types') return Promise.resolve(jsonResponse(200, []));
  if (url === '/api/recurring-transactions' && init.method === 'POST') return recurringResponse();
  return Promise.resolve(jsonResponse(200, []));
});

beforeEach(() => {
  fetchMock.mockClear();
  recurringResponse = () => Promise.resolve(jsonResponse(201, { id: 'r1', generation: 'complete' }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function renderForm(transaction?: Transaction) {
  const onDone = vi.fn();
  renderWithProviders(<TransactionForm onDone={onDone} transaction={transaction} />);
  await screen.findByRole('option', { name: 'Checking' });
  return { onDone };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const select = (label: string, optionName: string) => {
  const control = screen.getByLabelText<HTMLSelectElement>(label);
  const option = within(control).getByRole<HTMLOptionElement>('option', { name: optionName });
  fireEvent.change(control, { target: { value: option.value } });
};
const turnRecurringOn = () => fireEvent.click(screen.getByRole('checkbox', { name: /Recurring Transaction/ }));
const day = (n: number) => within(screen.getByRole('group', { name: 'Dates in Month' })).getByRole('button', { name: String(n) });
const recurringPosts = () =>
  fetchMock.mock.calls.filter(([input, init]) => requestUrl(input) === '/api/recurring-transactions' && init?.method === 'POST');

describe('TransactionForm recurring part (SPEC 2, 4, 5)', () => {
  it('switching recurring on shows the recurrence, hides Date and Status, and sets the default end date', async () => {
    await renderForm();
    expect(screen.getByText('Set up this transaction to repeat automatically')).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Status' })).toBeInTheDocument();

    turnRecurringOn();

    expect(screen.getByLabelText('Frequency')).toHaveValue('monthly');
    expect(screen.getByLabelText('Start Date')).toHaveValue(localToday());
    await waitFor(() => expect(screen.getByLabelText('End Date (Optional)')).toHaveValue(defaultEndDate(localToday())));
    expect(screen.getByLabelText('End Date (Optional)')).toHaveValue(`${Number(localToday().slice(0, 4)) + 1}-12-31`);
    expect(screen.queryByLabelText('Date')).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Status' })).not.toBeInTheDocument();
    // Dates in Month only for bi-monthly.
    expect(screen.queryByRole('group', { name: 'Dates in Month' })).not.toBeInTheDocument();
  });

  it('keeps an end date the user already chose when switching recurring on again', async () => {
    await renderForm();
    turnRecurringOn();
    type('End Date (Optional)', '2031-06-30');
    turnRecurringOn();
    turnRecurringOn();
    expect(screen.getByLabelText('End Date (Optional)')).toHaveValue('2031-06-30');
  });

  it('takes at most 2 days in the bi-monthly grid and asks for exactly 2', async () => {
    await renderForm();
    turnRecurringOn();
    select('Frequency', 'Bi-monthly');
    expect(within(screen.getByRole('group', { name: 'Dates in Month' })).getAllByRole('button')).toHaveLength(31);

    fireEvent.click(day(15));
    fireEvent.click(screen.getByRole('button', { name: 'Create Transaction' }));
    expect(await screen.findByText('Bi-monthly transactions require exactly 2 dates to be selected')).toBeInTheDocument();

    fireEvent.click(day(1));
    expect(day(15)).toHaveAttribute('aria-pressed', 'true');
    expect(day(1)).toHaveAttribute('aria-pressed', 'true');
    expect(day(20)).toBeDisabled();
    await waitFor(() =>
      expect(screen.queryByText('Bi-monthly transactions require exactly 2 dates to be selected')).not.toBeInTheDocument(),
    );

    // A second click unpicks a day, which frees the grid again.
    fireEvent.click(day(15));
    expect(day(20)).toBeEnabled();
    expect(recurringPosts()).toHaveLength(0);
  });

  it('shows the transaction texts for a missing description and amount, and the recurring date rule', async () => {
    await renderForm();
    turnRecurringOn();
    type('Start Date', '2026-05-10');
    type('End Date (Optional)', '2026-05-01');
    // From Account starts at the first active account (issue 24): emptied, it is asked for.
    fireEvent.change(screen.getByLabelText('From Account'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Transaction' }));
    expect(await screen.findByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Amount is required')).toBeInTheDocument();
    expect(screen.getByText("Expense transactions require a 'From Account' to be selected")).toBeInTheDocument();
    expect(screen.getByText('End date must be after start date')).toBeInTheDocument();
    expect(recurringPosts()).toHaveLength(0);
  });

  it('creates it at POST /api/recurring-transactions (amount absolute), reading Creating Recurring... while saving', async () => {
    let answer: (response: Response) => void = () => undefined;
    recurringResponse = () => new Promise<Response>((resolve) => (answer = resolve));
    await renderForm();
    turnRecurringOn();
    fireEvent.click(screen.getByLabelText('Payment / Transfer'));
    select('From Account', 'Checking');
    select('To Account', 'Savings');
    // SPEC 4: the payment's description follows its accounts.
    expect(screen.getByLabelText('Description')).toHaveValue('To Savings from Checking');
    type('Amount', '1,250.5');
    select('Frequency', 'Bi-monthly');
    fireEvent.click(day(20));
    fireEvent.click(day(5));
    type('Start Date', '2026-01-01');
    type('End Date (Optional)', '');
    fireEvent.click(screen.getByRole('button', { name: 'Create Transaction' }));

    expect(await screen.findByRole('button', { name: 'Creating Recurring...' })).toBeDisabled();
    expect(recurringPosts()).toHaveLength(1);
    expect(JSON.parse(bodyText(recurringPosts()[0]?.[1]))).toEqual({
      title: 'To Savings from Checking',
      amount: '1250.50',
      type: 'payment',
      category: '',
      transactionCategoryIds: [],
      fromAccountId: 'checking',
      toAccountId: 'savings',
      frequency: 'bi-monthly',
      startDate: '2026-01-01',
      endDate: null,
      biMonthlyDates: [5, 20],
      includeOlderOccurrences: false,
    });
    // Nothing goes to the plain transactions endpoint.
    expect(fetchMock.mock.calls.some(([input, init]) => requestUrl(input) === '/api/transactions' && init?.method === 'POST')).toBe(false);

    answer(jsonResponse(201, { id: 'r1', generation: 'complete' }));
    expect(
      await screen.findByText('Recurring transaction created successfully! Future transactions have been generated.'),
    ).toBeInTheDocument();
  });

  it('offers "Also create occurrences older than a year" only for a start more than a year back, and sends it', async () => {
    const older = /Also create occurrences older than a year/;
    await renderForm();
    turnRecurringOn();
    expect(screen.queryByRole('checkbox', { name: older })).not.toBeInTheDocument();
    type('Start Date', addMonths(localToday(), -12));
    expect(screen.queryByRole('checkbox', { name: older })).not.toBeInTheDocument();
    const twoYearsBack = addMonths(localToday(), -24);
    type('Start Date', twoYearsBack);
    fireEvent.click(screen.getByRole('checkbox', { name: older }));

    select('From Account', 'Checking');
    type('Description', 'Rent');
    type('Amount', '100');
    fireEvent.click(screen.getByRole('button', { name: 'Create Transaction' }));
    await waitFor(() => expect(recurringPosts()).toHaveLength(1));
    expect(JSON.parse(bodyText(recurringPosts()[0]?.[1]))).toMatchObject({ startDate: twoYearsBack, includeOlderOccurrences: true });
  });

  it('offers "Mark posted automatically on its date" on create, says which occurrences up to today it posts, and sends it (issue 24)', async () => {
    const autoPost = /Mark posted automatically on its date/;
    await renderForm();
    turnRecurringOn();
    const threeWeeksBack = addDays(localToday(), -21);
    select('Frequency', 'Weekly');
    type('Start Date', threeWeeksBack);
    // Off: the past ones would be created pending, and the form says so.
    expect(screen.getByTestId('auto-post-summary')).toHaveTextContent(/^4 occurrences up to today will be created pending/);
    fireEvent.click(screen.getByRole('checkbox', { name: autoPost }));
    expect(screen.getByTestId('auto-post-summary')).toHaveTextContent(
      `4 occurrences up to today will be created posted (${formatDisplayDate(threeWeeksBack)} to ${formatDisplayDate(localToday())})`,
    );
    // A start after today: none is due yet.
    type('Start Date', addDays(localToday(), 1));
    expect(screen.getByTestId('auto-post-summary')).toHaveTextContent(
      'None is dated up to today: each occurrence is marked posted on its day',
    );
    type('Start Date', threeWeeksBack);

    fireEvent.click(screen.getByLabelText('Income'));
    select('To Account', 'Checking');
    type('Description', 'Paycheck');
    type('Amount', '1000');
    fireEvent.click(screen.getByRole('button', { name: 'Create Transaction' }));
    await waitFor(() => expect(recurringPosts()).toHaveLength(1));
    expect(JSON.parse(bodyText(recurringPosts()[0]?.[1]))).toMatchObject({
      frequency: 'weekly',
      startDate: threeWeeksBack,
      autoPost: true,
    });
  });

  it('offers no recurring option when editing a transaction', async () => {
    await renderForm({
      id: 't1',
      title: 'Coffee',
      amount: '-3.50',
      type: 'expense',
      category: '',
      transactionCategoryIds: [],
      fromAccountId: 'checking',
      toAccountId: null,
      posted: 'posted',
      date: '2026-01-15',
      notes: '',
      splits: [],
      recurringTransactionId: null,
      isRecurring: false,
      createdAt: '',
      updatedAt: '',
    });
    expect(screen.queryByRole('checkbox', { name: /Recurring Transaction/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue('2026-01-15');
  });
});
