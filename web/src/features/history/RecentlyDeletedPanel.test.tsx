import type { DeletedRecordJson } from '@life/domain/history/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asOfAtom } from '../../api/as-of';
import { appStore } from '../../api/store';
import { bodyText, jsonResponse, renderWithProviders, requestUrl } from '../../test/render';
import { RecentlyDeletedPanel } from './RecentlyDeletedPanel';

const HOSTILE = '<img src=x onerror=alert(1)>';
let deleted: DeletedRecordJson[] = [];
const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = requestUrl(input);
  if (init.method === 'POST') {
    deleted = deleted.filter((record) => !url.includes(record.id));
    return Promise.resolve(jsonResponse(200, { kind: 'goal', id: 'g-1' }));
  }
  if (url === '/api/history/deleted') return Promise.resolve(jsonResponse(200, deleted));
  return Promise.resolve(jsonResponse(200, []));
});

beforeEach(() => {
  deleted = [
    { kind: 'goal', id: 'g-1', name: 'Read 12 books', deletedAt: '2026-11-21T14:03:00.000Z', details: '30% · active' },
    { kind: 'transaction', id: 't-1', name: HOSTILE, deletedAt: '2026-11-20T09:00:00.000Z', details: 'Expense · $12.00 · 2026-11-20' },
  ];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  appStore.set(asOfAtom, null);
});

