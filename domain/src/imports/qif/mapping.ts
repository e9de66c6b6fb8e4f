/**
 * A QIF record as a transaction draft on the imported account (issue 23). T/U signed (negative: money
 * out), with thousands separators in either style; P payee as the title (M memo, then the check
 * number when there is none); L category matched to the user's categories by name (the full
 * "Parent:Child" name, then the child, then the parent; a "/Class" suffix dropped). "[Account]" is a
 * transfer: to or from the user's account of that name (case-insensitive) it becomes a payment between
 * the two, as a transfer typed in the form is; naming none of them (or the imported account itself), the
 * row stays uncategorised, noted, and the name is listed. Split lines (S category, $ amount, E memo)
 * become the transaction's split (issue 24) when there are two or more, each names one of the user's
 * categories that fits the type, has the record's sign and they add up to its amount; otherwise the
 * row is imported unsplit under its first line's category, and the lines and why they were not kept are
 * noted in the bank description (`splitNotKept` says why, for the preview): never dropped silently.
 */
import { categoryFitsTransactionType } from '../../transactions/category-fit';
import {
  MAX_SPLIT_LINES,
  MAX_SPLIT_MEMO_LENGTH,
  MAX_TRANSACTION_CATEGORY_LENGTH,
  type TransactionType,
} from '../../transactions/constants';
import type { TransactionSplitBody } from '../../transactions/schemas';
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
  | {
      ok: true;
      item: QifItem;
      unmatchedCategory?: string;
      /** The user's account a `L[Account]` transfer goes to or comes from. */
      transferAccountId?: string;
      /** A `L[Account]` naming none of the user's other accounts. */
      unmatchedTransfer?: string;
      /** Why the record's split lines were not kept as a split (issue 24): it was imported unsplit. */
      splitNotKept?: string;
    }
  | { ok: false; malformed: boolean; problem: ImportRowProblem };

/** The user's live, active accounts by lower-cased, trimmed name (the first of a name wins). */
export type AccountsByName = ReadonlyMap<string, { id: string; name: string }>;

/** The account a QIF transfer name stands for: one of the user's, never the imported one itself. */
export function matchQifTransferAccount(name: string, accounts: AccountsByName, accountId: string) {
  const found = accounts.get(name.trim().toLowerCase());
  return found && found.id.toLowerCase() !== accountId.toLowerCase() ? found : undefined;
}

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

interface QifSplitLine {
  category: string;
  memo: string;
  cents: number;
}

/**
 * A record's split lines as the transaction's split (issue 24), or why they cannot be one: each line
 * one of the user's categories fitting `type`, with the record's sign, adding up to its amount.
 */
