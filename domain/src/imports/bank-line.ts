import { formatCents } from '../shared/money';

/** Text as one line: runs of whitespace (a quoted line break too) become one space. */
export function oneLine(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * A bank statement line as a posted transaction on the imported account: money out is an expense
 * from it, money in an income to it (categories are the format's to add).
 */
export function bankLineInput(accountId: string, signedCents: number, date: string, title: string) {
  const type = signedCents < 0 ? ('expense' as const) : ('income' as const);
  return {
    title,
    amount: formatCents(Math.abs(signedCents)),
    type,
    fromAccountId: type === 'expense' ? accountId : null,
    toAccountId: type === 'income' ? accountId : null,
    posted: 'posted' as const,
    date,
  };
}
