import { formatCents, parseAmount } from '@life/domain/shared/money';
import { formatUsd } from '../../../format';
import type { TransactionSplitJson } from '@life/domain/transactions/api';
import type { TransactionSplitBody } from '@life/domain/transactions/schemas';
import { amountBodyText, formatAmountText } from '../../../components/currency-text';
import { toCents } from '../format';

/**
 * Split transactions (issue 24): one transaction's amount spread over several categories. The
 * form edits the lines as text; every sum here is in integer cents (the domain's money helpers).
 */

/** One line as the form holds it; `key` only names the line for React (it is never sent). */
export interface SplitFormLine {
  key: string;
  categoryId: string;
  /** As typed ('' while blank). */
  amount: string;
  memo: string;
}

/** A split line as the API returns it: the absolute amount as a decimal string. */
export type SplitLineJson = TransactionSplitJson;

/** A split line as a body sends it (every field given). */
export type SplitLineBody = Required<{ [K in keyof TransactionSplitBody]: NonNullable<TransactionSplitBody[K]> }>;

let nextKey = 0;
/** A blank line, or one with a category already chosen. */
export function newSplitLine(categoryId = '', amount = ''): SplitFormLine {
  nextKey += 1;
  return { key: `split-${nextKey}`, categoryId, amount, memo: '' };
}

/**
 * The lines a split starts with when the user turns it on: two, the first under the category
 * already chosen (the second under the next one, if any), amounts blank: "Remaining" starts at
 * the whole amount and each amount typed moves it.
 */
export function startSplit(categoryIds: readonly string[]): SplitFormLine[] {
  return [newSplitLine(categoryIds[0] ?? ''), newSplitLine(categoryIds[1] ?? '')];
}

/** 'Add split line': a blank line carrying what is still left to place, if anything is. */
export function addSplitLine(amount: string, lines: readonly SplitFormLine[]): SplitFormLine[] {
  const { remainingCents } = splitBalance(amount, lines);
  return [...lines, newSplitLine('', remainingCents > 0 ? formatAmountText(formatCents(remainingCents)) : '')];
}

/** A stored split as form lines (amounts absolute, shown as the currency input shows them). */
export function splitsToFormLines(splits: readonly SplitLineJson[] | undefined): SplitFormLine[] {
  return (splits ?? []).map((line) => ({
    ...newSplitLine(line.categoryId, formatAmountText(formatCents(Math.abs(toCents(line.amount))))),
    memo: line.memo,
  }));
}

/** The lines as the body sends them (no keys; amounts as two-decimal text when readable, else as typed). */
export function splitLinesToBody(lines: readonly SplitFormLine[]): SplitLineBody[] {
  return lines.map((line) => ({ categoryId: line.categoryId, amount: amountBodyText(line.amount), memo: line.memo.trim() }));
}

/** A typed amount in cents; 0 while blank or unreadable (the field's own message says why). */
function typedCents(text: string): number {
  const parsed = parseAmount(text);
  return parsed.ok ? parsed.cents : 0;
}

export interface SplitBalance {
  /** The transaction's amount minus the lines' sum, in cents: > 0 left to place, < 0 placed too much. */
  remainingCents: number;
  /** "Remaining: $12.30", "Over by $1.00" or "Remaining: $0.00" (adds up). */
  text: string;
  /** The lines place exactly the (readable, > 0) amount. */
  addsUp: boolean;
}

/** What is left to place on the lines (exact cents), and how the form says it. */
export function splitBalance(amount: string, lines: readonly Pick<SplitFormLine, 'amount'>[]): SplitBalance {
  const placed = lines.reduce((sum, line) => sum + typedCents(line.amount), 0);
  const total = typedCents(amount);
  const remainingCents = total - placed;
  const text = remainingCents < 0 ? `Over by ${formatUsd(-remainingCents)}` : `Remaining: ${formatUsd(remainingCents)}`;
  // Nothing to split yet (no amount) is not "adds up".
  return { remainingCents, text, addsUp: remainingCents === 0 && total > 0 };
}

/** The distinct categories of the lines in line order (what a split transaction's categories are). */
export function splitCategoryIds(lines: readonly Pick<SplitFormLine, 'categoryId'>[]): string[] {
  return [...new Set(lines.map((line) => line.categoryId).filter((id) => id !== ''))];
}
