import type { QueryClient } from '@tanstack/react-query';
import { summaryKeys } from './queries';

/**
 * The summary has no writes of its own; every money write that moves totals (transactions,
 * account balances) calls this so the overview cards and the dashboard recompute.
 */
export function invalidateMoneySummary(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: summaryKeys.all });
}
