import { formatCents } from '../shared/money';
import { MAX_TRANSACTION_TITLE_LENGTH, type TransactionStatus } from '../transactions/constants';

/** The bank's full text is kept up to this length beside a shortened title (a log event is no file store). */
export const MAX_BANK_DESCRIPTION_LENGTH = 2000;

/** Text as one line: runs of whitespace (a quoted line break too) become one space. */
export function oneLine(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * A bank description as a transaction title (issue 23): a text longer than the title limit is cut at a
 * word boundary with an ellipsis, and the full text comes back as `fullText` (kept on the transaction
 * and shown in its history) instead of the row being refused.
 */
export function bankTitle(text: string, max: number = MAX_TRANSACTION_TITLE_LENGTH): { title: string; fullText?: string } {
  if (text.length <= max) return { title: text };
  const room = text.slice(0, max); // the ellipsis takes the last place
  const cut = room.slice(0, -1);
  const boundary = cut.search(/\s\S*$/);
  // A word boundary in the last third is worth keeping whole words; else one very long word is cut.
  const head = boundary >= Math.floor(max / 3) * 2 ? cut.slice(0, boundary) : cut;
  const title = `${head.replace(/[\s,;:.\-/]+$/, '').replace(/[\ud800-\udbff]$/, '')}…`;
  const kept =
    text.length > MAX_BANK_DESCRIPTION_LENGTH ? `${text.slice(0, MAX_BANK_DESCRIPTION_LENGTH - 1).replace(/[\ud800-\udbff]$/, '')}…` : text;
  // The title's rules refuse control characters; those past its cut must not reach the log either.
  // eslint-disable-next-line no-control-regex -- the control characters are what this replaces
  return { title, fullText: kept.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?') };
}

/**
 * A bank statement line as a transaction on the imported account: money out is an expense from it,
 * money in an income to it (categories are the format's to add); posted unless the bank says pending.
 */
export function bankLineInput(accountId: string, signedCents: number, date: string, title: string, posted: TransactionStatus = 'posted') {
  const type = signedCents < 0 ? ('expense' as const) : ('income' as const);
  return {
    title,
    amount: formatCents(Math.abs(signedCents)),
    type,
    fromAccountId: type === 'expense' ? accountId : null,
    toAccountId: type === 'income' ? accountId : null,
    posted,
    date,
  };
}
