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
    { kind: 'transaction', id: 't-1', name: HOSTILE, deletedAt: '2026-11-20T09:00:00.000Z', details: 'Expense · 12.00 · 2026-11-20' },
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
});
