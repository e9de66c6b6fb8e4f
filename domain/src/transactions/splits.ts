/**
 * Split transactions (issue 24): one transaction whose amount is spread over several categories.
 * The lines are part of the transaction's fields (fields.ts `splits`), never records of their own.
 * Written once here: the body's lines (validation.ts), the rules on the whole split (the body's, and
 * the decider's on an update merged with the stored fields), the categories a split derives, and
 * what each category receives of a transaction (every read model's per-category figures).
 */
import { type FieldMessages, isBlank } from '../shared/fields';
import { type FieldResult } from '../shared/field-rules';
import { parseMoney } from '../shared/money';
import { textProblem } from '../shared/text';
import { MAX_SPLIT_LINES, MIN_SPLIT_LINES, type TransactionType, transactionMessages as m, transactionTextRules } from './constants';
import type { TransactionSplit } from './fields';

/** One split line as a form or the API sends it (transactionBodySchema's `splits`). */
export interface TransactionSplitInput {
  categoryId?: string | null;
  amount?: string | number | null;
  memo?: string | null;
}

/** The field key of one line's problem: `splits.<i>.amount`, `splits.<i>.categoryId`, `splits.<i>.memo`. */
export function splitLineField(index: number, field: 'categoryId' | 'amount' | 'memo'): string {
  return `splits.${index}.${field}`;
}

function amountMessage(code: string): string {
  if (code === 'too_many_decimals') return m.splitAmountTooManyDecimals;
  if (code === 'too_large') return m.splitAmountTooLarge;
  return m.splitAmountInvalid;
}

/**
 * A body's lines, each checked (category chosen, amount > 0 with at most 2 decimals, memo within its
 * limit): the lines in the stored key order, or every line's messages. Absent or null is no split;
 * the line count and the sum are checkSplitRules' (they need the type and amount too).
 */
export function checkSplitLines(raw: unknown): { ok: true; value: TransactionSplit[] } | { ok: false; messages: FieldMessages } {
  if (raw === undefined || raw === null) return { ok: true, value: [] };
  if (!Array.isArray(raw)) return { ok: false, messages: { splits: m.splitsInvalid } };
  if (raw.length > MAX_SPLIT_LINES) return { ok: false, messages: { splits: m.splitTooManyLines } };
  const messages: FieldMessages = {};
  const lines: TransactionSplit[] = [];
  raw.forEach((line: unknown, index) => {
    if (line === null || typeof line !== 'object' || Array.isArray(line)) {
      messages[`splits.${index}`] ??= m.splitsInvalid;
      return;
    }
    const { categoryId, amount, memo } = line as Record<string, unknown>;
    const id = typeof categoryId === 'string' ? categoryId.trim() : '';
    if (id === '') messages[splitLineField(index, 'categoryId')] = m.splitCategoryRequired;
    const cents = parseMoney(isBlank(amount) ? undefined : amount, { sign: 'positive' });
    if (!cents.ok) messages[splitLineField(index, 'amount')] = amountMessage(cents.code);
    const text = checkMemo(memo);
    if (!text.ok) messages[splitLineField(index, 'memo')] = text.message;
    if (id !== '' && cents.ok && text.ok) lines.push({ categoryId: id, amountCents: cents.cents, memo: text.value });
  });
  return Object.keys(messages).length > 0 ? { ok: false, messages } : { ok: true, value: lines };
}

function checkMemo(raw: unknown): FieldResult<string> {
  if (raw === undefined || raw === null) return { ok: true, value: '' };
  if (typeof raw !== 'string') return { ok: false, message: m.splitMemoInvalid };
  const text = raw.trim();
  const problem = textProblem(text, transactionTextRules.splitMemo);
  return problem === undefined ? { ok: true, value: text } : { ok: false, message: problem };
}

/** The sum of the lines, in cents. */
export function splitTotalCents(splits: readonly Pick<TransactionSplit, 'amountCents'>[]): number {
  return splits.reduce((sum, line) => sum + line.amountCents, 0);
}

/**
 * The rules on a whole split, [] being no split: at least two lines, not on a transfer, adding up to
 * the amount exactly. `type`/`amountCents` undefined (a partial body without them): those rules wait
 * for the decider, which checks the update merged with the stored transaction.
 */
export function checkSplitRules(
  splits: readonly TransactionSplit[],
  type: TransactionType | undefined,
  amountCents: number | undefined,
): string | undefined {
  if (splits.length === 0) return undefined;
  if (type === 'payment') return m.splitTransfer;
  if (splits.length < MIN_SPLIT_LINES) return m.splitTooFewLines;
  if (amountCents !== undefined && splitTotalCents(splits) !== amountCents) return m.splitSumMismatch;
  return undefined;
}

/** A split's categories: the lines' distinct category ids, in line order (a split transaction's transactionCategoryIds). */
export function splitCategoryIds(splits: readonly Pick<TransactionSplit, 'categoryId'>[]): string[] {
  return [...new Set(splits.map((line) => line.categoryId))];
}

/** What one category receives of a transaction; categoryId null is "no category". */
export interface CategoryShare {
  categoryId: string | null;
  amountCents: number;
}

/**
 * What each category receives of a transaction, the one rule of every per-category figure (budgets,
 * reports, the money summary, the dashboard): a split's lines, summed per category in line order;
 * otherwise the whole amount to the first chosen category (null when none). The shares always add
 * up to the amount (the decider refuses a split that does not).
 */
export function categoryShares(fields: {
  amountCents: number;
  transactionCategoryIds: readonly string[];
  splits?: readonly Pick<TransactionSplit, 'categoryId' | 'amountCents'>[];
}): CategoryShare[] {
  const splits = fields.splits ?? [];
  if (splits.length === 0) return [{ categoryId: fields.transactionCategoryIds[0] ?? null, amountCents: fields.amountCents }];
  const byCategory = new Map<string, number>();
  for (const line of splits) byCategory.set(line.categoryId, (byCategory.get(line.categoryId) ?? 0) + line.amountCents);
  return [...byCategory].map(([categoryId, amountCents]) => ({ categoryId, amountCents }));
}
