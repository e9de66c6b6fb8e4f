import type { BudgetCopyJson, BudgetFiguresJson, BudgetJson, BudgetMonthJson, BudgetPeriodsJson } from '@life/domain/budgets/api';
import type { BudgetInput } from '@life/domain/budgets/schemas';

export type Budget = BudgetJson;
export type BudgetMonth = BudgetMonthJson;
export type BudgetCopyResult = BudgetCopyJson;
export type BudgetBody = BudgetInput;
export type BudgetFigures = BudgetFiguresJson;
export type BudgetPeriods = BudgetPeriodsJson;