describe('RecentlyDeletedPanel (issue 10)', () => {
  it('lists deleted records with their last values; Restore asks first, then restores without a position', async () => {
    renderWithProviders(<RecentlyDeletedPanel />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Read 12 books')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/30% · active · deleted/)).toBeInTheDocument();
    // Text as data: the hostile name shows literally.
    expect(within(rows[1]!).getByText(HOSTILE)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Restore Read 12 books' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore deleted record' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryAllByRole('listitem')).toHaveLength(1));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(requestUrl(post[0])).toBe('/api/history/goal/g-1/restore');
    expect(bodyText(post[1])).toBe('{}');
  });

  it('lists what went with a deleted account under it, and restores them with it in one action (issue 26)', async () => {
    const taken = (n: number): DeletedRecordJson => ({
      kind: 'transaction',
      id: `t-${n}`,
      name: `Coffee ${n}`,
      deletedAt: '2026-11-22T10:00:00.000Z',
      details: 'Expense · $4.50 · 2026-11-20',
    });
    deleted = [
      {
        kind: 'account',
        id: 'a-1',
        name: 'Checking',
        deletedAt: '2026-11-22T10:00:00.000Z',
        details: 'checking',
        deletedWith: { kind: 'transaction', count: 12, records: [taken(1), taken(2)] },
      },
    ];
    renderWithProviders(<RecentlyDeletedPanel />);
    expect(await screen.findByText('with 12 transactions')).toBeInTheDocument();
    const group = screen.getByRole('list', { name: 'Deleted with 12 transactions' });
    expect(
      within(group)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Coffee 1 · Expense · $4.50 · Nov 20, 2026', 'Coffee 2 · Expense · $4.50 · Nov 20, 2026']);
    expect(within(group).getByText('and 10 more')).toBeInTheDocument();
    // Only the account has a Restore: its transactions come back with it.
    expect(screen.getAllByRole('button', { name: /^Restore / })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Restore Checking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore deleted record' });
    expect(within(dialog).getByText('Restore "Checking" and its 12 transactions as they were when deleted?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.getByText('Nothing deleted recently.')).toBeInTheDocument());
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url]) => requestUrl(url))).toEqual(['/api/history/account/a-1/restore']);
  });

  it('lists the occurrences a deleted recurring transaction took under it, and restores them with it in one action (issue 26)', async () => {
    const occurrence = (day: string): DeletedRecordJson => ({
      kind: 'transaction',
      id: `o-${day}`,
      name: 'Rent',
      deletedAt: '2026-11-22T10:00:00.000Z',
      details: `Expense · $1,200.50 · ${day}`,
    });
    deleted = [
      {
        kind: 'recurring-transaction',
        id: 'r-1',
        name: 'Rent',
        deletedAt: '2026-11-22T10:00:00.000Z',
        details: 'Recurring · Monthly · $1,200.50 · 2026-09-18',
        deletedWith: {
          kind: 'transaction',
          count: 3,
          records: [occurrence('2026-12-18'), occurrence('2026-11-18'), occurrence('2026-10-18')],
        },
      },
      { kind: 'goal', id: 'g-1', name: 'Read 12 books', deletedAt: '2026-11-21T14:03:00.000Z', details: '30% · active' },
    ];
    renderWithProviders(<RecentlyDeletedPanel />);
    const records = await screen.findByRole('list', { name: 'Deleted records' });
    const rule = within(records).getAllByRole('listitem')[0]!;
    expect(within(rule).getByText('Recurring')).toBeInTheDocument();
    expect(within(rule).getByText('with 3 occurrences')).toBeInTheDocument();
    const group = within(rule).getByRole('list', { name: 'Deleted with 3 occurrences' });
    expect(
      within(group)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'Rent · Expense · $1,200.50 · Dec 18, 2026',
      'Rent · Expense · $1,200.50 · Nov 18, 2026',
      'Rent · Expense · $1,200.50 · Oct 18, 2026',
    ]);
    expect(within(group).queryByText(/more$/)).not.toBeInTheDocument();
    // The occurrences have no Restore of their own: the rule's and the goal's only.
    expect(screen.getAllByRole('button', { name: /^Restore / })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Restore Rent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore deleted record' });
    expect(within(dialog).getByText('Restore "Rent" and its 3 occurrences as they were when deleted?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByText('with 3 occurrences')).not.toBeInTheDocument());
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url]) => requestUrl(url))).toEqual(['/api/history/recurring-transaction/r-1/restore']);
  });

  it('while the past is viewed, Restore is disabled', async () => {
    appStore.set(asOfAtom, '2026-11-21T14:03:00.000Z');
    renderWithProviders(<RecentlyDeletedPanel />);
    expect(await screen.findByRole('button', { name: 'Restore Read 12 books' })).toBeDisabled();
  });

  it('says so when nothing was deleted', async () => {
    deleted = [];
    renderWithProviders(<RecentlyDeletedPanel />);
    expect(await screen.findByText('Nothing deleted recently.')).toBeInTheDocument();
  });

  it('lists a deleted body-weight entry (issue 27) and restores it through its kind', async () => {
    deleted = [
      { kind: 'body-weight', id: 'bw-1', name: '80.5 kg', deletedAt: '2026-11-21T14:03:00.000Z', details: 'Body weight · 2026-11-20' },
    ];
    renderWithProviders(<RecentlyDeletedPanel />);
    const [row] = await screen.findAllByRole('listitem');
    expect(within(row!).getByText('Body weight')).toBeInTheDocument();
    expect(within(row!).getByText('80.5 kg')).toBeInTheDocument();
    fireEvent.click(within(row!).getByRole('button', { name: 'Restore 80.5 kg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore deleted record' });
    expect(within(dialog).getByText('Restore "80.5 kg" as it was when deleted?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.getByText('Nothing deleted recently.')).toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(requestUrl(post[0])).toBe('/api/history/body-weight/bw-1/restore');
  });

  it('lists a deleted categorisation rule (issue 23) and restores it through its kind', async () => {
    deleted = [
      { kind: 'rule', id: 'r-1', name: 'Groceries', deletedAt: '2026-11-21T14:03:00.000Z', details: 'Rule · Contains "whole foods"' },
    ];
    renderWithProviders(<RecentlyDeletedPanel />);
    const [row] = await screen.findAllByRole('listitem');
    expect(within(row!).getByText('Rule')).toBeInTheDocument();
    fireEvent.click(within(row!).getByRole('button', { name: 'Restore Groceries' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore deleted record' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.getByText('Nothing deleted recently.')).toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(requestUrl(post[0])).toBe('/api/history/rule/r-1/restore');
  });
});
