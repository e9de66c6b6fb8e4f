import { addDays } from '@life/domain/shared/dates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, requestUrl } from '../../../test/render';
import { localToday } from '../format';
import SchedulesPage from './SchedulesPage';
import { ACCOUNT_DISPLAY_STORAGE_KEY } from './account-display';
import type { AccountBalance, Schedule, ScheduleBalances, SchedulePeriod } from './types';
import { account } from '../testing/fixtures';

const today = localToday();

const schedule = (id: string, name: string): Schedule => ({
  id,
  name,
  frequency: 'monthly',
  startDate: addDays(today, -60),
  endDate: addDays(today, 59),
  recurringTransactionId: null,
  isActive: true,
  createdAt: '',
  updatedAt: '',
});

const period = (periodNumber: number, start: number, end: number): SchedulePeriod => ({
  scheduleId: 'pay',
  scheduleName: 'Pay periods',
  periodNumber,
  daysInPeriod: end - start + 1,
  startDate: addDays(today, start),
  endDate: addDays(today, end),
  createdAt: '',
});

// Two past periods, the current one, one future one.
const periods = [period(1, -60, -31), period(2, -30, -1), period(3, 0, 29), period(4, 30, 59)];

const balance = (accountId: string, accountName: string, accountType: AccountBalance['accountType'], cents: string[]): AccountBalance => ({
  accountId,
  accountName,
  accountType,
  startBalancePosted: cents[0] ?? '0.00',
  startBalanceAll: cents[1] ?? '0.00',
  endBalancePosted: cents[2] ?? '0.00',
  endBalanceAll: cents[3] ?? '0.00',
});

const someBalances: AccountBalance[] = [
  balance('visa', 'Visa', 'credit_card', ['-100.00', '-150.25', '-200.00', '-210.00']),
  balance('main', 'Main', 'checking', ['1000.10', '1000.30', '1500.00', '1400.00']),
  balance('bills', 'Bills', 'checking', ['50.00', '50.00', '60.00', '60.00']),
  balance('sav', 'Rainy day', 'savings', ['5000.00', '5000.00', '5000.00', '5000.00']),
];

let schedules: Schedule[];
let periodList: SchedulePeriod[];
let periodBalances: AccountBalance[];
const api = (input: RequestInfo | URL) => {
  const url = new URL(requestUrl(input), 'http://localhost');
  if (url.pathname === '/api/schedules') return Promise.resolve(jsonResponse(200, schedules));
  if (url.pathname === '/api/schedule-periods') {
    return Promise.resolve(jsonResponse(200, url.searchParams.get('scheduleId') === 'pay' ? periodList : []));
  }
  const balancesMatch = /^\/api\/schedules\/([^/]+)\/balances$/.exec(url.pathname);
  if (balancesMatch) {
    const body: ScheduleBalances = {
      scheduleId: balancesMatch[1] ?? '',
      periods: periodList.map((p) => ({ ...p, balances: periodBalances })),
    };
    return Promise.resolve(jsonResponse(200, body));
  }
  if (url.pathname === '/api/accounts') {
    return Promise.resolve(
      jsonResponse(200, [
        account({ id: 'main', accountName: 'Main' }),
        account({ id: 'bills', accountName: 'Bills' }),
        account({ id: 'visa', accountName: 'Visa', accountType: 'credit_card' }),
        account({ id: 'sav', accountName: 'Rainy day', accountType: 'savings' }),
      ]),
    );
  }
  return Promise.resolve(jsonResponse(200, []));
};
const fetchMock = vi.fn(api);

