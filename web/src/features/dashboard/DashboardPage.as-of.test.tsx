import type { DashboardJson } from '@life/domain/dashboard/api';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asOfAtom } from '../../api/as-of';
import { appStore } from '../../api/store';
import { jsonResponse, renderWithProviders, requestUrl } from '../../test/render';
import DashboardPage from './DashboardPage';

const PAST = '2026-11-21T14:03:00.000Z';
const fetchMock = vi.fn<typeof fetch>();
/** What GET /api/dashboard?asOf= answered for that moment. */
const PAST_DASHBOARD: DashboardJson = {
  today: '2026-11-21',
  monthlySpending: { month: '2026-11', spent: '12.00', transactionCount: 1, upcomingCount: 0 },
  goals: { active: 1, completed: 0 },
  weeklyWorkouts: { startDate: '2026-11-15', endDate: '2026-11-21', completed: 1, target: 4, remaining: 3, trend: 'none' },
  caloriesToday: { calories: 0, target: 2000, remaining: 2000 },
  activeGoals: [{ id: 'g1', title: 'Read 12 books', status: 'active', progress: 30, dueDate: null, updatedAt: PAST }],
  recentActivity: [{ kind: 'workout', id: 'w1', name: 'Morning run', duration: 30, date: '2026-11-21', at: PAST }],
};

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
  it('shows the dashboard as of that moment, and disables the quick actions (each leads to a write)', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, PAST_DASHBOARD)));
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('Read 12 books')).toBeInTheDocument();
    expect(screen.getByText('Morning run')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => requestUrl(input))).toEqual([`/api/dashboard?asOf=${encodeURIComponent(PAST)}`]);
    for (const name of ['Add Transaction', 'Create Goal', 'Log Workout', 'Log Meal']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    expect(screen.queryByRole('link', { name: 'Add Transaction' })).toBeNull();
  });
});
