import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

// One lazy chunk per page keeps the first (dashboard) download small.
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const MoneyOverviewPage = lazy(() => import('../features/money/summary/MoneyOverviewPage'));
const TransactionsPage = lazy(() => import('../features/money/transactions/TransactionsPage'));
const BudgetsPage = lazy(() => import('../features/money/budgets/BudgetsPage'));
const ReportsPage = lazy(() => import('../features/money/reports/ReportsPage'));
const SchedulesPage = lazy(() => import('../features/money/schedules/SchedulesPage'));
const BankImportPage = lazy(() => import('../features/money/imports/BankImportPage'));
const GoalsOverviewPage = lazy(() => import('../features/goals/GoalsOverviewPage'));
const CreateGoalPage = lazy(() => import('../features/goals/CreateGoalPage'));
const GoalBacklogPage = lazy(() => import('../features/goals/BacklogPage'));
const GoalReviewPage = lazy(() => import('../features/goals/ReviewPage'));
const FitnessOverviewPage = lazy(() => import('../features/fitness/FitnessOverviewPage'));
const AppleFitnessPage = lazy(() => import('../features/fitness/AppleFitnessPage'));
const FitnessProgressPage = lazy(() => import('../features/fitness/FitnessProgressPage'));
const NutritionOverviewPage = lazy(() => import('../features/nutrition/NutritionOverviewPage'));
const LogFoodPage = lazy(() => import('../features/nutrition/LogFoodPage'));
const GroceryListPage = lazy(() => import('../features/nutrition/GroceryListPage'));
const MyFitnessPalPage = lazy(() => import('../features/nutrition/MyFitnessPalPage'));
const NutritionReportPage = lazy(() => import('../features/nutrition/NutritionReportPage')); // issue 27
const RecipesPage = lazy(() => import('../features/nutrition/recipes/RecipesPage')); // issue 27
const NotFoundPage = lazy(() => import('./NotFoundPage'));

/** SPEC 2 route table; each area's unknown sections fall back to its overview. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<DashboardPage />} />
      <Route path="/money" element={<MoneyOverviewPage />} />
      <Route path="/money/transactions" element={<TransactionsPage />} />
      <Route path="/money/accounts/:accountId" element={<TransactionsPage />} />
      <Route path="/money/budgets" element={<BudgetsPage />} />
      <Route path="/money/reports" element={<ReportsPage />} />
      <Route path="/money/schedules" element={<SchedulesPage />} />
      <Route path="/money/import" element={<BankImportPage />} />
      <Route path="/money/*" element={<MoneyOverviewPage />} />
      <Route path="/goals" element={<GoalsOverviewPage />} />
      <Route path="/goals/create" element={<CreateGoalPage />} />
      <Route path="/goals/backlog" element={<GoalBacklogPage />} />
      <Route path="/goals/review" element={<GoalReviewPage />} />
      <Route path="/goals/*" element={<GoalsOverviewPage />} />
      <Route path="/fitness" element={<FitnessOverviewPage />} />
      <Route path="/fitness/apple" element={<AppleFitnessPage />} />
      <Route path="/fitness/progress" element={<FitnessProgressPage />} />
      <Route path="/fitness/*" element={<FitnessOverviewPage />} />
      <Route path="/nutrition/log" element={<LogFoodPage />} />
      <Route path="/nutrition/grocery" element={<GroceryListPage />} />
      <Route path="/nutrition/mfp" element={<MyFitnessPalPage />} />
      <Route path="/nutrition/report" element={<NutritionReportPage />} />
      <Route path="/nutrition/recipes" element={<RecipesPage />} />
      <Route path="/nutrition/*" element={<NutritionOverviewPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