export function qifSplitLines(
  lines: readonly QifSplitLine[],
  signedCents: number,
  type: TransactionType,
  categories: CategoriesByName,
): { ok: true; splits: TransactionSplitBody[] } | { ok: false; reason: string } {
  if (type === 'payment') return { ok: false, reason: 'a transfer cannot be split' };
  if (lines.length > MAX_SPLIT_LINES) return { ok: false, reason: `more than ${MAX_SPLIT_LINES} split lines` };
  const splits: TransactionSplitBody[] = [];
  for (const [index, line] of lines.entries()) {
    const { name, transfer } = qifCategoryName(line.category);
    if (transfer !== undefined) return { ok: false, reason: `split line ${index + 1} is a transfer to [${clip(transfer)}]` };
    if (name === undefined) return { ok: false, reason: `split line ${index + 1} has no category` };
    const known = matchQifCategory(name, categories);
    if (!known) return { ok: false, reason: `split line ${index + 1}: no category named "${clip(name)}"` };
    if (!categoryFitsTransactionType(known.type, type)) {
      return { ok: false, reason: `split line ${index + 1}: "${clip(name)}" does not fit ${type === 'income' ? 'income' : 'an expense'}` };
    }
    if (line.cents === 0 || Math.sign(line.cents) !== Math.sign(signedCents)) {
      return { ok: false, reason: `split line ${index + 1} (${formatCents(line.cents)}) has not the sign of the amount` };
    }
    splits.push({
      categoryId: known.id,
      amount: formatCents(Math.abs(line.cents)),
      memo: oneLine(line.memo).slice(0, MAX_SPLIT_MEMO_LENGTH),
    });
  }
  const sum = lines.reduce((total, line) => total + line.cents, 0);
  if (sum !== signedCents) {
    return { ok: false, reason: `the split lines add up to ${formatCents(sum)}, not the amount ${formatCents(signedCents)}` };
  }
  return { ok: true, splits };
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** The record on account `accountId`, its date read in the file's order. */
export function mapQifRecord(
  record: QifRecord,
  order: QifDateOrder,
  accountId: string,
  categories: CategoriesByName,
  accounts: AccountsByName = new Map(),
): QifRecordResult {
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
  // Two or more lines: the transaction's split when they make one (issue 24); else unsplit, under the first line's category.
  const splitType: TransactionType = signedCents < 0 ? 'expense' : 'income';
  const kept = splits.length >= 2 ? qifSplitLines(splits, signedCents, splitType, categories) : undefined;
  const splitNotKept = kept && !kept.ok ? kept.reason : undefined;
  const categoryName = splits.length === 0 ? name : kept?.ok ? undefined : qifCategoryName(splits[0]!.category).name;

  // A split to an account stays a note: only a whole record moves money between two accounts.
  const transferAccount = transfer === undefined || splits.length > 0 ? undefined : matchQifTransferAccount(transfer, accounts, accountId);
  const unmatchedTransfer =
    transfer !== undefined && splits.length === 0 && !transferAccount && !matchQifTransferAccount(transfer, accounts, '')
      ? transfer
      : undefined;

  const notes: string[] = [];
  if (longPayee !== undefined) notes.push(longPayee);
  if (memo && memo !== text) notes.push(memo);
  if (checkNumber && checkNumber !== text) notes.push(checkNumber);
  if (transfer !== undefined && !transferAccount) notes.push(`Transfer: [${transfer}]`);
  if (splits.length > 0 && !kept?.ok) {
    const lines = splits.map(
      (split) => `${split.category || '(no category)'} ${formatCents(split.cents)}${split.memo ? ` (${split.memo})` : ''}`,
    );
    notes.push(`Split${splitNotKept ? ` not kept (${splitNotKept})` : ''}: ${lines.join('; ')}`);
  }
  const note = notes.join(' | ');
  const fullText =
    note === '' ? undefined : note.length > MAX_BANK_DESCRIPTION_LENGTH ? `${note.slice(0, MAX_BANK_DESCRIPTION_LENGTH - 1)}…` : note;

  const bankLine = bankLineInput(accountId, signedCents, date, title);
  const line = transferAccount
    ? {
        ...bankLine,
        type: 'payment' as const,
        fromAccountId: signedCents < 0 ? accountId : transferAccount.id,
        toAccountId: signedCents < 0 ? transferAccount.id : accountId,
      }
    : bankLine;
  const known = categoryName === undefined ? undefined : matchQifCategory(categoryName, categories);
  const fits = known !== undefined && categoryFitsTransactionType(known.type, line.type);
  const freeText = categoryName?.slice(0, MAX_TRANSACTION_CATEGORY_LENGTH);
  const checked = checkTransactionCreate({
    ...line,
    ...(kept?.ok
      ? { splits: kept.splits }
      : fits
        ? { transactionCategoryIds: [known.id] }
        : { transactionCategoryIds: [], ...(freeText ? { category: freeText } : {}) }),
  });
  if (!checked.ok) {
    const [field, message] = Object.entries(checked.messages)[0]!;
    return problem(field === 'title' ? 'P' : field === 'category' ? 'L' : field === 'date' ? 'D' : 'T', message, false);
  }
  const item: QifItem = { row, draft: checked.draft, signedCents, ...(fullText === undefined ? {} : { fullText }) };
  return {
    ok: true,
    item,
    ...(categoryName !== undefined && !fits ? { unmatchedCategory: categoryName } : {}),
    ...(transferAccount ? { transferAccountId: transferAccount.id } : {}),
    ...(unmatchedTransfer === undefined ? {} : { unmatchedTransfer }),
    ...(splitNotKept === undefined ? {} : { splitNotKept }),
  };
}
