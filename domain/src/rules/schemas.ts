import { z } from 'zod';
import { controlCharactersMessage, hasControlCharacters } from '../shared/text';
import { draftSchema } from '../shared/zod';
import { MAX_TRANSACTION_TITLE_LENGTH } from '../transactions/constants';
import { MAX_RULE_APPLY_TRANSACTIONS, RULE_MOVE_DIRECTIONS, ruleMessages } from './constants';
import { checkRule } from './validation';

/** What a rule form sends (amounts as decimal strings); the rules and messages are validation.ts's. */
export const ruleBodySchema = z.object({
  name: z.string().nullish(),
  matchKind: z.string().nullish(),
  pattern: z.string().nullish(),
  accountId: z.string().nullish(),
  minAmount: z.union([z.string(), z.number()]).nullish(),
  maxAmount: z.union([z.string(), z.number()]).nullish(),
  categoryId: z.string().nullish(),
  renameTo: z.string().nullish(),
  transferAccountId: z.string().nullish(),
});

/** The rule form / API body as received, not yet validated. */
export type RuleInput = z.input<typeof ruleBodySchema>;

/** POST /api/rules and PUT /api/rules/{id} (the whole rule): parses into RuleFields. */
export const ruleSchema = draftSchema(ruleBodySchema, checkRule);

/** POST /api/rules/{id}/move: 'Move up' or 'Move down'. */
export const ruleMoveSchema = z.object({
  direction: z.enum(RULE_MOVE_DIRECTIONS, { error: ruleMessages.moveDirectionInvalid }),
});
export type RuleMoveInput = z.input<typeof ruleMoveSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /api/rules/apply: the transactions to re-run the rules on, named one by one or as one
 * import's (`importId`); the count is checked by the route (a clear 400 above the limit).
 */
export const ruleApplySchema = z
  .object({
    // One message for the whole list (not one per item): a hostile list of thousands is answered briefly.
    transactionIds: z
      .array(z.unknown(), { error: 'transactionIds must be a list of transaction ids' })
      .transform((ids, ctx): string[] => {
        const uuids = ids.filter((id): id is string => typeof id === 'string' && UUID.test(id));
        if (ids.length > MAX_RULE_APPLY_TRANSACTIONS) ctx.addIssue({ code: 'custom', message: ruleMessages.applyTooMany });
        else if (uuids.length !== ids.length) ctx.addIssue({ code: 'custom', message: 'transactionIds must be transaction ids' });
        else return uuids;
        return z.NEVER;
      })
      .optional(),
    importId: z.string({ error: 'importId must be an import id' }).regex(UUID, 'Import not found').optional(),
  })
  .refine((body) => (body.transactionIds === undefined) !== (body.importId === undefined), {
    message: 'Send either transactionIds or importId',
    path: ['transactionIds'],
  });

/** GET /api/rules/payee?title=: the last category and account used with a title. */
export const payeeQuerySchema = z.object({
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(1, 'title is required')
    .max(MAX_TRANSACTION_TITLE_LENGTH, `title must be ${MAX_TRANSACTION_TITLE_LENGTH} characters or fewer`)
    .refine((title) => !hasControlCharacters(title), controlCharactersMessage('title')),
});
