/**
 * Transaction rules that run both on a body (validation.ts, for the schemas) and on an update
 * merged with the stored transaction (the decider): one definition, no import circle.
 */
import { mergeFields } from '../shared/aggregate-fields';
import type { FieldMessages } from '../shared/fields';
import { type TransactionType, transactionMessages as m, usesFromAccount, usesToAccount } from './constants';
import type { TransactionDraft, TransactionUpdateDraft } from './drafts';
import type { TransactionFields } from './fields';

/** The "account required" messages, for types that use that account (usesFromAccount/usesToAccount). */
const fromAccountRequired = (type: TransactionType) => (type === 'payment' ? m.paymentFromAccountRequired : m.expenseFromAccountRequired);
const toAccountRequired = (type: TransactionType) => (type === 'payment' ? m.paymentToAccountRequired : m.incomeToAccountRequired);

/**
 * SPEC section 5's account rules for a type: the account it does not use becomes null, a used one
 * is required, a payment cannot go to the account it comes from. `undefined` is "not given" (a
 * partial body): no rule runs for it and it stays unset. Messages go into `messages`.
 */
export function applyAccountRules(
  type: TransactionType,
  from: string | null | undefined,
  to: string | null | undefined,
  messages: FieldMessages,
): { fromAccountId?: string | null; toAccountId?: string | null } {
  const accounts: { fromAccountId?: string | null; toAccountId?: string | null } = {};
  if (!usesFromAccount(type)) accounts.fromAccountId = null;
  else if (from !== undefined) {
    if (from === null) messages.fromAccountId = fromAccountRequired(type);
    else accounts.fromAccountId = from;
  }
  if (!usesToAccount(type)) accounts.toAccountId = null;
  else if (to !== undefined) {
    if (to === null) messages.toAccountId = toAccountRequired(type);
    else if (type === 'payment' && to === accounts.fromAccountId) messages.toAccountId = m.sameAccount;
    else accounts.toAccountId = to;
  }
  return accounts;
}

/**
 * An update draft laid over the stored transaction (the account rules then run on the result). The
 * stored `category` is left out: it names the first chosen category (references.ts); a given text stays.
 */
export function mergeTransactionUpdate(stored: TransactionFields, draft: TransactionUpdateDraft): TransactionDraft {
  const { category: _named, ...kept } = stored;
  return mergeFields<TransactionDraft>(kept, draft);
}
