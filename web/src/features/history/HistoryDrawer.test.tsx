import type { RecordHistoryJson } from '@life/domain/history/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyText, jsonResponse, renderWithProviders, requestUrl } from '../../test/render';
import { changeText, historyTime, whoText } from './format';
import { HistoryButton } from './HistoryAction';

const HOSTILE = '<img src=x onerror=alert(1)>';
const at = '2026-11-21T14:03:00.000Z';

const history: RecordHistoryJson = {
  kind: 'transaction',
  id: 'tx-1',
  entries: [
    {
      position: '1',
      at,
      actor: { via: 'web' },
      you: true,
      requestId: 'r1',
      type: 'TransactionRecorded',
      label: 'Created',
      restorable: true,
      changes: [
        { field: 'title', label: 'Description', before: null, after: HOSTILE },
        { field: 'amount', label: 'Amount', before: null, after: '12.00' },
        { field: 'fromAccountId', label: 'From account', before: null, after: 'acc-1', ref: 'account' },
      ],
    },
    {
      position: '2',
      at,
      actor: { via: 'token', tokenId: 't1', tokenName: 'Import script' },
      you: true,
      requestId: 'r2',
      type: 'TransactionUpdated',
      label: 'Amount changed',
      changes: [{ field: 'amount', label: 'Amount', before: '12.00', after: '15.00' }],
    },
  ],
};

const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = requestUrl(input);
  if (init.method === 'POST') return Promise.resolve(jsonResponse(200, { id: 'tx-1' }));
  if (url.startsWith('/api/history/')) return Promise.resolve(jsonResponse(200, history));
  if (url === '/api/accounts') return Promise.resolve(jsonResponse(200, [{ id: 'acc-1', accountName: 'Checking' }]));
  return Promise.resolve(jsonResponse(200, []));
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HistoryDrawer', () => {
  it('fetches nothing until opened, then shows the timeline with names, who and when; hostile text stays text', async () => {
    renderWithProviders(<HistoryButton kind="transaction" id="tx-1" name="Groceries" />);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'History of Groceries' }));
    const drawer = await screen.findByRole('dialog', { name: 'History of Groceries' });
    expect(await within(drawer).findByText('Amount 12.00 → 15.00')).toBeInTheDocument();
    expect(requestUrl(fetchMock.mock.calls[0]![0])).toBe('/api/history/transaction/tx-1');
    expect(within(drawer).getByText(`Description ${HOSTILE}`)).toBeInTheDocument();
    expect(drawer.querySelector('img')).toBeNull();
    expect(await within(drawer).findByText('From account Checking')).toBeInTheDocument();
    expect(within(drawer).getByText(`you, API token “Import script”, ${historyTime(at)}`)).toBeInTheDocument();
    expect(
      within(drawer)
        .getAllByTestId('history-entry')
        .map((entry) => entry.querySelector('.mantine-Timeline-itemTitle')?.textContent),
    ).toEqual(['Created', 'Amount changed']);
  });
});

describe('Restore this version', () => {
  it('asks first, then posts the entry position; the current entry offers none', async () => {
    renderWithProviders(<HistoryButton kind="transaction" id="tx-1" name="Groceries" />);
    fireEvent.click(screen.getByRole('button', { name: 'History of Groceries' }));
    const drawer = await screen.findByRole('dialog', { name: 'History of Groceries' });
    const restores = await within(drawer).findAllByRole('button', { name: 'Restore this version' });
    expect(restores).toHaveLength(1);
    fireEvent.click(restores[0]!);
    const confirm = await screen.findByRole('dialog', { name: 'Restore this version?' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [input, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(requestUrl(input)).toBe('/api/history/transaction/tx-1/restore');
    expect(JSON.parse(bodyText(init))).toEqual({ position: '1' });
    expect(await screen.findByText('Version restored')).toBeInTheDocument();
  });

  it('a goal (or workout, meal) restores through its own kind', async () => {
    renderWithProviders(<HistoryButton kind="goal" id="g-1" name="Read" />);
    fireEvent.click(screen.getByRole('button', { name: 'History of Read' }));
    const drawer = await screen.findByRole('dialog', { name: 'History of Read' });
    fireEvent.click((await within(drawer).findAllByRole('button', { name: 'Restore this version' }))[0]!);
    const confirm = await screen.findByRole('dialog', { name: 'Restore this version?' });
    expect(confirm).toHaveTextContent('The goal goes back');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [input] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(requestUrl(input)).toBe('/api/history/goal/g-1/restore');
  });
});

describe('history texts', () => {
  const names = { account: new Map([['a1', 'Checking']]), category: new Map([['c1', 'Food']]), recurring: new Map<string, string>() };

  it('reads a change: first value, before → after, emptied, named ids', () => {
    expect(changeText({ field: 'amount', label: 'Amount', before: '12.00', after: '15.00' }, names)).toBe('Amount 12.00 → 15.00');
    expect(changeText({ field: 'amount', label: 'Amount', before: null, after: '12.00' }, names)).toBe('Amount 12.00');
    // Issue 26: money with its sign, days and instants as people read them (never raw ISO text).
    expect(changeText({ field: 'amount', label: 'Amount', before: '12.00', after: '15.00', format: 'money' }, names)).toBe(
      'Amount $12.00 → $15.00',
    );
    expect(changeText({ field: 'date', label: 'Date', before: '2026-11-20', after: '2026-11-21' }, names)).toBe(
      'Date Nov 20, 2026 → Nov 21, 2026',
    );
    expect(changeText({ field: 'startedAt', label: 'Started at', before: null, after: '2026-11-26T20:17:42.840Z' }, names)).toMatch(
      /^Started at Nov 2[67], 2026, \d{1,2}:17 (AM|PM)$/,
    );
    expect(changeText({ field: 'description', label: 'Description', before: 'x', after: null }, names)).toBe('Description x → (none)');
    expect(changeText({ field: 'fromAccountId', label: 'From account', before: 'a1', after: 'a2', ref: 'account' }, names)).toBe(
      'From account Checking → Unknown Account',
    );
    expect(changeText({ field: 'ids', label: 'Categories', before: null, after: 'c1,c2', ref: 'categories' }, names)).toBe(
      'Categories Food, Unknown Category',
    );
  });

  it('says who, how and when, as the issue shows it', () => {
    expect(historyTime('2026-11-21T14:03:00.000Z')).toMatch(/^Nov 2[01], 2026, \d{1,2}:03 (AM|PM)$/);
    const entry = history.entries[0]!;
    expect(whoText(entry)).toBe(`you, web, ${historyTime(at)}`);
    expect(whoText({ ...entry, you: false, actor: { via: 'worker' } })).toBe(`recurring generation, ${historyTime(at)}`);
    expect(whoText({ ...entry, you: false, actor: { via: 'operator' }, repairReason: 'bad year' })).toBe(
      `operator repair, ${historyTime(at)} (bad year)`,
    );
  });
});
