import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, requestUrl } from '../../../test/render';
import { MoneySettings } from '../settings/MoneySettings';
import { ScheduleManager } from './ScheduleManager';
import type { AccountBalance, Schedule } from './types';

const schedule = (id: string, name: string, startDate: string, endDate: string): Schedule => ({
  id,
  name,
  frequency: 'monthly',
  startDate,
  endDate,
  recurringTransactionId: null,
  isActive: true,
  createdAt: '',
  updatedAt: '',
});

const balance = (accountId: string, values: [string, string, string, string]): AccountBalance => ({
  accountId,
  accountName: accountId,
  accountType: 'checking',
  startBalancePosted: values[0],
  startBalanceAll: values[1],
  endBalancePosted: values[2],
  endBalanceAll: values[3],
});

let schedules: Schedule[];
const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = requestUrl(input);
  if (url === '/api/schedules') return Promise.resolve(jsonResponse(200, schedules));
  if (init.method === 'DELETE') return Promise.resolve(new Response(null, { status: 204 }));
  if (url === '/api/account-balances/2026-01-01/2026-12-31') {
    return Promise.resolve(
      jsonResponse(200, [
        balance('main', ['100.10', '90.30', '200.00', '250.00']),
        balance('card', ['-50.00', '-50.00', '-20.05', '-40.05']),
      ]),
    );
  }
  if (url === '/api/account-balances/2027-01-01/2027-06-30') return Promise.resolve(jsonResponse(200, []));
  if (url.startsWith('/api/account-balances/')) return Promise.resolve(jsonResponse(500, { error: 'Internal error' }));
  return Promise.resolve(jsonResponse(200, []));
});

const setLargeScreen = (large: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: large,
        media: query,
        onchange: null,
        addListener: vi.fn(),
        removeListener: vi.fn(),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        dispatchEvent: vi.fn(),
      }) as MediaQueryList,
  );

beforeEach(() => {
  schedules = [
    schedule('s1', 'Budget year', '2026-01-01', '2026-12-31'),
    schedule('s2', 'Half year', '2027-01-01', '2027-06-30'),
    schedule('s3', 'Broken', '2028-01-01', '2028-12-31'),
  ];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  setLargeScreen(false);
  notifications.clean();
  notifications.cleanQueue();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ScheduleManager (SPEC 2)', () => {
  it('is opened from the money Settings as Manage Schedules', async () => {
    renderWithProviders(<MoneySettings />);
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create / Manage Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Schedules' });
    // The manager is loaded lazily when the dialog opens.
    expect(await within(dialog).findByText('Create and edit your recurring schedules', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create Schedule' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('article', { name: 'Budget year' })).toBeInTheDocument();
  });

  it('loads, then offers to create the first schedule when there is none', async () => {
    schedules = [];
    renderWithProviders(<ScheduleManager />);
    expect(screen.getByText('Loading schedules...')).toBeInTheDocument();
    expect(await screen.findByText('No schedules found')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create your first schedule' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Set up recurring time periods for budgeting and planning')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create Schedule' })).toBeInTheDocument();
  });

  it('shows Posted, Pending (total minus posted) and Total at the start and end dates, summed over accounts', async () => {
    renderWithProviders(<ScheduleManager />);
    const card = await screen.findByRole('article', { name: 'Budget year' });
    const start = await within(card).findByRole('group', { name: 'Start balances' });
    expect(start).toHaveTextContent('Start · Jan 1, 2026');
    expect(start).toHaveTextContent('Posted: $50.10');
    expect(start).toHaveTextContent('Pending: -$9.80');
    expect(start).toHaveTextContent('Total: $40.30');
    const end = within(card).getByRole('group', { name: 'End balances' });
    expect(end).toHaveTextContent('End · Dec 31, 2026');
    expect(end).toHaveTextContent('Posted: $179.95');
    expect(end).toHaveTextContent('Pending: $30.00');
    expect(end).toHaveTextContent('Total: $209.95');
  });

  it("says when a card's balances are missing or failed", async () => {
    renderWithProviders(<ScheduleManager />);
    const empty = await screen.findByRole('article', { name: 'Half year' });
    expect(await within(empty).findByText('No balances available for the selected date range')).toBeInTheDocument();
    const broken = screen.getByRole('article', { name: 'Broken' });
    expect(await within(broken).findByText('Error loading balance data. Please try again.')).toBeInTheDocument();
  });

  it('lays the cards out two columns wide on large screens, as a compact list on small ones', async () => {
    const { unmount } = renderWithProviders(<ScheduleManager />);
    expect(await screen.findByTestId('schedule-list')).toBeInTheDocument();
    unmount();
    setLargeScreen(true);
    renderWithProviders(<ScheduleManager />);
    expect(await screen.findByTestId('schedule-grid')).toBeInTheDocument();
  });

  it('deletes after a confirmation that warns about its periods', async () => {
    renderWithProviders(<ScheduleManager />);
    const card = await screen.findByRole('article', { name: 'Half year' });
    fireEvent.click(within(card).getByRole('button', { name: 'Delete Half year' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete schedule' });
    expect(dialog).toHaveTextContent('All associated schedule periods will be removed too.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([input]) => requestUrl(input))).toEqual([
        '/api/schedules/s2',
      ]),
    );
    expect(await screen.findByText('Schedule deleted')).toBeInTheDocument();
  });

  it('edits a schedule in the Edit Schedule dialog, pre-filled', async () => {
    renderWithProviders(<ScheduleManager />);
    const card = await screen.findByRole('article', { name: 'Budget year' });
    fireEvent.click(within(card).getByRole('button', { name: 'Edit Budget year' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit Schedule')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Schedule Name/)).toHaveValue('Budget year');
    expect(within(dialog).getByLabelText(/Start Date/)).toHaveValue('01/01/2026');
    expect(within(dialog).getByRole('button', { name: 'Update Schedule' })).toBeInTheDocument();
  });
});
