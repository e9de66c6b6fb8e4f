import { createMutationHooks } from '../../../api/mutation-hooks';
import { summaryQueries } from '../summary/queries';
import { accountQueries } from './queries';
import type { Account, AccountBody } from './types';

/** POST/PUT/DELETE /api/accounts; SPEC 7: afterwards the list is refetched (and the summary, which sums balances). */
export const accountMutations = createMutationHooks<Account, AccountBody>({
  path: '/api/accounts',
  invalidates: () => [accountQueries.all(), summaryQueries.all()],
  messages: {
    created: 'Account created',
    updated: 'Account updated',
    deleted: 'Account deleted',
    createFailed: 'Failed to create account. Please try again.',
    updateFailed: 'Failed to update account. Please try again.',
    deleteFailed: 'Failed to delete account. Please try again.',
  },
});