beforeEach(() => {
  schedules = [schedule('pay', 'Pay periods'), schedule('other', 'Quarterly plan')];
  periodList = periods;
  periodBalances = someBalances;
  fetchMock.mockReset();
  fetchMock.mockImplementation(api);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const periodCard = (n: number) => screen.queryByRole('article', { name: `Period ${n}` });
const rowTexts = (card: HTMLElement) =>
  within(card)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('SchedulesPage (SPEC 2)', () => {
  it('shows its title and subtitle, loads, and auto-selects the first schedule', async () => {
    renderWithProviders(<SchedulesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Schedules' })).toBeInTheDocument();
    expect(screen.getByText('Manage recurring transactions and automated schedules')).toBeInTheDocument();
    expect(screen.getByText('Loading schedules...')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Schedule')).toHaveValue('pay'));
    expect(screen.getByRole('button', { name: 'Add Transaction' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Schedule' })).toBeInTheDocument();
  });

  it('groups periods: Past and Future hidden until shown, Current shown and expanded', async () => {
    renderWithProviders(<SchedulesPage />);
    const current = await screen.findByRole('article', { name: 'Period 3' });
    expect(within(current).getByText('Period 3 • 30 days')).toBeInTheDocument();
    expect(within(current).getByRole('button', { expanded: true })).toBeInTheDocument();
    expect(periodCard(1)).not.toBeInTheDocument();
    expect(periodCard(4)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Show past periods' }));
    expect(periodCard(1)).toBeInTheDocument();
    expect(periodCard(2)).toBeInTheDocument();
    // Other periods start collapsed; a click expands one.
    const past = periodCard(2) as HTMLElement;
    expect(within(past).queryByRole('table')).not.toBeInTheDocument();
    fireEvent.click(within(past).getByRole('button', { expanded: false }));
    expect(await within(past).findByRole('table')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hide past periods' }));
    expect(periodCard(1)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Show future periods' }));
    expect(periodCard(4)).toBeInTheDocument();
  });

  it("shows the expanded period's balances grouped by type with counts, Pending as all minus posted", async () => {
    renderWithProviders(<SchedulesPage />);
    const current = await screen.findByRole('article', { name: 'Period 3' });
    const table = await within(current).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Account',
      'Start Pending',
      'Start Balance',
      'Start Balance All',
      'End Pending',
      'End Balance',
      'End Balance All',
      'Checking (2)',
      'Savings (1)',
      'Credit Card (1)',
    ]);
    expect(rowTexts(table).slice(1)).toEqual([
      'Checking (2)',
      'Bills$0.00$50.00$50.00$0.00$60.00$60.00',
      'Main$0.20$1,000.10$1,000.30-$100.00$1,500.00$1,400.00',
      'Savings (1)',
      'Rainy day$0.00$5,000.00$5,000.00$0.00$5,000.00$5,000.00',
      'Credit Card (1)',
      'Visa-$50.25-$100.00-$150.25-$10.00-$200.00-$210.00',
    ]);
  });

  it('leaves out hidden accounts and follows the stored order (local storage)', async () => {
    window.localStorage.setItem(ACCOUNT_DISPLAY_STORAGE_KEY, JSON.stringify({ hidden: ['sav'], order: ['main', 'bills'] }));
    renderWithProviders(<SchedulesPage />);
    const current = await screen.findByRole('article', { name: 'Period 3' });
    const table = await within(current).findByRole('table');
    expect(rowTexts(table).map((text) => text?.replace(/\$.*/, ''))).toEqual([
      'AccountStart PendingStart BalanceStart Balance AllEnd PendingEnd BalanceEnd Balance All',
      'Checking (2)',
      'Main',
      'Bills',
      'Credit Card (1)',
      'Visa-',
    ]);
  });

  it("Settings' Select Accounts hides an account and reorders them, and keeps that in local storage", async () => {
    renderWithProviders(<SchedulesPage />);
    const current = await screen.findByRole('article', { name: 'Period 3' });
    await within(current).findByRole('table');

    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Select Accounts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account Display Settings' });
    const rainyDay = await within(dialog).findByRole('checkbox', { name: /Rainy day/ });
    expect(rainyDay).toBeChecked();
    fireEvent.click(rainyDay);
    expect(within(dialog).getByRole('checkbox', { name: /Rainy day/ })).not.toBeChecked();
    // Bills sorts before Main by name; moving it down swaps them. Main cannot move down into savings.
    expect(within(dialog).getByRole('button', { name: 'Move Main down' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move Bills down' }));

    const stored = JSON.parse(window.localStorage.getItem(ACCOUNT_DISPLAY_STORAGE_KEY) ?? '{}') as { hidden: string[]; order: string[] };
    expect(stored.hidden).toEqual(['sav']);
    expect(stored.order.slice(0, 2)).toEqual(['main', 'bills']);
    const table = within(current).getByRole('table');
    await waitFor(() => expect(within(table).queryByText('Rainy day')).not.toBeInTheDocument());
    const names = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
      .filter((text) => text === 'Main' || text === 'Bills');
    expect(names).toEqual(['Main', 'Bills']);
  });

  it('says when there are no accounts to choose', async () => {
    fetchMock.mockImplementation((input: RequestInfo | URL) =>
      Promise.resolve(jsonResponse(200, requestUrl(input) === '/api/schedules' ? schedules : [])),
    );
    renderWithProviders(<SchedulesPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Select Accounts' }));
    expect(await screen.findByText('No accounts available')).toBeInTheDocument();
  });

  it('switches schedule from the dropdown; a schedule without periods says so', async () => {
    renderWithProviders(<SchedulesPage />);
    await screen.findByRole('article', { name: 'Period 3' });
    fireEvent.change(screen.getByLabelText('Schedule'), { target: { value: 'other' } });
    expect(await screen.findByText('No periods found')).toBeInTheDocument();
    expect(screen.getByText("This schedule doesn't have any periods yet")).toBeInTheDocument();
  });

  it('shows the empty state without schedules, and the create dialog with its subtitle', async () => {
    schedules = [];
    renderWithProviders(<SchedulesPage />);
    expect(await screen.findByText('No schedules yet')).toBeInTheDocument();
    expect(screen.getByText('Create your first schedule to start tracking periods')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Create Schedule' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Set up recurring time periods for budgeting and planning')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Schedule Name/)).toBeInTheDocument();
  });

  it('says when an expanded period has no balances', async () => {
    periodList = [period(1, -5, 5)];
    periodBalances = [];
    renderWithProviders(<SchedulesPage />);
    expect(await screen.findByText('No balance data available for this period')).toBeInTheDocument();
  });
});
