import { defaultEndDate } from '@life/domain/recurring/rules';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyText, jsonResponse, renderWithProviders, requestUrl } from '../../../test/render';
import { localToday } from '../format';
import { recurringQueries } from '../recurring/queries';
import type { RecurringTransaction } from '../recurring/types';
import { ApiError } from '../../../api/fetch';
import { scheduleErrorMessage } from './mutations';
import { ScheduleForm } from './ScheduleForm';
import { formatTypedDate } from './typed-date';

const recurring = (id: string, title: string, endDate: string | null): RecurringTransaction => ({
  id,
  title,
  amount: '2500.00',
  type: 'income',
  category: '',
  transactionCategoryIds: [],
  fromAccountId: null,
  toAccountId: 'checking',
  frequency: 'bi-weekly',
  startDate: '2026-01-02',
  endDate,
  biMonthlyDates: [],
  nextOccurrence: null,
  isActive: true,
  autoPost: false,
  createdAt: '',
  updatedAt: '',
});

const recurringList = [recurring('pay', 'Paycheck', null), recurring('bonus', 'Bonus', '2027-06-30')];

let postResponse: () => Response;
const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = requestUrl(input);
  if (url === '/api/recurring-transactions') return Promise.resolve(jsonResponse(200, recurringList));
  if (url === '/api/schedules' && init.method === 'POST') return Promise.resolve(postResponse());
  return Promise.resolve(jsonResponse(200, []));
});

