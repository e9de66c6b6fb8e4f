/**
 * Which incoming bank rows are transactions the account already holds (issue 23), as Actual Budget
 * and YNAB match: the bank's own id (OFX FITID) first; then the same signed amount within
 * BANK_MATCH_WINDOW_DAYS either side, exact day first, then the nearest, the payee text only breaking
 * ties. Each recorded transaction is matched at most once, pending and transfers included; a posted
 * row with a new bank id settles a pending one recorded with another. Pure and
 * deterministic: the same rows and transactions give the same pairs in any order.
 */
import { daysBetween } from '../shared/dates';

/** A card purchase typed by hand may post days later; Actual Budget looks 7 days either way. */
export const BANK_MATCH_WINDOW_DAYS = 7;

export interface IncomingBankRow {
  row: number;
  date: string;
  /** Signed as the account sees it: money out negative. */
  signedCents: number;
  title: string;
  /** OFX FITID; absent for CSV rows. */
  externalId?: string;
  /** Absent: posted. A posted row may settle a pending transaction recorded with another bank id. */
  posted?: 'posted' | 'pending';
}

export interface RecordedBankTransaction {
  id: string;
  date: string;
  signedCents: number;
  title: string;
  /** The bank id it was imported with (null: typed by hand, or from a CSV). */
  externalId: string | null;
  posted: 'posted' | 'pending';
}

export interface BankMatch {
  row: number;
  transactionId: string;
  by: 'bank-id' | 'amount-and-date';
  /** Days between the row's and the transaction's dates (0 for the same day). */
  days: number;
}

/** Words of a payee text: lower case, letters only (store numbers, cities' ZIPs and '#' fall away). */
function payeeWords(title: string): Set<string> {
  const words = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 2);
  return new Set(words);
}

/**
 * How alike two payee texts are, 0..1: the share of the shorter text's words the other has, so the
 * typed "Whole Foods Market" fully matches the bank's "WHOLE FOODS MARKET #10234 SAN FRANCISCO CA".
 */
export function payeeSimilarity(a: string, b: string): number {
  return overlap(payeeWords(a), payeeWords(b));
}

function overlap(left: ReadonlySet<string>, right: ReadonlySet<string>): number {
  const smaller = left.size <= right.size ? left : right;
  const larger = smaller === left ? right : left;
  if (smaller.size === 0) return 0;
  let shared = 0;
  for (const word of smaller) if (larger.has(word)) shared += 1;
  return shared / smaller.size;
}

const EPOCH = '1970-01-01';

/**
 * Two different bank ids are two different transactions, except a pending one and the posted row
 * settling it: banks give the settled transaction a new FITID (issue 23, holds).
 */
function mayPair(row: IncomingBankRow, transaction: RecordedBankTransaction): boolean {
  if (row.externalId === undefined || transaction.externalId === null) return true;
  return (row.posted ?? 'posted') === 'posted' && transaction.posted === 'pending';
}

interface Candidate {
  row: IncomingBankRow;
  recorded: RecordedBankTransaction;
  days: number;
  similarity: number;
}

function byPreference(a: Candidate, b: Candidate): number {
  return (
    a.days - b.days ||
    b.similarity - a.similarity ||
    a.row.row - b.row.row ||
    (a.recorded.date < b.recorded.date ? -1 : a.recorded.date > b.recorded.date ? 1 : 0) ||
    (a.recorded.id < b.recorded.id ? -1 : a.recorded.id > b.recorded.id ? 1 : 0)
  );
}

/** The pairs, by row number order. Rows without a pair are new transactions. */
export function matchBankRows(
  incoming: readonly IncomingBankRow[],
  recorded: readonly RecordedBankTransaction[],
  windowDays: number = BANK_MATCH_WINDOW_DAYS,
): BankMatch[] {
  const matches: BankMatch[] = [];
  const usedRows = new Set<number>();
  const usedIds = new Set<string>();

  // 1. The bank's own id names the transaction outright.
  const byExternalId = new Map<string, RecordedBankTransaction>();
  for (const transaction of [...recorded].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    if (transaction.externalId !== null && !byExternalId.has(transaction.externalId)) byExternalId.set(transaction.externalId, transaction);
  }
  for (const row of incoming) {
    const found = row.externalId === undefined ? undefined : byExternalId.get(row.externalId);
    if (!found || usedIds.has(found.id) || usedRows.has(row.row)) continue;
    usedRows.add(row.row);
    usedIds.add(found.id);
    matches.push({ row: row.row, transactionId: found.id, by: 'bank-id', days: Math.abs(daysBetween(row.date, found.date)) });
  }

  // 2. Same signed amount within the window; two different bank ids are two different transactions (but see mayPair).
  // Nearer first: one distance at a time, so a row looks only at the two days that far (a 100,000-row file stays fast).
  const dayOf = new Map<string, number>();
  const day = (date: string) => {
    let number = dayOf.get(date);
    if (number === undefined) dayOf.set(date, (number = daysBetween(EPOCH, date)));
    return number;
  };
  const buckets = new Map<string, RecordedBankTransaction[]>();
  for (const transaction of recorded) {
    if (usedIds.has(transaction.id)) continue;
    const key = `${transaction.signedCents}@${day(transaction.date)}`;
    const list = buckets.get(key) ?? [];
    list.push(transaction);
    buckets.set(key, list);
  }
  const wordsOf = new Map<string, Set<string>>();
  const words = (title: string) => {
    let found = wordsOf.get(title);
    if (found === undefined) wordsOf.set(title, (found = payeeWords(title)));
    return found;
  };
  const amounts = new Set(recorded.filter((transaction) => !usedIds.has(transaction.id)).map((transaction) => transaction.signedCents));
  let open = incoming.filter((row) => !usedRows.has(row.row) && amounts.has(row.signedCents));
  for (let days = 0; days <= windowDays && open.length > 0; days += 1) {
    const candidates: Candidate[] = [];
    for (const row of open) {
      const rowDay = day(row.date);
      for (const target of days === 0 ? [rowDay] : [rowDay - days, rowDay + days]) {
        for (const transaction of buckets.get(`${row.signedCents}@${target}`) ?? []) {
          if (usedIds.has(transaction.id) || !mayPair(row, transaction)) continue;
          candidates.push({ row, recorded: transaction, days, similarity: overlap(words(row.title), words(transaction.title)) });
        }
      }
    }
    candidates.sort(byPreference);
    for (const { row, recorded: transaction } of candidates) {
      if (usedRows.has(row.row) || usedIds.has(transaction.id)) continue;
      usedRows.add(row.row);
      usedIds.add(transaction.id);
      matches.push({ row: row.row, transactionId: transaction.id, by: 'amount-and-date', days });
    }
    open = open.filter((row) => !usedRows.has(row.row));
  }
  return matches.sort((a, b) => a.row - b.row);
}
