import { describe, expect, it } from 'vitest';
import { NAV_GROUPS } from './nav-items';

describe('NAV_GROUPS', () => {
  it("points each group's rail icon at its overview (SPEC 2)", () => {
    expect(NAV_GROUPS.map(({ label, to }) => [label, to])).toEqual([
      ['Money', '/money'],
      ['Goals', '/goals'],
      ['Fitness', '/fitness'],
      ['Nutrition', '/nutrition'],
    ]);
  });

  it('lists the entries SPEC 2 names, in order', () => {
    expect(NAV_GROUPS.map((group) => group.entries)).toEqual([
      [
        { label: 'Overview', to: '/money' },
        { label: 'Transactions', to: '/money/transactions' },
        { label: 'Budgets', to: '/money/budgets' },
        { label: 'Schedules', to: '/money/schedules' },
        { label: 'Reports', to: '/money/reports' },
      ],
      [
        { label: 'Active', to: '/goals' },
        { label: 'Backlog', to: '/goals/backlog' },
        { label: 'Weekly Review', to: '/goals/review' },
      ],
      [
        { label: 'Overview', to: '/fitness' },
        { label: 'Apple Fitness', to: '/fitness/apple' },
        { label: 'Progress', to: '/fitness/progress' },
      ],
      [
        { label: 'Overview', to: '/nutrition' },
        { label: 'MyFitnessPal', to: '/nutrition/mfp' },
        { label: 'Grocery List', to: '/nutrition/grocery' },
        { label: 'Recipes', to: '/nutrition/recipes' },
      ],
    ]);
  });
});