beforeEach(() => {
  fetchMock.mockClear();
  postResponse = () => jsonResponse(201, { id: 's1' });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  notifications.clean();
  notifications.cleanQueue();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderForm() {
  const onDone = vi.fn();
  const { queryClient } = renderWithProviders(<ScheduleForm onDone={onDone} />);
  return { onDone, queryClient };
}

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
/** Types into a date field and leaves it (the calendar popup closes, as when the user moves on). */
const typeInto = (label: RegExp, value: string) => {
  fireEvent.change(field(label), { target: { value } });
  fireEvent.blur(field(label));
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Schedule' }));
const fetchedRecurring = () => fetchMock.mock.calls.some(([input]) => requestUrl(input) === '/api/recurring-transactions');
const posts = () => fetchMock.mock.calls.filter(([input, init]) => requestUrl(input) === '/api/schedules' && init?.method === 'POST');

describe('ScheduleForm (SPEC 2, 5)', () => {
  it('starts monthly, from today, ending 31 December of next year', () => {
    renderForm();
    expect(screen.getByLabelText('Frequency')).toHaveValue('monthly');
    expect(field(/Start Date/)).toHaveValue(formatTypedDate(localToday()));
    expect(field(/End Date/)).toHaveValue(formatTypedDate(defaultEndDate(localToday())));
    expect(field(/End Date/).value).toMatch(/^12\/31\/\d{4}$/);
  });

  it("shows SPEC 5's messages: name, start, end, and end after start", async () => {
    renderForm();
    typeInto(/Start Date/, '');
    typeInto(/End Date/, '');
    submit();
    expect(await screen.findByText('Schedule name is required')).toBeInTheDocument();
    expect(screen.getByText('Start date is required')).toBeInTheDocument();
    expect(screen.getByText('End date is required')).toBeInTheDocument();

    typeInto(/Start Date/, '03/15/2030');
    typeInto(/End Date/, '3-1-2030');
    expect(await screen.findByText('End date must be after start date')).toBeInTheDocument();
    typeInto(/End Date/, '2030-04-14');
    await waitFor(() => expect(screen.queryByText('End date must be after start date')).not.toBeInTheDocument());
    expect(posts()).toHaveLength(0);
  });

  it('ignores typed years outside 1901 to 2099 (the last good date stays)', async () => {
    renderForm();
    typeInto(/Schedule Name/, 'Pay');
    typeInto(/Start Date/, '1/2/2030');
    typeInto(/Start Date/, '1/2/2100');
    typeInto(/End Date/, '12/31/2030');
    typeInto(/End Date/, '12/31/1900');
    submit();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(bodyText(posts()[0]?.[1]))).toMatchObject({ startDate: '2030-01-02', endDate: '2030-12-31' });
  });

  it('creates it: POST /api/schedules without a recurring transaction for a plain frequency, then closes', async () => {
    const { onDone } = renderForm();
    typeInto(/Schedule Name/, '  Monthly budget ');
    fireEvent.change(screen.getByLabelText('Frequency'), { target: { value: 'bi-weekly' } });
    typeInto(/Start Date/, '01/01/2030');
    typeInto(/End Date/, '06/30/2030');
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(JSON.parse(bodyText(posts()[0]?.[1]))).toEqual({
      name: 'Monthly budget',
      frequency: 'bi-weekly',
      startDate: '2030-01-01',
      endDate: '2030-06-30',
      recurringTransactionId: null,
      isActive: true,
    });
    expect(await screen.findByText('Schedule created')).toBeInTheDocument();
    expect(fetchedRecurring()).toBe(false);
  });

  it("toasts the server's message when the create fails", async () => {
    postResponse = () => jsonResponse(409, { error: 'Schedule already exists' });
    renderForm();
    typeInto(/Schedule Name/, 'Pay');
    submit();
    // The toast (title 'Error') and the form's own alert both say it.
    await waitFor(() =>
      expect(screen.getAllByRole('alert').filter((alert) => alert.textContent === 'ErrorSchedule already exists')).toHaveLength(1),
    );
  });

  it("falls back to SPEC 8's text when a failure has no message", () => {
    expect(scheduleErrorMessage(new ApiError('', 500, null), 'Failed to create schedule')).toBe('Failed to create schedule');
    expect(scheduleErrorMessage(new ApiError('500: Internal error', 500, null), 'Failed to update schedule')).toBe('500: Internal error');
    expect(scheduleErrorMessage('boom', 'Failed to update schedule')).toBe('Failed to update schedule');
    expect(scheduleErrorMessage(new TypeError('Failed to fetch'), 'Failed to create schedule')).toBe('Failed to fetch');
  });

  it('fetches recurring transactions only for use-recurring-transaction; picking one sets the end date; leaving clears it', async () => {
    renderForm();
    typeInto(/Schedule Name/, 'Pay periods');
    expect(screen.queryByLabelText(/Recurring Transaction/)).not.toBeInTheDocument();
    expect(fetchedRecurring()).toBe(false);

    fireEvent.change(screen.getByLabelText('Frequency'), { target: { value: 'use-recurring-transaction' } });
    const select = await screen.findByLabelText<HTMLSelectElement>(/Recurring Transaction/);
    await within(select).findByRole('option', { name: 'Paycheck (Bi-weekly)' });
    expect(fetchedRecurring()).toBe(true);

    submit();
    expect(await screen.findByText('Please select a recurring transaction')).toBeInTheDocument();

    typeInto(/End Date/, '05/05/2030');
    fireEvent.change(select, { target: { value: 'bonus' } });
    await waitFor(() => expect(field(/End Date/)).toHaveValue('06/30/2027'));
    // Without an end date of its own, the default end applies.
    fireEvent.change(select, { target: { value: 'pay' } });
    await waitFor(() => expect(field(/End Date/)).toHaveValue(formatTypedDate(defaultEndDate(localToday()))));
    expect(screen.getByText(/Periods follow its bi-weekly dates from Jan 2, 2026/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Frequency'), { target: { value: 'monthly' } });
    fireEvent.change(screen.getByLabelText('Frequency'), { target: { value: 'use-recurring-transaction' } });
    expect(await screen.findByLabelText<HTMLSelectElement>(/Recurring Transaction/)).toHaveValue('');
  });

  it('sends the chosen recurring transaction, and refuses one no longer in the loaded list', async () => {
    const { queryClient } = renderForm();
    typeInto(/Schedule Name/, 'Pay periods');
    fireEvent.change(screen.getByLabelText('Frequency'), { target: { value: 'use-recurring-transaction' } });
    const select = await screen.findByLabelText<HTMLSelectElement>(/Recurring Transaction/);
    await within(select).findByRole('option', { name: 'Paycheck (Bi-weekly)' });
    fireEvent.change(select, { target: { value: 'pay' } });

    // It disappears from the list (deleted elsewhere) before the submit.
    queryClient.setQueryData(recurringQueries.list().queryKey, [recurringList[1] as RecurringTransaction]);
    submit();
    expect(await screen.findByText('Selected recurring transaction not found. Please try selecting again.')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    fireEvent.change(select, { target: { value: 'bonus' } });
    submit();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(bodyText(posts()[0]?.[1]))).toMatchObject({
      frequency: 'use-recurring-transaction',
      recurringTransactionId: 'bonus',
      endDate: '2027-06-30',
    });
  });
});
