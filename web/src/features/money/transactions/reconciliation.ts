import type { ReconciliationJson } from '@life/domain/accounts/api';
import type { ReconciliationInput } from '@life/domain/accounts/reconciliation';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { type Area, areaKey, invalidateAreas } from '../../../api/areas';
import { assertWritable } from '../../../api/as-of';
import { apiFetch, isApiError } from '../../../api/fetch';
import { errorToastHandler, showErrorToast, showSuccessToast } from '../../../components/toast';

/**
 * Reconciliation (issue 24): the account's cleared balance on a statement's day, the transactions
 * to tick, its latest reconciliation and the locked rows. Under the transactions area: every
 * transaction write (an amount, a date, a deletion) changes what it shows.
 */
const RECONCILIATION_KEY = [...areaKey('transactions'), 'reconciliation'] as const;

export const reconciliationQueries = {
  all: () => RECONCILIATION_KEY,
  /** `statementDate` '' asks for the user's today. */
  status: (accountId: string, statementDate = '') =>
    queryOptions({
      queryKey: [...RECONCILIATION_KEY, accountId, statementDate] as const,
      queryFn: ({ signal }) =>
        apiFetch<ReconciliationJson>(
          `/api/accounts/${encodeURIComponent(accountId)}/reconciliation${statementDate ? `?statementDate=${encodeURIComponent(statementDate)}` : ''}`,
          { signal },
        ),
    }),
};

/** A tick changes the dialog's cleared balance and the register's marks (both under transactions). */
export const clearedWriteAreas: readonly Area[] = ['transactions'];
/** Finishing records AccountReconciled: the register's line and lock marks. */
export const reconcileWriteAreas: readonly Area[] = ['transactions', 'history'];

/** PATCH /api/transactions/{id}/cleared. */
export function useSetCleared() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, cleared }: { id: string; cleared: boolean }) => {
      assertWritable();
      return apiFetch(`/api/transactions/${encodeURIComponent(id)}/cleared`, { method: 'PATCH', body: { cleared } });
    },
    onError: errorToastHandler('Failed to update the cleared mark. Please try again.'),
    onSettled: () => invalidateAreas(queryClient, clearedWriteAreas),
  });
}

/** POST /api/accounts/{id}/reconciliations. */
export function useFinishReconciliation(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReconciliationInput) => {
      assertWritable();
      return apiFetch(`/api/accounts/${encodeURIComponent(accountId)}/reconciliations`, { method: 'POST', body });
    },
    onSuccess: () => showSuccessToast('Reconciliation finished'),
    // The server's own words when it names the problem (a difference, a day before the latest reconciliation).
    onError: (error) =>
      isApiError(error) && (error.status === 400 || error.status === 409) && error.body?.error
        ? showErrorToast(error.body.error)
        : errorToastHandler('Could not finish the reconciliation: the difference must be $0.00.')(error),
    onSettled: () => invalidateAreas(queryClient, reconcileWriteAreas),
  });
}

/** The register's locked rows: transaction id -> the statement day that locked it (empty outside a register). */
export const ReconciledRowsContext = createContext<Readonly<Record<string, string>>>({});

/** The statement day that locked this transaction in, or undefined. */
export function useReconciledOn(transactionId: string): string | undefined {
  return useContext(ReconciledRowsContext)[transactionId];
}
