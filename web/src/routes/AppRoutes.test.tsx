import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { AppRoutes } from './AppRoutes';

const cases: [path: string, heading: string][] = [
  ['/', 'Dashboard'],
  ['/money', 'Money Overview'],
  ['/money/transactions', 'Transactions'],
  ['/money/budgets', 'Budgets'],
  ['/money/reports', 'Reports'],
  ['/money/schedules', 'Schedules'],
  ['/money/anything-else', 'Money Overview'],
  ['/goals', 'Goals Overview'],
  ['/goals/create', 'Create New Goal'],
  ['/goals/backlog', 'Goal Backlog'],
  ['/goals/review', 'Weekly Review'],
  ['/fitness', 'Fitness'],
  ['/fitness/apple', 'Apple Fitness'],
  ['/fitness/progress', 'Progress'],
  ['/fitness/schedule', 'Fitness'],
  ['/nutrition', 'Nutrition Overview'],
  ['/nutrition/grocery', 'Grocery List'],
  ['/nutrition/log', 'Log Food'],
  ['/nutrition/mfp', 'MyFitnessPal'],
  ['/no/such/page', 'Page Not Found'],
];

describe('route table', () => {
  it.each(cases)('%s shows %s', async (path, heading) => {
    renderWithProviders(
      <Suspense fallback={null}>
        <AppRoutes />
      </Suspense>,
      { route: path },
    );
    // Pages are lazy chunks: the first import of one can take over findBy's default second on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('links home from the 404 page', async () => {
    renderWithProviders(
      <Suspense fallback={null}>
        <AppRoutes />
      </Suspense>,
      { route: '/nope' },
    );
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/');
  });
});
