import { notifications } from '@mantine/notifications';
import { act, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { ManagerEmpty } from '../components/manager/ManagerLayout';
import { RowActions } from '../components/manager/ManagerItems';
import { useSetTransactionStatus } from '../features/money/transactions/mutations';
import { RecurringRow } from '../features/money/recurring/RecurringRow';
import { TransactionRow } from '../features/money/transactions/TransactionRow';
import type { Transaction } from '../features/money/transactions/types';
import { jsonResponse, renderWithProviders, requestUrl } from '../test/render';
import { testQueryClient } from '../test/query-clients';
import { asOfAtom, isReadOnlyError, READ_ONLY_MESSAGE } from './as-of';
import { apiFetch } from './fetch';
import { createMutationHooks } from './mutation-hooks';
import { appStore } from './store';

const PAST = '2026-11-21T14:03:00.000Z';
const fetchMock = vi.fn<typeof fetch>();
const things = createMutationHooks<{ id: string }, { name: string }>({
  path: '/api/things',
  touches: ['goals'],
  messages: { created: 'Thing created', deleted: 'Thing deleted', createFailed: 'Failed', updateFailed: 'Failed', deleteFailed: 'Failed' },
});

function wrapper({ children }: { children: ReactNode }) {
  return (
    <AppProviders queryClient={testQueryClient()} env="test">
      {children}
    </AppProviders>
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, { id: '1' })));
  vi.stubGlobal('fetch', fetchMock);
  notifications.clean();
  notifications.cleanQueue();
  appStore.set(asOfAtom, PAST);
});
afterEach(() => {
  vi.unstubAllGlobals();
  appStore.set(asOfAtom, null);
});

describe('writing while the past is viewed (issue 10)', () => {
  it('createMutationHooks refuses every write without calling the API, and says how to write again', async () => {
    const { result } = renderHook(() => ({ create: things.useCreate(), update: things.useUpdate(), remove: things.useDelete() }), {
      wrapper,
    });
    const refusals = await act(() =>
      Promise.all([
        result.current.create.mutateAsync({ name: 'Lamp' }).catch((error: unknown) => error),
        result.current.update.mutateAsync({ id: '1', body: { name: 'Lamp' } }).catch((error: unknown) => error),
        result.current.remove.mutateAsync('1').catch((error: unknown) => error),
      ]),
    );
    expect(refusals.every(isReadOnlyError)).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await screen.findByText(READ_ONLY_MESSAGE)).toBeInTheDocument();
  });

  it('the status switch refuses before its optimistic flip', async () => {
    const { result } = renderHook(() => useSetTransactionStatus(), { wrapper });
    const error = await act(() => result.current.mutateAsync({ id: 't1', posted: 'posted' }).catch((e: unknown) => e));
    expect(isReadOnlyError(error)).toBe(true);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toEqual([]);
  });

  it('apiFetch refuses any other write too, but still reads and signs out', async () => {
    await expect(apiFetch('/api/goals/1', { method: 'PUT', body: {} })).rejects.toThrow(READ_ONLY_MESSAGE);
    await apiFetch('/api/accounts');
    await apiFetch('/api/auth/logout', { method: 'POST' });
    expect(fetchMock.mock.calls.map(([input]) => requestUrl(input))).toEqual(['/api/accounts', '/api/auth/logout']);
  });

  it("the managers' add, edit and delete buttons are disabled, with the reason on hover", async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    renderWithProviders(
      <>
        <ManagerEmpty icon={null} title="No accounts yet" description="Add one" addLabel="Add Your First Account" onAdd={vi.fn()} />
        <RowActions item={{ id: 'a1' }} name="Checking" onEdit={onEdit} onDelete={vi.fn()} />
      </>,
    );
    for (const name of ['Add Your First Account', 'Edit Checking', 'Delete Checking'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
    await user.hover(screen.getByRole('button', { name: 'Edit Checking' }).parentElement!);
    expect(await screen.findByText(READ_ONLY_MESSAGE)).toBeInTheDocument();
    expect(onEdit).not.toHaveBeenCalled();
  });

  it("a ledger row's status switch does nothing (and says why), and its menu offers only History", async () => {
    const user = userEvent.setup();
    const onToggleStatus = vi.fn();
    const tx: Transaction = {
      id: 't1',
      title: 'Groceries',
      amount: '-12.00',
      type: 'expense',
      category: '',
      transactionCategoryIds: [],
      fromAccountId: null,
      toAccountId: null,
      posted: 'pending',
      date: '2026-11-03',
      notes: '',
      splits: [],
      recurringTransactionId: null,
      isRecurring: false,
      createdAt: '',
      updatedAt: '',
    };
    const handlers = { onEdit: vi.fn(), onDelete: vi.fn(), onHistory: vi.fn(), onToggleStatus };
    renderWithProviders(<TransactionRow transaction={tx} accountNames={new Map()} categories={new Map()} {...handlers} />);
    const toggle = screen.getByRole('switch', { name: 'Mark Groceries as posted' });
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    expect(toggle).toHaveAttribute('title', READ_ONLY_MESSAGE);
    await user.click(toggle);
    expect(onToggleStatus).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /actions/i }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['History']);
  });

  it("a recurring transaction's edit, delete and generate are disabled; its History is not", async () => {
    const user = userEvent.setup();
    const handlers = { onEdit: vi.fn(), onDelete: vi.fn(), onGenerate: vi.fn() };
    renderWithProviders(
      <RecurringRow
        record={{
          id: 'rent',
          title: 'Rent',
          amount: '-1200.50',
          type: 'expense',
          category: '',
          transactionCategoryIds: [],
          fromAccountId: null,
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
        }}
        accountNames={new Map()}
        categories={new Map()}
        {...handlers}
      />,
    );
    expect(screen.getByRole('button', { name: 'Edit Rent' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Rent' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'More actions for Rent' }));
    for (const name of ['Generate now', 'Edit Recurring Transaction', 'Delete Recurring Transaction']) {
      expect(await screen.findByRole('menuitem', { name })).toBeDisabled();
    }
    expect(screen.getByRole('menuitem', { name: 'History' })).toBeEnabled();
  });

  it('they are enabled again back at now', () => {
    appStore.set(asOfAtom, null);
    renderWithProviders(<RowActions item={{ id: 'a1' }} name="Checking" onEdit={vi.fn()} onDelete={vi.fn()} />);
    expect(within(document.body).getByRole('button', { name: 'Edit Checking' })).toBeEnabled();
  });
});
