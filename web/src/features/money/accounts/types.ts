import type { AccountJson } from '@life/domain/accounts/api';
import type { AccountType } from '@life/domain/accounts/constants';

/** An account as GET /api/accounts returns it: the one shape command-api's mapping also returns. */
export type Account = AccountJson;

/** POST /api/accounts and PUT /api/accounts/{id}. `balance` only when the user set it (PUT: changed it). */
export interface AccountBody {
  accountName: string;
  accountType: string;
  balance?: string;
  startingBalance: string;
  startingBalanceAsof: string;
  creditLimit: string | null;
  description: string;
  color: string;
  isActive: boolean;
  isPrimary: boolean;
}

/** Display names of the account types, in the order the manager lists its sections. */
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  checking: 'Checking',
  savings: 'Savings',
  credit_card: 'Credit Card',
  investment: 'Investment',
  'loan / line of credit': 'Loan / Line of Credit',
  other: 'Other',
};
