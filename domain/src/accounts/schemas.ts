import { z } from 'zod';
import { addFieldIssues } from '../shared/zod';
import { checkBalanceInput, validateAccountInput } from './validation';

/** Types a form sends; all rules (and their messages) are in validateAccountInput. */
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

/** POST /api/accounts and the create form. */
export const accountCreateSchema = accountBodySchema.superRefine((input, ctx) => addFieldIssues(ctx, validateAccountInput(input)));

/** PUT /api/accounts/{id} and the edit form: absent fields keep their stored values. */
export const accountUpdateSchema = accountBodySchema.superRefine((input, ctx) =>
  addFieldIssues(ctx, validateAccountInput(input, { partial: true })),
);

/** Body of a dedicated balance edit. */
export const accountBalanceSchema = z
  .object({ balance: z.union([z.string(), z.number()]).nullish(), date: z.string().nullish() })
  .superRefine((input, ctx) => addFieldIssues(ctx, checkBalanceInput(input.balance, input.date ?? undefined).messages));
