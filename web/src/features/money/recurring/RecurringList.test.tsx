import { addMonths } from '@life/domain/shared/dates';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyText, jsonResponse, renderWithProviders, requestUrl } from '../../../test/render';
import type { Category } from '../categories/types';
import { localToday } from '../format';
import { account } from '../testing/fixtures';
import { RecurringList } from './RecurringList';
import type { RecurringTransaction } from './types';

const record = (overrides: Partial<RecurringTransaction>): RecurringTransaction => ({
  id: 'rent',
  title: 'Rent',
  amount: '-1200.50',
  type: 'expense',
  category: 'Housing',
  transactionCategoryIds: [],
  fromAccountId: 'checking',
  toAccountId: null,
  frequency: 'monthly',
  startDate: '2026-01-01',
  endDate: null,
  biMonthlyDates: [],
  nextOccurrence: '2026-12-01',
  isActive: true,
  autoPost: false,
  createdAt: '',
  updatedAt: '',
  ...overrides,
});

const category = (id: string, name: string): Category => ({
  id,
  transactionCategory: name,
  transactionType: 'Expense - Fixed',
  description: '',
  color: '#b51a00',
  isActive: true,
  createdAt: '',
  updatedAt: '',
});

const rent = record({ transactionCategoryIds: ['a', 'b', 'c', 'd'] });
const savings = record({
  id: 'save',
  title: 'Savings sweep',
  amount: '250.00',
  type: 'payment',
  fromAccountId: 'checking',
  toAccountId: 'gone',
  frequency: 'bi-monthly',
  biMonthlyDates: [15, 1],
  endDate: '2027-12-31',
  nextOccurrence: '2026-12-15',
});

let records: RecurringTransaction[];
let writeStatus: number;
const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = requestUrl(input);
  if (url === '/api/recurring-transactions' && (init.method ?? 'GET') === 'GET') return Promise.resolve(jsonResponse(200, records));
  if (url === '/api/accounts') return Promise.resolve(jsonResponse(200, [account({ id: 'checking', accountName: 'Checking' })]));
  if (url === '/api/expense-types') {
    return Promise.resolve(
      jsonResponse(200, [category('a', 'Housing'), category('b', 'Bills'), category('c', 'Fixed'), category('d', 'Extra')]),
    );
  }
  if (init.method === 'DELETE')
    return Promise.resolve(writeStatus === 204 ? new Response(null, { status: 204 }) : jsonResponse(writeStatus, {}));
  if (init.method === 'PUT' || init.method === 'POST')
    return Promise.resolve(jsonResponse(writeStatus, { ...rent, generation: 'complete' }));
  return Promise.resolve(jsonResponse(200, []));
});

