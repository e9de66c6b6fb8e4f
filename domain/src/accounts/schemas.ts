import { z } from 'zod';
import { draftSchema } from '../shared/zod';
import { checkAccountBalance, checkAccountCreate, checkAccountUpdate } from './validation';

/** Types a form sends; all rules (and their messages) are in validation.ts (checkAccountInput). */
export const accountBodySchema = z.object({
  accountName: z.string().nullish(),
  accountType: z.string().nullish(),
  /** Current balance; a change becomes a BalanceAdjusted. */
  balance: z.union([z.string(), z.number()]).nullish(),
  startingBalance: z.union([z.string(), z.number()]).nullish(),
  startingBalanceAsOf: z.string().nullish(),
  /** SPEC's spelling, accepted as an alias. */
  startingBalanceAsof: z.string().nullish(),
  creditLimit: z.union([z.string(), z.number()]).nullish(),
  description: z.string().nullish(),
  color: z.string().nullish(),
  isActive: z.boolean().nullish(),
  isPrimary: z.boolean().nullish(),
});

/**
 * The account form / API body as received, not yet validated (amounts as strings or numbers).
 * `balance` is the *current* balance field: when it differs from the derived current
 * balance the decider emits a BalanceAdjusted for the difference.
 * `startingBalanceAsof` (SPEC's spelling) is accepted as an alias of `startingBalanceAsOf`.
 */
export type AccountInput = z.input<typeof accountBodySchema>;

/** POST /api/accounts and the create form: parses into an AccountDraft (drafts.ts). */
export const accountCreateSchema = draftSchema(accountBodySchema, checkAccountCreate);

/** PUT /api/accounts/{id} and the edit form: parses into an AccountUpdateDraft (absent fields keep their stored values). */
export const accountUpdateSchema = draftSchema(accountBodySchema, checkAccountUpdate);

/** Body of a dedicated balance edit: parses into an AccountBalanceDraft. */
export const accountBalanceSchema = draftSchema(
  z.object({ balance: z.union([z.string(), z.number()]).nullish(), date: z.string().nullish() }),
  checkAccountBalance,
);
