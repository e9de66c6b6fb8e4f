import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyText, jsonResponse, renderWithProviders, requestUrl } from '../../test/render';
import { BodyWeightCard } from './BodyWeightCard';
import type { BodyWeightLog } from './types';

const entry = (id: string, date: string, weight: string, unit: 'kg' | 'lb') => ({
  id,
  date,
  weight,
  unit,
  source: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
});

let log: BodyWeightLog;
const posted: unknown[] = [];
const deletedPaths: string[] = [];
const historyEntry = (label: string, position: string) => ({
  position,
  at: '2026-11-01T08:00:00.000Z',
  actor: { via: 'web' },
  you: true,
  requestId: null,
  type: 'BodyWeightLogged',
  label,
  changes: [],
});
const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = new URL(requestUrl(input), 'http://localhost');
  if (init.method === 'DELETE') {
    deletedPaths.push(url.pathname);
    log = {
      ...log,
      entries: log.entries.filter((e) => !url.pathname.endsWith(e.id)),
      points: log.points.filter((p) => !url.pathname.endsWith(p.id)),
    };
    return Promise.resolve(new Response(null, { status: 204 }));
  }
  if (url.pathname === '/api/history/body-weight/e1') {
    return Promise.resolve(
      jsonResponse(200, { kind: 'body-weight', id: 'e1', entries: [historyEntry('Logged', 'p1'), historyEntry('Weight changed', 'p2')] }),
    );
  }
  if ((init.method ?? 'GET') === 'POST') {
    posted.push(JSON.parse(bodyText(init)));
    return Promise.resolve(jsonResponse(201, entry('e3', '2026-11-03', '79.9', 'kg')));
  }
  if (url.pathname === '/api/body-weight') return Promise.resolve(jsonResponse(200, log));
  return Promise.resolve(jsonResponse(404, { error: 'Not found' }));
});

beforeEach(() => {
  posted.length = 0;
  deletedPaths.length = 0;
  log = {
    unit: 'kg',
    entries: [entry('e2', '2026-11-02', '176', 'lb'), entry('e1', '2026-11-01', '80.25', 'kg')],
    points: [
      { id: 'e1', date: '2026-11-01', weight: '80.25', trend: '80.25' },
      { id: 'e2', date: '2026-11-02', weight: '79.83', trend: '80.04' },
    ],
  };
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

describe('BodyWeightCard', () => {
  it('lists the entries newest first with the weight and trend in the display unit', async () => {
    renderWithProviders(<BodyWeightCard />);
    const table = await screen.findByRole('table', { name: 'Weight entries, newest first (weight and trend in kg)' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    ).toEqual(['176 lb', '79.83', '80.04', 'Manual']);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    ).toEqual(['80.25 kg', '80.25', '80.25']);
  });

  it("refuses what the API would, with the domain's messages, and posts the weight as a decimal text", async () => {
    renderWithProviders(<BodyWeightCard />);
    const form = await screen.findByRole('form', { name: 'Log weight' });
    await screen.findByRole('table');
    fireEvent.change(within(form).getByLabelText(/^Weight/), { target: { value: '72.456' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log weight' }));
    expect(
      await within(form).findByText('Weight must be a number greater than 0 and at most 1000, with at most 2 decimals'),
    ).toBeInTheDocument();
    expect(posted).toEqual([]);
    fireEvent.change(within(form).getByLabelText(/^Date/), { target: { value: '2026-11-03' } });
    fireEvent.change(within(form).getByLabelText(/^Weight/), { target: { value: ' 79.9 ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log weight' }));
    await waitFor(() => expect(posted).toEqual([{ date: '2026-11-03', weight: '79.9', unit: 'kg' }]));
  });

  it('deletes an entry only after confirmation, saying where it can be restored', async () => {
    renderWithProviders(<BodyWeightCard />);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Delete weight of Nov 1, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete weight entry' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete this weight entry? You can restore it from Recently Deleted, under Settings on the money pages.',
      ),
    ).toBeInTheDocument();
    expect(deletedPaths).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletedPaths).toEqual(['/api/body-weight/e1']));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
  });

  it("opens an entry's history drawer", async () => {
    renderWithProviders(<BodyWeightCard />);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'History of weight of Nov 1, 2026' }));
    const drawer = await screen.findByRole('dialog', { name: 'History of weight of Nov 1, 2026' });
    await waitFor(() =>
      expect(
        within(drawer)
          .getAllByTestId('history-entry')
          .map((entry) => entry.textContent),
      ).toEqual([expect.stringContaining('Logged'), expect.stringContaining('Weight changed')]),
    );
  });
});
