import type { Projection } from '../projection';
import { moneyAccountsProjection } from './accounts/accounts';
import { moneyBudgetsProjection } from './budgets/budgets';
import { moneyCategoriesProjection } from './categories/categories';
import { moneyHistoryProjection } from './history/projection';
import { moneyLedgerProjection } from './ledger/ledger';
import { moneySchedulesProjection } from './schedules/schedules';
import { targetsProjection } from './targets/targets';
import { nutritionGroceriesProjection, nutritionMealsProjection, nutritionWaterProjection } from './nutrition/index';
import { fitnessWorkoutsProjection } from './fitness/workouts';
import { goalsProjection } from './goals/goals';
import { dashboardProjection } from './dashboard/dashboard';
import { dashboardHistoryProjection } from './dashboard/history';
import { importBatchesProjection } from './imports/batches';
import { moneyImportsProjection } from './money-imports/imported-transactions';
import { moneyRulesProjection } from './rules/rules';
import { moneyReconciliationProjection } from './reconciliation/reconciliation';
import { moneyDeletedWithProjection } from './deleted-with/deleted-with';
import { bodyWeightProjection } from './progress/body-weight';
import { progressHistoryProjection } from './progress/history';
import { nutritionRecipesProjection } from './recipes/recipes';

/** Every projection the runner, rebuild and status know by default. Feature projections add themselves here. */
export const allProjections: Projection[] = [
  moneyAccountsProjection,
  moneyCategoriesProjection,
  moneyLedgerProjection,
  moneyBudgetsProjection,
  moneySchedulesProjection,
  moneyHistoryProjection,
  targetsProjection,
  nutritionMealsProjection,
  nutritionGroceriesProjection,
  nutritionWaterProjection,
  fitnessWorkoutsProjection,
  goalsProjection,
  dashboardProjection,
  dashboardHistoryProjection,
  importBatchesProjection,
  moneyImportsProjection,
  moneyRulesProjection,
  moneyReconciliationProjection,
  moneyDeletedWithProjection,
  progressHistoryProjection,
  bodyWeightProjection,
  nutritionRecipesProjection,
];
