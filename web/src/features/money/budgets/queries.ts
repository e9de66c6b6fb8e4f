import { queryOptions } from '@tanstack/react-query';
import { asOfKey, pollingUnlessAsOf, withAsOf } from '../../../api/as-of';
import { apiFetch } from '../../../api/fetch';
import { TRANSACTION_POLLING } from '../transactions/queries';
import type { BudgetMonth, BudgetPeriods } from './types';
import { areaKey } from '../../../api/areas';

/** Everything budgets read sits under one key: budget writes and transaction writes invalidate it. */
const BUDGETS_KEY = areaKey('budgets');

/**
 * The budgets query factory. `month(yyyy-mm)`: GET /api/budgets?month= (spent moves with transactions:
 * polled like them). Both reads as of the instant being viewed, if any (issue 26).
 */
export const budgetQueries = {
  all: () => BUDGETS_KEY,
  month: (month: string) =>
    queryOptions({
      queryKey: [...BUDGETS_KEY, { month }, ...asOfKey()] as const,
      queryFn: ({ signal }) => apiFetch<BudgetMonth>(withAsOf(`/api/budgets?month=${encodeURIComponent(month)}`), { signal }),
      ...pollingUnlessAsOf(TRANSACTION_POLLING),
    }),
  /** Beyond SPEC: GET /api/budgets/periods, a schedule's periods overlapping the month with prorated budgets. */
  periods: (scheduleId: string, month: string) =>
    queryOptions({
      queryKey: [...BUDGETS_KEY, 'periods', { scheduleId, month }, ...asOfKey()] as const,
      queryFn: ({ signal }) =>
        apiFetch<BudgetPeriods>(
          withAsOf(`/api/budgets/periods?scheduleId=${encodeURIComponent(scheduleId)}&month=${encodeURIComponent(month)}`),
          { signal },
        ),
      ...pollingUnlessAsOf(TRANSACTION_POLLING),
    }),
};
