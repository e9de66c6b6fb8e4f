import type { AccountType } from '@life/domain/accounts/constants';

/**
 * An account as GET /api/accounts returns it (the one shape command-api's mapping also returns), and
 * GET /api/accounts/{id}/usage: what the delete dialog counts.
 */
export type { AccountJson as Account, AccountUsageJson as AccountUsage } from '@life/domain/accounts/api';
/** POST /api/accounts and PUT /api/accounts/{id}: the domain's body shape. `balance` only when the user set it (PUT: changed it). */
export type { AccountInput as AccountBody } from '@life/domain/accounts/schemas';

/** Display names of the account types, in the order the manager lists its sections. */
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  checking: 'Checking',
  savings: 'Savings',
  credit_card: 'Credit Card',
  investment: 'Investment',
  'loan / line of credit': 'Loan / Line of Credit',
  other: 'Other',
};
