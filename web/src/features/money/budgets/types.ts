import type { BudgetCopyJson, BudgetJson, BudgetMonthJson } from '@life/domain/budgets/api';
import type { BudgetInput } from '@life/domain/budgets/schemas';

export type Budget = BudgetJson;
export type BudgetMonth = BudgetMonthJson;
export type BudgetCopyResult = BudgetCopyJson;
export type BudgetBody = BudgetInput;
