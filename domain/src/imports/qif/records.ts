/**
 * QIF (Quicken Interchange Format) as records (issue 23): a `!Type:<kind>` header opens a section,
 * each record is one field a line (a letter then its value) ended by `^`. Only the sections of
 * transactions on a bank, cash or card account are kept; lists (categories, classes, accounts,
 * memorised) and investment sections are skipped and counted. Fed line by line, so the file itself is
 * never held: only the compact records. A file of several accounts (Quicken's `!Account` record, N the
 * name, before each account's section) numbers them: each record says which account it belongs to.
 */

/** The sections read as transactions on the imported account. */
export const QIF_TRANSACTION_SECTIONS = ['Bank', 'CCard', 'Cash', 'Oth A', 'Oth L'] as const;
export type QifSection = (typeof QIF_TRANSACTION_SECTIONS)[number];

export interface QifSplit {
  category: string;
  memo: string;
  amount: string;
}

export interface QifRecord {
  /** 1-based among the transaction records of the file. */
  index: number;
  section: QifSection;
  /** 1-based among the file's `!Account` records; 0 before any. */
  account: number;
  date?: string;
  /** T (or U when there is no T). */
  amount?: string;
  payee?: string;
  memo?: string;
  number?: string;
  category?: string;
  splits: QifSplit[];
}

/** A line's value is kept up to this length; a record keeps at most this many split lines. */
export const MAX_QIF_VALUE_LENGTH = 1000;
export const MAX_QIF_SPLITS = 250;

export const qifMessages = {
  notQif: (line: number) =>
    `The file is not a QIF export: line ${line} comes before any section header (expected a first line like !Type:Bank)`,
  noTransactions: 'The file holds no bank, cash or credit card transactions (sections !Type:Bank, !Type:CCard or !Type:Cash)',
} as const;

function sectionOf(header: string): QifSection | 'other' | 'account' {
  if (/^!account\s*$/i.test(header.trim())) return 'account';
  const match = /^!type:\s*(.*)$/i.exec(header.trim());
  if (!match) return 'other';
  const name = match[1]!.trim().toLowerCase().replace(/\s+/g, ' ');
  const found = QIF_TRANSACTION_SECTIONS.find((section) => section.toLowerCase() === name);
  return found ?? 'other';
}

export class QifReader {
  private section: QifSection | 'other' | 'account' | null = null;
  /** The accounts named by `!Account` records (outside an AutoSwitch list, each opens that account). */
  readonly accounts: string[] = [];
  private account = 0;
  private accountName = '';
  private autoSwitch = false;
  private current: QifRecord | null = null;
  private transactions = 0;
  private line = 0;
  /** Records of sections that are not transactions on this account (investments, lists). */
  skippedRecords = 0;
  private otherHasContent = false;

  /** One line of the file; a finished transaction record comes back, else null. Throws `notQif` on a stray line. */
  push(rawLine: string): QifRecord | null {
    this.line += 1;
    const line = rawLine.replace(/^\uFEFF/, '').replace(/\s+$/, '');
    if (line.trim() === '') return null;
    if (line.startsWith('!')) {
      const finished = this.finish();
      // !Option:AutoSwitch ... !Clear:AutoSwitch: a list of accounts, not the account of what follows.
      if (/^!(option|clear):/i.test(line)) {
        if (/autoswitch/i.test(line)) this.autoSwitch = /^!option/i.test(line);
        return finished;
      }
      this.section = sectionOf(line);
      return finished;
    }
    if (this.section === null) {
      if (line.startsWith('#')) return null; // a comment before the first header
      throw new QifFormatError(qifMessages.notQif(this.line));
    }
    if (line.startsWith('^')) return this.finish();
    if (this.section === 'account') {
      if (/^N/i.test(line)) this.accountName = line.slice(1, MAX_QIF_VALUE_LENGTH + 1).trim();
      return null;
    }
    if (this.section === 'other') {
      this.otherHasContent = true;
      return null;
    }
    this.record(line[0]!, line.slice(1).slice(0, MAX_QIF_VALUE_LENGTH));
    return null;
  }

  /** The last record when the file ends without its `^`. */
  end(): QifRecord | null {
    return this.finish();
  }

  private record(code: string, value: string): void {
    const record = (this.current ??= { index: 0, section: this.section as QifSection, account: this.account, splits: [] });
    const lastSplit = record.splits[record.splits.length - 1];
    switch (code.toUpperCase()) {
      case 'D':
        if (record.splits.length === 0) record.date = value.trim();
        return;
      case 'T':
        record.amount = value.trim();
        return;
      case 'U':
        if (record.amount === undefined) record.amount = value.trim();
        return;
      case 'P':
        record.payee = value.trim();
        return;
      case 'M':
        record.memo = value.trim();
        return;
      case 'N':
        record.number = value.trim();
        return;
      case 'L':
        record.category = value.trim();
        return;
      case 'S':
        if (record.splits.length < MAX_QIF_SPLITS) record.splits.push({ category: value.trim(), memo: '', amount: '' });
        return;
      case 'E':
        if (lastSplit) lastSplit.memo = value.trim();
        return;
      case '$':
        if (lastSplit) lastSplit.amount = value.trim();
        return;
      default:
        // C (cleared), A (address), F, 1-9, %, ...: not kept.
        return;
    }
  }

  private finish(): QifRecord | null {
    if (this.section === 'account' && this.accountName !== '' && !this.autoSwitch) {
      const known = this.accounts.indexOf(this.accountName);
      if (known < 0) this.accounts.push(this.accountName);
      this.account = known < 0 ? this.accounts.length : known + 1;
    }
    this.accountName = '';
    if (this.section === 'other' && this.otherHasContent) this.skippedRecords += 1;
    this.otherHasContent = false;
    const record = this.current;
    this.current = null;
    if (!record) return null;
    this.transactions += 1;
    record.index = this.transactions;
    return record;
  }
}

export class QifFormatError extends Error {}
