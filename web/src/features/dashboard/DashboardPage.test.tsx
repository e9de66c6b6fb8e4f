import type { DashboardJson } from '@life/domain/dashboard/api';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, requestUrl } from '../../test/render';
import DashboardPage from './DashboardPage';

const empty: DashboardJson = {
  today: '2025-12-02',
  monthlySpending: { month: '2025-12', spent: '0.00', transactionCount: 0, upcomingCount: 0 },
  goals: { active: 0, completed: 0 },
  weeklyWorkouts: { startDate: '2025-11-26', endDate: '2025-12-02', completed: 0, target: 4, remaining: 4, trend: 'none' },
  caloriesToday: { calories: 0, target: 2000, remaining: 2000 },
  activeGoals: [],
  recentActivity: [],
};

const busy: DashboardJson = {
  today: '2025-12-02',
  monthlySpending: { month: '2025-12', spent: '1004.50', transactionCount: 3, upcomingCount: 0 },
  goals: { active: 4, completed: 1 },
  weeklyWorkouts: { startDate: '2025-11-26', endDate: '2025-12-02', completed: 5, target: 4, remaining: 0, trend: 'up' },
  caloriesToday: { calories: 650, target: 2000, remaining: 1350 },
  activeGoals: [
    { id: 'g2', title: 'Run a marathon', status: 'active', progress: 30, dueDate: 'Dec 31', updatedAt: '2025-12-02T09:10:00.000Z' },
    { id: 'g3', title: 'Learn Spanish', status: 'active', progress: 0, dueDate: null, updatedAt: '2025-12-01T09:10:00.000Z' },
  ],
  recentActivity: [
    { kind: 'goal', id: 'g9', title: 'Read 12 books', status: 'completed', progress: 100, at: '2025-12-02T09:10:00.000Z' },
    { kind: 'meal', id: 'm1', name: 'Lunch', calories: 1650, date: '2025-12-02', at: '2025-12-02T09:08:00.000Z' },
    { kind: 'workout', id: 'w1', name: 'Yoga', duration: 45, date: '2025-12-02', at: '2025-12-02T09:05:00.000Z' },
    {
      kind: 'transaction',
      id: 't1',
      title: 'Coffee',
      type: 'expense',
      amount: '-4.50',
      date: '2025-12-02',
      at: '2025-12-02T09:00:00.000Z',
    },
    {
      kind: 'transaction',
      id: 't2',
      title: 'Salary',
      type: 'income',
      amount: '2500.00',
      date: '2025-12-01',
      at: '2025-12-01T09:00:00.000Z',
    },
  ],
};

let answer: Response;
const fetchMock = vi.fn((input: RequestInfo | URL) =>
  Promise.resolve(new URL(requestUrl(input), 'http://localhost').pathname === '/api/dashboard' ? answer : jsonResponse(404, {})),
);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A titled card (its h2); a stat card of the same name ('Active Goals') is the region without one. */
const card = async (title: string) => (await screen.findByRole('heading', { level: 2, name: title })).closest('section')!;
const stat = async (title: string) => {
  const regions = await screen.findAllByRole('region', { name: title });
  return within(regions.find((region) => !region.querySelector('h2'))!);
};

describe('Dashboard', () => {
  it("shows SPEC's texts, zeros and the targets for a new user", async () => {
    answer = jsonResponse(200, empty);
    renderWithProviders(<DashboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText("Welcome back! Here's what's happening in your life.")).toBeInTheDocument();
    expect(await (await stat('Monthly Spending')).findByTestId('stat-value')).toHaveTextContent('$0.00');
    expect((await stat('Monthly Spending')).getByText('0 transactions this month')).toBeInTheDocument();
    expect((await stat('Active Goals')).getByText('0 completed')).toBeInTheDocument();
    expect((await stat('Weekly Workouts')).getByTestId('stat-trend')).toHaveTextContent('4 remaining');
    expect((await stat('Calories Today')).getByText('2,000 remaining')).toBeInTheDocument();
    expect(screen.getByText('Your current focus areas')).toBeInTheDocument();
    expect(screen.getByText('Latest updates across all areas')).toBeInTheDocument();
    expect(await screen.findByText(/No recent activity yet/)).toBeInTheDocument();
    const actions = await card('Quick Actions');
    expect(within(actions).getByText('Common tasks to keep you on track')).toBeInTheDocument();
    for (const [label, href] of [
      ['Add Transaction', '/money/transactions'],
      ['Create Goal', '/goals'],
      ['Log Workout', '/fitness'],
      ['Log Meal', '/nutrition'],
    ]) {
      expect(within(actions).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
  });

  it('shows the figures, the active goals and the recent activity, newest first, with SPEC labels', async () => {
    answer = jsonResponse(200, busy);
    renderWithProviders(<DashboardPage />);
    expect(await (await stat('Monthly Spending')).findByText('$1,004.50')).toBeInTheDocument();
    expect((await stat('Monthly Spending')).getByText('3 transactions this month')).toBeInTheDocument();
    expect((await stat('Active Goals')).getByTestId('stat-value')).toHaveTextContent('4');
    expect((await stat('Active Goals')).getByText('1 completed')).toBeInTheDocument();
    expect((await stat('Weekly Workouts')).getByTestId('stat-value')).toHaveTextContent('5');
    expect((await stat('Weekly Workouts')).getByTestId('stat-trend')).toHaveTextContent('0 remaining');
    expect((await stat('Calories Today')).getByTestId('stat-value')).toHaveTextContent('650');
    expect((await stat('Calories Today')).getByText('1,350 remaining')).toBeInTheDocument();

    const goals = within(await card('Active Goals')).getAllByTestId('dashboard-goal');
    expect(goals.map((goal) => goal.textContent)).toEqual(['Run a marathonActive30%Due: Dec 31', 'Learn SpanishActive0%No deadline']);
    expect(within(await card('Active Goals')).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/goals');

    const lines = within(await card('Recent Activity')).getAllByTestId('activity-item');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Goal CompletedRead 12 books100%',
      'Meal LoggedLunch1,650 calories',
      'Workout CompletedYoga45 minutes',
      'Expense AddedCoffee-$4.50',
      'Income AddedSalary+$2,500.00',
    ]);
  });

  it('says so when the dashboard cannot load', async () => {
    answer = jsonResponse(500, { error: 'Internal error' });
    renderWithProviders(<DashboardPage />);
    expect(await (await stat('Monthly Spending')).findByText('Could not load your dashboard')).toBeInTheDocument();
    expect(await screen.findByText('Could not load your recent activity.')).toBeInTheDocument();
  });

  it('says how many of the month’s transactions are dated after today (issue 24)', async () => {
    answer = jsonResponse(200, { ...busy, monthlySpending: { month: '2025-12', spent: '1004.50', transactionCount: 7, upcomingCount: 4 } });
    renderWithProviders(<DashboardPage />);
    expect(await (await stat('Monthly Spending')).findByText('7 transactions this month, 4 dated after today')).toBeInTheDocument();
  });
});
