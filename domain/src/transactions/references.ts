import { addFieldMessage, type FieldMessages, hasFieldMessages } from '../shared/fields';
import type { TransactionInput, TransactionReferenceContext } from './commands';
import { transactionMessages as m } from './constants';
import type { TransactionFields } from './state';
import { checkTransactionInput, mergeTransactionInput, type TransactionInputValue } from './validation';

/**
 * Checks the ids a checked body references against the context the API looked up:
 * accounts must exist for the user and be active, categories must exist and be active.
 * On update (`previous` given) ids the transaction already had are accepted as they are,
 * so editing the title of a transaction whose account was since deactivated still works.
 * Fields that already have a message are skipped.
 */
export function checkTransactionReferences(
  value: TransactionInputValue,
  context: TransactionReferenceContext,
  messages: FieldMessages,
  previous?: TransactionFields,
): void {
  for (const field of ['fromAccountId', 'toAccountId'] as const) {
    const id = value[field];
    if (!id || field in messages || previous?.[field] === id) continue;
    const account = context.accounts[id];
    if (!account) addFieldMessage(messages, field, m.accountNotFound);
    else if (!account.isActive) addFieldMessage(messages, field, m.accountInactive);
  }
  if ('transactionCategoryIds' in messages) return;
  for (const id of value.transactionCategoryIds ?? []) {
    if (previous?.transactionCategoryIds.includes(id)) continue;
    const category = context.categories[id];
    if (!category) return addFieldMessage(messages, 'transactionCategoryIds', m.categoryNotFound);
    if (!category.isActive) return addFieldMessage(messages, 'transactionCategoryIds', m.categoryInactive);
  }
}

export type ResolvedTransaction = { ok: true; fields: TransactionFields } | { ok: false; messages: FieldMessages };

/**
 * The whole rule set for one body: shape (validation.ts), then references, then defaults.
 * `previous`: the stored fields when updating (the body is laid over them first).
 * `category` becomes the first chosen category's name; with no categories, the body's free text or ''.
 */
export function resolveTransaction(
  input: TransactionInput,
  context: TransactionReferenceContext,
  options: { today: string; previous?: TransactionFields },
): ResolvedTransaction {
  const { previous, today } = options;
  const body = previous ? mergeTransactionInput(previous, input) : input;
  const { messages, value } = checkTransactionInput(body);
  checkTransactionReferences(value, context, messages, previous);
  if (hasFieldMessages(messages)) return { ok: false, messages };

  const ids = value.transactionCategoryIds ?? [];
  const first = ids[0];
  let category: string;
  if (first === undefined) {
    if (typeof input.category === 'string') category = input.category.trim();
    else category = previous && previous.transactionCategoryIds.length === 0 ? previous.category : '';
  }
  else category = context.categories[first]?.name ?? (previous?.transactionCategoryIds[0] === first ? previous.category : '');

  return {
    ok: true,
    fields: {
      title: value.title!,
      type: value.type!,
      amountCents: value.amountCents!,
      category,
      transactionCategoryIds: ids,
      fromAccountId: value.fromAccountId ?? null,
      toAccountId: value.toAccountId ?? null,
      posted: value.posted ?? 'posted',
      date: value.date ?? previous?.date ?? today,
    },
  };
}
