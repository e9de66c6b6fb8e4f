/**
 * A QIF record as a transaction draft on the imported account (issue 23). T/U signed (negative: money
 * out), with thousands separators in either style; P payee as the title (M memo, then the check
 * number when there is none); L category matched to the user's categories by name (the full
 * "Parent:Child" name, then the child, then the parent; a "/Class" suffix dropped; "[Account]" is a
 * transfer, noted, not a category). Split lines (S/$/E) are summed into the one transaction (the app
 * has no splits yet) and listed, with the memo and the check number, in the bank description.
 */
import { categoryFitsTransactionType } from '../../transactions/category-fit';
import { MAX_TRANSACTION_CATEGORY_LENGTH } from '../../transactions/constants';
import type { TransactionDraft } from '../../transactions/drafts';
import { checkTransactionCreate } from '../../transactions/validation';
import { formatCents } from '../../shared/money';
import type { CategoriesByName } from '../bank-csv/mapping';
import { parseBankAmountCents } from '../bank-csv/formats';
import { bankLineInput, bankTitle, MAX_BANK_DESCRIPTION_LENGTH, oneLine } from '../bank-line';
import type { ImportRowProblem } from '../row-problem';
import { qifDateParts, qifDay, type QifDateOrder } from './dates';
import type { QifRecord } from './records';

export interface QifItem {
  row: number;
  draft: TransactionDraft;
  signedCents: number;
  /** Memo, check number and split lines (and the payee when the title is shortened). */
  fullText?: string;
}

export type QifRecordResult =
  { ok: true; item: QifItem; unmatchedCategory?: string } | { ok: false; malformed: boolean; problem: ImportRowProblem };

/** "1,234.56", "-1.249,00", "1 020,50", "-6.19": the separator followed by 1-2 digits at the end is the decimal one. */
export function parseQifAmountCents(raw: string): number | null {
  const text = raw.trim();
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let commaDecimal: boolean;
  if (lastDot >= 0 && lastComma >= 0) commaDecimal = lastComma > lastDot;
  else if (lastComma >= 0) commaDecimal = /,\d{1,2}\)?$/.test(text);
  else commaDecimal = lastDot >= 0 && !/\.\d{1,2}\)?$/.test(text);
  return parseBankAmountCents(text, commaDecimal ? '1.234,56' : '1,234.56');
}

/** L's category name: "Food:Groceries/Class" -> "Food:Groceries"; "[Savings]" (a transfer) and "--Split--" -> none. */
export function qifCategoryName(raw: string | undefined): { name?: string; transfer?: string } {
  // Quicken writes a class after a slash: "Bills:Phone/Business".
  const text = oneLine(raw).split('/')[0]!.trim();
  const transfer = /^\[(.*)\]$/.exec(text);
  if (transfer) return { transfer: transfer[1]!.trim() };
  if (text === '' || /^--split--$/i.test(text)) return {};
  return { name: text };
}

/** The user's category for a QIF name: the whole name, else its last part, else its first. */
export function matchQifCategory(name: string, categories: CategoriesByName) {
  const parts = name
    .split(':')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  for (const candidate of [name, parts[parts.length - 1], parts[0]]) {
    const found = candidate === undefined ? undefined : categories.get(candidate.toLowerCase());
    if (found) return found;
  }
  return undefined;
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** The record on account `accountId`, its date read in the file's order. */
export function mapQifRecord(record: QifRecord, order: QifDateOrder, accountId: string, categories: CategoriesByName): QifRecordResult {
  const row = record.index;
  const problem = (column: string, reason: string, malformed: boolean): QifRecordResult => ({
    ok: false,
    malformed,
    problem: { row, column, reason: `Transaction ${row}, ${column}: ${reason}` },
  });
  const parts = qifDateParts(record.date ?? '');
  const date = parts && qifDay(parts, order);
  if (!date) return problem('D', `expected a date like 03/25/2024 or 25.03.24, found '${clip(record.date ?? '')}'`, true);

  const splits: { category: string; memo: string; cents: number }[] = [];
  for (const split of record.splits) {
    const cents = parseQifAmountCents(split.amount);
    if (cents === null) return problem('$', `expected a split amount like -12.30, found '${clip(split.amount)}'`, true);
    splits.push({ category: split.category, memo: split.memo, cents });
  }
  let signedCents: number | null;
  if (record.amount !== undefined && record.amount !== '') {
    signedCents = parseQifAmountCents(record.amount);
    if (signedCents === null) return problem('T', `expected an amount like -1,234.56, found '${clip(record.amount)}'`, true);
  } else if (splits.length > 0) signedCents = splits.reduce((sum, split) => sum + split.cents, 0);
  else return problem('T', 'expected the amount (T or U)', true);
  if (signedCents === 0) return problem('T', 'the amount is 0, nothing to record', false);

  const number = oneLine(record.number);
  const checkNumber = /^\d+$/.test(number) ? `Check ${number}` : number;
  const payee = oneLine(record.payee);
  const memo = oneLine(record.memo);
  const text = payee || memo || checkNumber || 'Imported transaction';
  const { title, fullText: longPayee } = bankTitle(text);

  const { name, transfer } = qifCategoryName(record.category);
  // One category for the whole amount only when every split line agrees with it.
  const splitNames = new Set(splits.map((split) => qifCategoryName(split.category).name ?? ''));
  const categoryName = splits.length === 0 ? name : splitNames.size === 1 ? [...splitNames][0] || undefined : undefined;

  const notes: string[] = [];
  if (longPayee !== undefined) notes.push(longPayee);
  if (memo && memo !== text) notes.push(memo);
  if (checkNumber && checkNumber !== text) notes.push(checkNumber);
  if (transfer !== undefined) notes.push(`Transfer: [${transfer}]`);
  if (splits.length > 0) {
    const lines = splits.map(
      (split) => `${split.category || '(no category)'} ${formatCents(split.cents)}${split.memo ? ` (${split.memo})` : ''}`,
    );
    notes.push(`Split: ${lines.join('; ')}`);
  }
  const note = notes.join(' | ');
  const fullText =
    note === '' ? undefined : note.length > MAX_BANK_DESCRIPTION_LENGTH ? `${note.slice(0, MAX_BANK_DESCRIPTION_LENGTH - 1)}…` : note;

  const line = bankLineInput(accountId, signedCents, date, title);
  const known = categoryName === undefined ? undefined : matchQifCategory(categoryName, categories);
  const fits = known !== undefined && categoryFitsTransactionType(known.type, line.type);
  const freeText = categoryName?.slice(0, MAX_TRANSACTION_CATEGORY_LENGTH);
  const checked = checkTransactionCreate({
    ...line,
    ...(fits ? { transactionCategoryIds: [known.id] } : { transactionCategoryIds: [], ...(freeText ? { category: freeText } : {}) }),
  });
  if (!checked.ok) {
    const [field, message] = Object.entries(checked.messages)[0]!;
    return problem(field === 'title' ? 'P' : field === 'category' ? 'L' : field === 'date' ? 'D' : 'T', message, false);
  }
  const item: QifItem = { row, draft: checked.draft, signedCents, ...(fullText === undefined ? {} : { fullText }) };
  return { ok: true, item, ...(categoryName !== undefined && !fits ? { unmatchedCategory: categoryName } : {}) };
}
