/**
 * Authorisation holds and their releases (issue 23): a card hold (a hotel's "AUTH HOLD -200.00",
 * pending) and the row releasing it ("HOLD RELEASE +200.00") are money that never moved; imported,
 * they would add 200 to both expenses and income. A pair found in one file is left out, each row
 * listed with why. Pure and deterministic.
 */
import { daysBetween } from '../shared/dates';
import type { TransactionStatus } from '../transactions/constants';
import { BANK_MATCH_WINDOW_DAYS, type RecordedBankTransaction } from './bank-match';

export interface BankHoldRow {
  row: number;
  date: string;
  signedCents: number;
  title: string;
  posted: TransactionStatus;
}

const HOLD_WORDS = /\b(auth|authori[sz](ed|ation)|pre-?auth\w*|hold|vormerkung|reservierung|autorisierung)\b/i;
const RELEASE_WORDS = /\b(release[ds]?|reversal|reversed|void(ed)?|storno|stornierung|freigabe|aufhebung|hold|auth\w*)\b/i;

/** Words only a hold is written with: "AUTH HOLD", "PREAUTH", "Vormerkung" (not a bare "auth", as in "POS AUTH"). */
const HOLD_ONLY_WORDS = /\b(hold|pre-?auth\w*|vormerkung|reservierung)\b/i;

/**
 * A row the bank words as a hold, taking money out: recorded pending whatever the file says (an OFX or QIF
 * file has no status), so its release or settlement in a later file can find it (issue 23).
 */
export const isWordedHold = (row: Pick<BankHoldRow, 'signedCents' | 'title'>) => row.signedCents < 0 && HOLD_ONLY_WORDS.test(row.title);

const RELEASE_ONLY_WORDS = /\b(release[ds]?|reversal|reversed|void(ed)?|storno|stornierung|freigabe|aufhebung)\b/i;

/** A row the bank words as a hold's release ("HOLD RELEASE", "Storno Vormerkung"): money back that never left. */
export const isWordedHoldRelease = (row: Pick<BankHoldRow, 'signedCents' | 'title'>) =>
  row.signedCents > 0 && HOLD_ONLY_WORDS.test(row.title) && RELEASE_ONLY_WORDS.test(row.title);

/** A hold takes money out (a card's authorisation); its release puts it back. */
const isHold = (row: BankHoldRow) => row.signedCents < 0 && (row.posted === 'pending' || HOLD_WORDS.test(row.title));
const isRelease = (row: BankHoldRow) => row.posted === 'pending' || RELEASE_WORDS.test(row.title);

export interface HoldPair {
  hold: number;
  release: number;
}

/** The hold/release pairs: opposite amounts, the release on the hold's day or up to the window after, nearest first. */
export function holdReleasePairs(rows: readonly BankHoldRow[], windowDays: number = BANK_MATCH_WINDOW_DAYS): HoldPair[] {
  const candidates: { hold: BankHoldRow; release: BankHoldRow; days: number }[] = [];
  const byAmount = new Map<number, BankHoldRow[]>();
  for (const row of rows) {
    const list = byAmount.get(row.signedCents) ?? [];
    list.push(row);
    byAmount.set(row.signedCents, list);
  }
  for (const hold of rows) {
    if (!isHold(hold)) continue;
    for (const release of byAmount.get(-hold.signedCents) ?? []) {
      const days = daysBetween(hold.date, release.date);
      if (days < 0 || days > windowDays || !isRelease(release)) continue;
      candidates.push({ hold, release, days });
    }
  }
  candidates.sort((a, b) => a.days - b.days || a.hold.row - b.hold.row || a.release.row - b.release.row);
  const used = new Set<number>();
  const pairs: HoldPair[] = [];
  for (const { hold, release } of candidates) {
    if (used.has(hold.row) || used.has(release.row)) continue;
    used.add(hold.row);
    used.add(release.row);
    pairs.push({ hold: hold.row, release: release.row });
  }
  return pairs.sort((a, b) => a.hold - b.hold);
}

export interface RecordedHoldRelease {
  release: number;
  hold: RecordedBankTransaction;
}

/**
 * Releases of holds recorded by an earlier import (still pending): a release row in this file whose
 * opposite is a pending transaction on the account, on its day or up to the window before. The release
 * is left out (it would be income that never came) and the hold removed: no money moved (the undo of
 * the import brings it back).
 */
export function releasesOfRecordedHolds(
  rows: readonly BankHoldRow[],
  recorded: readonly RecordedBankTransaction[],
  windowDays: number = BANK_MATCH_WINDOW_DAYS,
): RecordedHoldRelease[] {
  // Pending, or worded as a hold (recorded posted by an import before holds were recorded pending).
  const holds = recorded.filter(
    (transaction) => transaction.signedCents < 0 && (transaction.posted === 'pending' || isWordedHold(transaction)),
  );
  if (holds.length === 0) return [];
  const candidates: { release: BankHoldRow; hold: RecordedBankTransaction; days: number }[] = [];
  for (const release of rows) {
    if (release.signedCents <= 0 || !(release.posted === 'pending' || RELEASE_WORDS.test(release.title))) continue;
    for (const hold of holds) {
      if (hold.signedCents !== -release.signedCents) continue;
      const days = daysBetween(hold.date, release.date);
      if (days >= 0 && days <= windowDays) candidates.push({ release, hold, days });
    }
  }
  candidates.sort(
    (a, b) => a.days - b.days || a.release.row - b.release.row || (a.hold.id < b.hold.id ? -1 : a.hold.id > b.hold.id ? 1 : 0),
  );
  const used = new Set<string | number>();
  const found: RecordedHoldRelease[] = [];
  for (const { release, hold } of candidates) {
    if (used.has(release.row) || used.has(hold.id)) continue;
    used.add(release.row);
    used.add(hold.id);
    found.push({ release: release.row, hold });
  }
  return found;
}

/** Reasons, naming the other row as the file does ("row 6", "transaction 6"). */
export const holdMessages = {
  hold: (release: string) => `an authorisation hold released by ${release}: no money moved, neither is recorded`,
  release: (hold: string) => `releases the authorisation hold of ${hold}: no money moved, neither is recorded`,
  recordedHold: (hold: string) =>
    `releases the authorisation hold ${hold} already recorded: no money moved, neither is kept (the hold is removed)`,
  unrecordedHold: () => 'releases an authorisation hold not recorded on this account: no money moved, not recorded',
} as const;
