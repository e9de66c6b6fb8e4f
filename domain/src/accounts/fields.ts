import { z } from 'zod';
import { fieldKeys } from '../shared/aggregate-fields';
import { MAX_AMOUNT_CENTS } from '../shared/money';
import { ACCOUNT_TYPES } from './constants';

const cents = z.number().int().min(-MAX_AMOUNT_CENTS).max(MAX_AMOUNT_CENTS);
// New events hold 1901-2099 days (the schemas' rules); the schema stays as loose as what is stored,
// so older events always load (see defineEvent).
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * The stored fields of an account, declared once: every editable field except isPrimary (primary
 * has its own events), a full snapshot in AccountOpened and AccountUpdated. The state
 * (AccountFields), the drafts, the decider's change check, the read model's columns and the API's
 * plain JSON fields follow it. A field added later gets `.default(...)`, as older events lack it.
 */
export const accountFieldsSchema = z.object({
  accountName: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  startingBalanceCents: cents,
  startingBalanceAsOf: isoDate,
  /** Set for credit_card and 'loan / line of credit', null for the other types. */
  creditLimitCents: cents.nonnegative().nullable(),
  description: z.string(),
  color: z.string(),
  isActive: z.boolean(),
});

/** The names of the stored fields, in order. */
export const ACCOUNT_FIELD_KEYS = fieldKeys(accountFieldsSchema);

/** The normalised, stored fields of one account (everything but primary, which is book-level): what the events carry. */
export type AccountFields = z.output<typeof accountFieldsSchema>;