beforeEach(() => {
  records = [rent, savings];
  writeStatus = 200;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  notifications.clean();
  notifications.cleanQueue();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method);

async function renderExpanded() {
  renderWithProviders(<RecurringList />);
  fireEvent.click(await screen.findByRole('button', { name: /Recurring Transactions/ }));
  return {
    rentRow: await screen.findByRole('article', { name: 'Rent' }),
    savingsRow: screen.getByRole('article', { name: 'Savings sweep' }),
  };
}

describe('RecurringList (SPEC 2)', () => {
  it('is not shown when there are no recurring transactions', async () => {
    records = [];
    const { container } = renderWithProviders(<RecurringList />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Recurring Transactions')).not.toBeInTheDocument();
    expect(container.querySelector('[data-testid="recurring-row"]')).toBeNull();
  });

  it('is collapsed by default and counts them', async () => {
    renderWithProviders(<RecurringList />);
    const toggle = await screen.findByRole('button', { name: /Recurring Transactions/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('recurring-count')).toHaveTextContent('2 recurring transactions set up');
    expect(screen.queryByRole('article', { name: 'Rent' })).not.toBeInTheDocument();
  });

  it('shows each row: signed amount, type, title, up to 3 tags, frequency, accounts, bi-monthly days, Next and Ends', async () => {
    const { rentRow, savingsRow } = await renderExpanded();
    expect(within(rentRow).getByTestId('recurring-amount')).toHaveTextContent('-$1,200.50');
    expect(within(rentRow).getByText('Expense')).toBeInTheDocument();
    expect(within(rentRow).getByText('Monthly')).toBeInTheDocument();
    expect(await within(rentRow).findByText('Housing')).toBeInTheDocument();
    expect(within(rentRow).getByText('Fixed')).toBeInTheDocument();
    expect(within(rentRow).queryByText('Extra')).not.toBeInTheDocument();
    expect(within(rentRow).getByText('+1 more')).toBeInTheDocument();
    expect(await within(rentRow).findByText('From: Checking')).toBeInTheDocument();
    expect(within(rentRow).getByText('Next: Dec 1, 2026')).toBeInTheDocument();
    expect(within(rentRow).getByText('Ends: Never')).toBeInTheDocument();

    expect(within(savingsRow).getByTestId('recurring-amount')).toHaveTextContent('$250.00');
    expect(within(savingsRow).getByText('Bi-monthly')).toBeInTheDocument();
    expect(within(savingsRow).getByText('Dates: 1st & 15th')).toBeInTheDocument();
    expect(within(savingsRow).getByText('To: Unknown Account')).toBeInTheDocument();
    expect(within(savingsRow).getByText('Ends: Dec 31, 2027')).toBeInTheDocument();
  });

  it('edits in Edit Recurring Transaction: title required, then PUT with the whole record and a toast', async () => {
    const { rentRow } = await renderExpanded();
    fireEvent.click(within(rentRow).getByRole('button', { name: 'Edit Rent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Recurring Transaction' });
    expect(within(dialog).getByLabelText(/Amount/)).toHaveValue('1,200.50');
    fireEvent.change(within(dialog).getByLabelText(/Description/), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Recurring Transaction' }));
    expect(await within(dialog).findByText('Description is required')).toBeInTheDocument();
    expect(calls('PUT')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Description/), { target: { value: 'Rent (new flat)' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Mark posted automatically on its date/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Recurring Transaction' }));
    await waitFor(() => expect(calls('PUT')).toHaveLength(1));
    const [url, init] = calls('PUT')[0] ?? [];
    expect(requestUrl(url as string)).toBe('/api/recurring-transactions/rent');
    expect(JSON.parse(bodyText(init))).toEqual({
      title: 'Rent (new flat)',
      amount: '1200.50',
      type: 'expense',
      category: 'Housing',
      transactionCategoryIds: ['a', 'b', 'c', 'd'],
      fromAccountId: 'checking',
      toAccountId: null,
      frequency: 'monthly',
      startDate: '2026-01-01',
      endDate: null,
      biMonthlyDates: [],
      isActive: true,
      autoPost: true,
      includeOlderOccurrences: false,
    });
    expect(await screen.findByText('Recurring transaction updated')).toBeInTheDocument();
  });

  it('offers "Also create occurrences older than a year" when the start date is more than a year back, and sends it', async () => {
    const older = /Also create occurrences older than a year/;
    const { rentRow } = await renderExpanded();
    fireEvent.click(within(rentRow).getByRole('button', { name: 'Edit Rent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Recurring Transaction' });
    fireEvent.change(within(dialog).getByLabelText('Start Date'), { target: { value: addMonths(localToday(), -6) } });
    expect(within(dialog).queryByRole('checkbox', { name: older })).not.toBeInTheDocument();
    const threeYearsBack = addMonths(localToday(), -36);
    fireEvent.change(within(dialog).getByLabelText('Start Date'), { target: { value: threeYearsBack } });
    const box = within(dialog).getByRole('checkbox', { name: older });
    expect(box).not.toBeChecked();
    fireEvent.click(box);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Recurring Transaction' }));
    await waitFor(() => expect(calls('PUT')).toHaveLength(1));
    expect(JSON.parse(bodyText(calls('PUT')[0]?.[1]))).toMatchObject({ startDate: threeYearsBack, includeOlderOccurrences: true });
  });

  it('offers bi-monthly days 1 to 28 with defaults 15 and 1 for missing dates', async () => {
    const { rentRow } = await renderExpanded();
    fireEvent.click(within(rentRow).getByRole('button', { name: 'Edit Rent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Recurring Transaction' });
    fireEvent.change(within(dialog).getByLabelText('Frequency'), { target: { value: 'bi-monthly' } });
    const first = within(dialog).getByLabelText<HTMLSelectElement>('First Date');
    const second = within(dialog).getByLabelText<HTMLSelectElement>('Second Date');
    expect(first).toHaveValue('15');
    expect(second).toHaveValue('1');
    expect(
      within(first)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(Array.from({ length: 28 }, (_, i) => String(i + 1)));
    fireEvent.change(second, { target: { value: '15' } });
    expect(await within(dialog).findByText('Bi-monthly dates must be unique (cannot have duplicate days)')).toBeInTheDocument();
  });

  it('says when an update fails', async () => {
    writeStatus = 500;
    const { rentRow } = await renderExpanded();
    fireEvent.click(within(rentRow).getByRole('button', { name: 'Edit Rent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Recurring Transaction' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Recurring Transaction' }));
    expect(await screen.findByText('Failed to update recurring transaction. Please try again.')).toBeInTheDocument();
  });

  it('deletes after confirmation', async () => {
    writeStatus = 204;
    const { savingsRow } = await renderExpanded();
    fireEvent.click(within(savingsRow).getByRole('button', { name: 'Delete Savings sweep' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete recurring transaction' });
    expect(dialog).toHaveTextContent('Its pending transactions are deleted too, and come back with it.');
    expect(dialog).toHaveTextContent('You can restore it from Recently Deleted');
    expect(dialog).not.toHaveTextContent('cannot be undone');
    expect(calls('DELETE')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls('DELETE').map(([input]) => requestUrl(input))).toEqual(['/api/recurring-transactions/save']));
    expect(await screen.findByText('Recurring transaction deleted')).toBeInTheDocument();
  });

  it('says when a delete fails', async () => {
    writeStatus = 500;
    const { savingsRow } = await renderExpanded();
    fireEvent.click(within(savingsRow).getByRole('button', { name: 'Delete Savings sweep' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete recurring transaction' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete recurring transaction. Please try again.')).toBeInTheDocument();
  });

  it("'Generate now' posts to /generate and toasts; a failure toasts SPEC 8's text", async () => {
    const { rentRow } = await renderExpanded();
    fireEvent.click(within(rentRow).getByRole('button', { name: 'More actions for Rent' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Generate now' }));
    await waitFor(() => expect(calls('POST').map(([input]) => requestUrl(input))).toEqual(['/api/recurring-transactions/rent/generate']));
    expect(await screen.findByText('Transactions generated')).toBeInTheDocument();

    notifications.clean();
    writeStatus = 500;
    fireEvent.click(within(rentRow).getByRole('button', { name: 'More actions for Rent' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Generate now' }));
    expect(await screen.findByText('Failed to generate recurring transactions. Please try again.')).toBeInTheDocument();
  });
});
