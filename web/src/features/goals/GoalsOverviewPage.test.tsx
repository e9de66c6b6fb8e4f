import { notifications } from '@mantine/notifications';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, requestUrl } from '../../test/render';
import GoalsOverviewPage from './GoalsOverviewPage';
import { goal, weeklyProgress } from './testing/fixtures';
import type { Goal, WeeklyProgress } from './types';

let goals: Goal[];
let progress: WeeklyProgress;
const fetchMock = vi.fn((input: RequestInfo | URL) => {
  const path = new URL(requestUrl(input), 'http://localhost').pathname;
  if (path === '/api/goals') return Promise.resolve(jsonResponse(200, goals));
  if (path === '/api/goals/weekly-progress') return Promise.resolve(jsonResponse(200, progress));
  return Promise.resolve(jsonResponse(404, { error: 'Not found' }));
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

const figure = (label: string) => within(screen.getByRole('group', { name: label })).getByTestId('figure-value');

describe('Goals Overview', () => {
  it("shows the Weekly Progress card's real figures from the API, not a hard-coded 2", async () => {
    goals = [goal()];
    progress = weeklyProgress({ completed: 3, created: 5, totalActive: 4, successRate: 43 });
    renderWithProviders(<GoalsOverviewPage />);
    const card = screen.getByRole('region', { name: 'Weekly Progress' });
    expect(await within(card).findByText('This week · Nov 9 – Nov 15')).toBeInTheDocument();
    expect(figure('Completed')).toHaveTextContent('3');
    expect(figure('Created')).toHaveTextContent('5');
    expect(figure('Total Active')).toHaveTextContent('4');
    expect(figure('Success Rate')).toHaveTextContent('43%');
  });

  it("lists active goals under 'Active Goals (N)' and finished ones under 'Recently Completed (N)'; paused ones stay in the backlog", async () => {
    goals = [
      goal({ id: 'a', title: 'Learn Go', createdAt: '2025-11-01T00:00:00.000Z' }),
      goal({ id: 'b', title: 'Read 12 books', createdAt: '2025-11-02T00:00:00.000Z' }),
      goal({ id: 'c', title: 'Sleep 8h', status: 'completed', progress: 100 }),
      goal({ id: 'd', title: 'Learn Spanish', status: 'paused', progress: 40 }),
    ];
    progress = weeklyProgress();
    renderWithProviders(<GoalsOverviewPage />);
    expect(await screen.findByRole('heading', { name: 'Active Goals (2)' })).toBeInTheDocument();
    const active = screen.getByRole('list', { name: 'Active goals' });
    // Newest first.
    expect(
      within(active)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Read 12 books', 'Learn Go']);
    expect(screen.getByRole('heading', { name: 'Recently Completed (1)' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Completed goals' })).getByRole('article', { name: 'Sleep 8h' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Learn Spanish' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Active Goals' })).getByRole('link', { name: 'View Backlog' })).toHaveAttribute(
      'href',
      '/goals/backlog',
    );
  });

  it("links Create Goal and the Quick Actions; 'Set Reminder' is not built yet", async () => {
    goals = [];
    progress = weeklyProgress();
    renderWithProviders(<GoalsOverviewPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Goals Overview' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Goal' })).toHaveAttribute('href', '/goals/create');
    expect(await screen.findByText('No active goals')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Recently Completed/ })).not.toBeInTheDocument();
    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    expect(within(actions).getByRole('link', { name: 'View Backlog' })).toHaveAttribute('href', '/goals/backlog');
    expect(within(actions).getByRole('link', { name: 'Weekly Review' })).toHaveAttribute('href', '/goals/review');
    expect(within(actions).getByRole('button', { name: 'Set Reminder' })).toHaveAttribute('aria-disabled', 'true');
  });
});
