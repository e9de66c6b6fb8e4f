import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asOfAtom } from '../../api/as-of';
import { appStore } from '../../api/store';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { GoalCard } from '../goals/GoalCard';
import GoalsOverviewPage from '../goals/GoalsOverviewPage';
import { goal } from '../goals/testing/fixtures';
import { MealCard } from '../nutrition/MealCard';
import { meal } from '../nutrition/testing/fake-api';

const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(200, [])));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  appStore.set(asOfAtom, '2026-11-21T14:03:00.000Z');
});
afterEach(() => {
  vi.unstubAllGlobals();
  appStore.set(asOfAtom, null);
});

/** Issue 10: while the past is viewed, goal, fitness and nutrition writes are disabled where they start, not only refused at submit. */
describe('write buttons while the past is viewed', () => {
  it('a goal card: +10% and its menu’s changes are disabled; History stays', async () => {
    renderWithProviders(<GoalCard goal={goal({ progress: 30 })} />);
    const card = screen.getByRole('article', { name: 'Run a marathon' });
    expect(within(card).getByRole('button', { name: '+10%' })).toBeDisabled();
    within(card)
      .getByRole('button', { name: /Actions for/ })
      .click();
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Mark Complete' })).toBeDisabled();
    expect(within(menu).getByRole('menuitem', { name: 'Delete Goal' })).toBeDisabled();
    expect(within(menu).getByRole('menuitem', { name: /History/ })).toBeEnabled();
  });

  it('a meal card: Log Meal is disabled', () => {
    renderWithProviders(<MealCard meal={meal({ id: 'm1' })} />);
    expect(screen.getByRole('button', { name: 'Log Meal' })).toBeDisabled();
  });

  it('Goals Overview: Create Goal is a disabled button, not a link', () => {
    renderWithProviders(<GoalsOverviewPage />);
    expect(screen.getByRole('button', { name: 'Create Goal' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Create Goal' })).toBeNull();
  });
});
