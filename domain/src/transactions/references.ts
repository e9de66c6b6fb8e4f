import { pickFields } from '../shared/aggregate-fields';
import { addFieldMessage, type FieldMessages, hasFieldMessages } from '../shared/fields';
import type { TransactionReferenceContext } from './commands';
import { categoryFitsTransactionType, categoryMismatchMessage } from './category-fit';
import { type TransactionType, transactionMessages as m } from './constants';
import type { TransactionDraft, TransactionReferences, TransactionUpdateDraft } from './drafts';
import { applyAccountRules, mergeTransactionUpdate } from './rules';
import { TRANSACTION_FIELD_KEYS, type TransactionFields } from './fields';
import { checkSplitRules, splitCategoryIds, splitLineField } from './splits';

/**
 * Checks the ids a checked body references against the context the API looked up:
 * accounts must exist for the user and be active, categories must exist and be active.
 * On update (`previous` given) ids the transaction already had are accepted as they are,
 * so editing the title of a transaction whose account was since deactivated still works.
 * Every category the context knows must fit the transaction's type (`value.type`, when known; a
 * bulk item whose body failed may have none), kept ones too: a type change cannot keep an Income
 * category on an expense. Fields that already have a message are skipped. A split's categories are
 * checked per line (`splits.<i>.categoryId`) instead of transactionCategoryIds (derived from them).
 */
export function checkTransactionReferences(
  value: TransactionReferences & { type?: TransactionType },
  context: TransactionReferenceContext,
  messages: FieldMessages,
  previous?: Pick<TransactionFields, 'fromAccountId' | 'toAccountId' | 'transactionCategoryIds'>,
): void {
  for (const field of ['fromAccountId', 'toAccountId'] as const) {
    const id = value[field];
    if (!id || field in messages || previous?.[field] === id) continue;
    const account = context.accounts[id];
    if (!account) addFieldMessage(messages, field, m.accountNotFound);
    else if (!account.isActive) addFieldMessage(messages, field, m.accountInactive);
  }
  // A split's categories are its lines' (issue 24): each line's problem under its own key.
  if (value.splits && value.splits.length > 0) {
    value.splits.forEach((line, index) => {
      const field = splitLineField(index, 'categoryId');
      const problem = categoryProblem(line.categoryId, value.type, context, previous);
      if (problem !== undefined && !(field in messages)) addFieldMessage(messages, field, problem);
    });
    return;
  }
  if ('transactionCategoryIds' in messages) return;
  for (const id of value.transactionCategoryIds ?? []) {
    const problem = categoryProblem(id, value.type, context, previous);
    if (problem !== undefined) return addFieldMessage(messages, 'transactionCategoryIds', problem);
  }
}

/** Why one chosen category cannot be used: not of a type that fits, or (unless already chosen before) missing or inactive. */
function categoryProblem(
  id: string,
  type: TransactionType | undefined,
  context: TransactionReferenceContext,
  previous: Pick<TransactionFields, 'transactionCategoryIds'> | undefined,
): string | undefined {
  const category = context.categories[id];
  if (type && category && !categoryFitsTransactionType(category.type, type)) {
    return categoryMismatchMessage(category.name, category.type, type);
  }
  if (previous?.transactionCategoryIds.includes(id)) return undefined;
  if (!category) return m.categoryNotFound;
  if (!category.isActive) return m.categoryInactive;
  return undefined;
}

export type ResolvedTransaction = { ok: true; fields: TransactionFields } | { ok: false; messages: FieldMessages };

/**
 * What needs state for one parsed body: the accounts and categories it names (the context), and
 * on update (`previous` given) the account rules on the draft merged with the stored fields.
 * `category` becomes the first chosen category's name; with no categories, the body's free text or ''.
 */
export function resolveTransaction(
  draft: TransactionDraft,
  context: TransactionReferenceContext,
  options: { today: string; previous?: TransactionFields },
): ResolvedTransaction {
  const { previous, today } = options;
  const messages: FieldMessages = {};
  // A create's draft already keeps the rules; a merged update may break them (an expense whose stored from-account was null).
  const accounts = previous ? applyAccountRules(draft.type, draft.fromAccountId, draft.toAccountId, messages) : draft;
  const fromAccountId = accounts.fromAccountId ?? null;
  const toAccountId = accounts.toAccountId ?? null;
  // A split's categories follow its lines (issue 24); its rules run again on a merged update (a new amount or type).
  const splits = draft.splits;
  const ids = splits.length > 0 ? splitCategoryIds(splits) : draft.transactionCategoryIds;
  const splitProblem = checkSplitRules(splits, draft.type, draft.amountCents);
  if (splitProblem !== undefined) addFieldMessage(messages, 'splits', splitProblem);
  const references = { type: draft.type, fromAccountId, toAccountId, transactionCategoryIds: ids, splits };
  checkTransactionReferences(references, context, messages, previous);
  if (hasFieldMessages(messages)) return { ok: false, messages };

  const first = ids[0];
  let category: string;
  if (first === undefined) {
    if (draft.category !== undefined) category = draft.category;
    else category = previous && previous.transactionCategoryIds.length === 0 ? previous.category : '';
  } else category = context.categories[first]?.name ?? (previous?.transactionCategoryIds[0] === first ? previous.category : '');

  const fields = { ...draft, category, transactionCategoryIds: ids, fromAccountId, toAccountId, date: draft.date ?? today };
  return { ok: true, fields: pickFields(TRANSACTION_FIELD_KEYS, fields) };
}

/** An update draft laid over the stored fields, then resolved as above. */
export function resolveTransactionUpdate(
  draft: TransactionUpdateDraft,
  context: TransactionReferenceContext,
  options: { today: string; previous: TransactionFields },
): ResolvedTransaction {
  return resolveTransaction(mergeTransactionUpdate(options.previous, draft), context, options);
}
