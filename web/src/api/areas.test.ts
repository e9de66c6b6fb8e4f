import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dashboardQueries } from '../features/dashboard/queries';
import { bodyWeightWriteAreas, workoutWriteAreas } from '../features/fitness/mutations';
import { bodyWeightQueries, workoutQueries } from '../features/fitness/queries';
import { goalWriteAreas, reflectionWriteAreas } from '../features/goals/mutations';
import { goalQueries } from '../features/goals/queries';
import { importQueries } from '../features/health-imports/queries';
import { restoreAreas } from '../features/history/mutations';
import { historyQueries } from '../features/history/queries';
import { accountWithTransactionsDeleteAreas, accountWriteAreas } from '../features/money/accounts/mutations';
import { accountQueries } from '../features/money/accounts/queries';
import { budgetWriteAreas } from '../features/money/budgets/mutations';
import { budgetQueries } from '../features/money/budgets/queries';
import { categoryWriteAreas } from '../features/money/categories/mutations';
import { categoryQueries } from '../features/money/categories/queries';
import { bankImportAreas } from '../features/money/imports/bank-uploads';
import { recurringWriteAreas } from '../features/money/recurring/mutations';
import { recurringQueries } from '../features/money/recurring/queries';
import { reportQueries } from '../features/money/reports/queries';
import { ruleApplyAreas, ruleWriteAreas } from '../features/money/rules/mutations';
import { ruleQueries } from '../features/money/rules/queries';
import { scheduleWriteAreas } from '../features/money/schedules/mutations';
import { scheduleQueries } from '../features/money/schedules/queries';
import { summaryQueries } from '../features/money/summary/queries';
import { searchQueries } from '../features/search/queries';
import { settingsWriteAreas } from '../features/settings/mutations';
import { settingsQueries } from '../features/settings/queries';
import { transactionWriteAreas } from '../features/money/transactions/mutations';
import { transactionQueries } from '../features/money/transactions/queries';
import { clearedWriteAreas, reconcileWriteAreas } from '../features/money/transactions/reconciliation';
import { mealWriteAreas } from '../features/nutrition/mutations';
import { groceryQueries, mealQueries, waterQueries } from '../features/nutrition/queries';
import { recipeGroceryAreas, recipeMealAreas, recipeWriteAreas } from '../features/nutrition/recipes/mutations';
import { recipeQueries } from '../features/nutrition/recipes/queries';
import { targetWriteAreas } from '../features/targets/mutations';
import { targetQueries } from '../features/targets/queries';
import { type Area, AREAS, areaKey, invalidateAreas } from './areas';

const keys = (areas: readonly Area[]): QueryKey[] => areas.map(areaKey);

