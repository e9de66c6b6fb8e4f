import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asOfAtom } from '../../api/as-of';
import { appStore } from '../../api/store';
import { jsonResponse, renderWithProviders, requestUrl } from '../../test/render';
import DashboardPage from './DashboardPage';

const PAST = '2026-11-21T14:03:00.000Z';
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  appStore.set(asOfAtom, PAST);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  appStore.set(asOfAtom, null);
});

describe('Dashboard while the past is viewed (issue 10)', () => {
  it('asks as of that moment, and disables the quick actions (each leads to a write)', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(400, { error: 'Invalid query', fields: { asOf: 'Not here' } })));
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('History view covers the money screens')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => requestUrl(input))).toEqual([`/api/dashboard?asOf=${encodeURIComponent(PAST)}`]);
    for (const name of ['Add Transaction', 'Create Goal', 'Log Workout', 'Log Meal']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    expect(screen.queryByRole('link', { name: 'Add Transaction' })).toBeNull();
    // Not 'Could not load your goals': the cards the history view does not cover are left out.
    expect(screen.queryByRole('heading', { name: 'Active Goals' })).toBeNull();
  });
});
