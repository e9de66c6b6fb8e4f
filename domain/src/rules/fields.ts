import { z } from 'zod';
import { fieldKeys } from '../shared/aggregate-fields';
import { RULE_MATCH_KINDS } from './constants';

/**
 * A categorisation rule's stored fields, declared once (issue 23): the condition (the title
 * `contains` or glob-`matches` the pattern; optionally only on one account and within an absolute
 * amount range, in cents) and the actions (set a category, rename the title, make it a transfer to
 * another account). A field added later gets `.default(...)`: older events lack it.
 */
export const ruleFieldsSchema = z.object({
  name: z.string(),
  matchKind: z.enum(RULE_MATCH_KINDS),
  pattern: z.string(),
  accountId: z.string().nullable(),
  minAmountCents: z.number().int().nullable(),
  maxAmountCents: z.number().int().nullable(),
  categoryId: z.string().nullable(),
  renameTo: z.string(),
  transferAccountId: z.string().nullable(),
});

/** The names of the stored fields, in order: what an update compares. */
export const RULE_FIELD_KEYS = fieldKeys(ruleFieldsSchema);

export type RuleFields = z.output<typeof ruleFieldsSchema>;