describe('areas', () => {
  it('invalidateAreas makes stale every read under the areas named, and no other', async () => {
    const client = new QueryClient();
    client.setQueryData(['goals', 'list'], []);
    client.setQueryData(['dashboard', 'summary'], {});
    client.setQueryData(['meals', 'day', '2026-01-01'], []);
    await invalidateAreas(client, ['goals', 'dashboard']);
    expect(client.getQueryState(['goals', 'list'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['dashboard', 'summary'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['meals', 'day', '2026-01-01'])?.isInvalidated).toBe(false);
  });

  it('each area is the root key of one query factory', () => {
    const roots = [
      accountQueries,
      bodyWeightQueries,
      budgetQueries,
      categoryQueries,
      dashboardQueries,
      goalQueries,
      groceryQueries,
      historyQueries,
      importQueries,
      mealQueries,
      summaryQueries,
      recipeQueries,
      recurringQueries,
      reportQueries,
      ruleQueries,
      scheduleQueries,
      searchQueries,
      settingsQueries,
      targetQueries,
      transactionQueries,
      waterQueries,
      workoutQueries,
    ].map((factory) => factory.all());
    expect(AREAS.map(areaKey)).toEqual(roots);
  });

  // Pins which reads each write refreshes (the lists the features' factories gave before areas).
  it.each([
    [
      'a transaction write',
      transactionWriteAreas,
      [
        transactionQueries.all(),
        accountQueries.all(),
        summaryQueries.all(),
        scheduleQueries.all(),
        dashboardQueries.all(),
        budgetQueries.all(),
      ],
    ],
    [
      'a recurring write',
      recurringWriteAreas,
      [
        recurringQueries.all(),
        transactionQueries.all(),
        accountQueries.all(),
        summaryQueries.all(),
        scheduleQueries.all(),
        dashboardQueries.all(),
      ],
    ],
    ['an account write', accountWriteAreas, [accountQueries.all(), summaryQueries.all()]],
    [
      'an account deleted with its transactions',
      accountWithTransactionsDeleteAreas,
      [accountQueries.all(), transactionQueries.all(), summaryQueries.all(), scheduleQueries.all(), dashboardQueries.all()],
    ],
    ['a category write', categoryWriteAreas, [categoryQueries.all(), summaryQueries.all(), budgetQueries.all()]],
    ['a budget write', budgetWriteAreas, [budgetQueries.all()]],
    // issue 27: the body-weight log and its trend
    ['a body-weight write', bodyWeightWriteAreas, [bodyWeightQueries.all()]],
    ['a schedule write', scheduleWriteAreas, [scheduleQueries.all()]],
    // issue 23 (h10)
    ['a rule write', ruleWriteAreas, [ruleQueries.all()]],
    [
      'rules re-run on transactions',
      ruleApplyAreas,
      [
        transactionQueries.all(),
        accountQueries.all(),
        summaryQueries.all(),
        scheduleQueries.all(),
        dashboardQueries.all(),
        budgetQueries.all(),
        ruleQueries.all(),
      ],
    ],
    [
      'a bank import or its undo',
      bankImportAreas,
      [
        transactionQueries.all(),
        accountQueries.all(),
        summaryQueries.all(),
        scheduleQueries.all(),
        dashboardQueries.all(),
        budgetQueries.all(),
        importQueries.all(),
      ],
    ],
    // issue 24: reconciliation (its reads sit under transactions: a transaction write refreshes them too)
    ['a cleared tick', clearedWriteAreas, [transactionQueries.all()]],
    ['a finished reconciliation', reconcileWriteAreas, [transactionQueries.all(), historyQueries.all()]],
    ['a goal write', goalWriteAreas, [goalQueries.all(), dashboardQueries.all()]],
    ['a reflection', reflectionWriteAreas, [goalQueries.all()]],
    ['a settings write (issue 26: the first day of the week)', settingsWriteAreas, [settingsQueries.all(), goalQueries.all()]],
    ['a workout write', workoutWriteAreas, [workoutQueries.all(), dashboardQueries.all()]],
    ['a meal write', mealWriteAreas, [mealQueries.all(), dashboardQueries.all()]],
    ['a targets write', targetWriteAreas, [targetQueries.all(), dashboardQueries.all(), mealQueries.all()]],
    [
      'a restore',
      restoreAreas,
      [
        historyQueries.all(),
        transactionQueries.all(),
        accountQueries.all(),
        categoryQueries.all(),
        recurringQueries.all(),
        summaryQueries.all(),
        scheduleQueries.all(),
        dashboardQueries.all(),
        goalQueries.all(),
        workoutQueries.all(),
        mealQueries.all(),
        ruleQueries.all(),
        recipeQueries.all(),
        bodyWeightQueries.all(),
      ],
    ],
    // issue 27: recipes; adding one to the grocery list, logging one as a meal
    ['a recipe write', recipeWriteAreas, [recipeQueries.all()]],
    ['a recipe onto the grocery list', recipeGroceryAreas, [groceryQueries.all()]],
    ['a recipe logged as a meal', recipeMealAreas, [mealQueries.all(), dashboardQueries.all()]],
  ] as const)('%s refreshes the same reads', (_write, areas, expected) => {
    expect(keys(areas)).toEqual(expected);
  });
});
