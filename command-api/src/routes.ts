import type { Router } from '@koa/router';
import type Koa from 'koa';
import { accountRoutes } from './accounts/routes';
import { authRoutes } from './auth/routes';
import { oidcRoutes } from './auth/oidc/routes';
import { budgetRoutes } from './budgets/routes';
import { categoryRoutes } from './categories/routes';
import { dashboardRoutes } from './dashboard/routes';
import { exportRoutes } from './export/routes';
import { goalRoutes } from './goals/routes';
import type { AppDeps } from './deps';
import { healthRoutes } from './health/routes';
import { historyRoutes } from './history/routes';
import { bankImportRoutes } from './imports/bank/routes';
import { importBatchRoutes } from './imports/batches/routes';
import { healthImportRoutes } from './imports/health/routes';
import { mealRoutes } from './meals/routes';
import { groceryRoutes } from './groceries/routes';
import { moneySummaryRoutes } from './money-summary/routes';
import { reconciliationRoutes } from './reconciliation/routes'; // issue 24: reconcile an account
import { recurringRoutes } from './recurring/routes';
import { reportRoutes } from './reports/routes';
import { ruleRoutes } from './rules/routes'; // issue 23 (h10)
import { scheduleRoutes } from './schedules/routes';
import { searchRoutes } from './search/routes'; // issue 24: search across records
import { settingsRoutes } from './settings/routes'; // issue 26: the user's settings (first day of the week)
import { targetRoutes } from './targets/routes';
import { tokenRoutes } from './tokens/routes';
import { transactionRoutes } from './transactions/routes';
import { bulkEditRoutes } from './transactions/bulk-edit';
import { waterRoutes } from './water/routes';
import { workoutRoutes } from './workouts/routes';
import { progressRoutes } from './progress/routes'; // issue 27: fitness progress, body weight, nutrition report
import { recipeRoutes } from './recipes/routes'; // issue 27: recipes

/**
 * Every feature router, one per feature (`<feature>/routes.ts`). Add new features to this list
 * (and each new route to the bad-input sweep's table, testing/bad-input-sweep.test.ts, which fails until it has one).
 */
export const featureRoutes: ReadonlyArray<(deps: AppDeps) => Router> = [
  authRoutes,
  oidcRoutes,
  tokenRoutes,
  healthRoutes,
  accountRoutes,
  categoryRoutes,
  budgetRoutes,
  transactionRoutes,
  bulkEditRoutes, // issue 24: bulk edit and its undo
  reconciliationRoutes, // issue 24: reconcile an account to a statement
  recurringRoutes,
  scheduleRoutes,
  moneySummaryRoutes,
  reportRoutes,
  targetRoutes,
  mealRoutes,
  groceryRoutes,
  waterRoutes,
  goalRoutes,
  workoutRoutes,
  progressRoutes,
  recipeRoutes,
  dashboardRoutes,
  historyRoutes,
  exportRoutes,
  healthImportRoutes,
  importBatchRoutes,
  bankImportRoutes,
  ruleRoutes, // issue 23 (h10)
  searchRoutes, // issue 24: search across records
  settingsRoutes, // issue 26: the user's settings
];

export function mountRoutes(app: Koa, deps: AppDeps): void {
  for (const makeRouter of featureRoutes) app.use(makeRouter(deps).routes());
}
