/** The domain's JSON and body types under the names the budget screens use. */
export type {
  BudgetJson as Budget,
  BudgetCopyJson as BudgetCopyResult,
  BudgetFiguresJson as BudgetFigures,
  BudgetMonthJson as BudgetMonth,
  BudgetPeriodsJson as BudgetPeriods,
} from '@life/domain/budgets/api';
export type { BudgetInput as BudgetBody } from '@life/domain/budgets/schemas';
