/** JSON of the QIF import (issue 23). Types only. */
import type { QifDateOrder } from './dates';

/** A category named in the file (L or the split lines' S) and whether it matched one of the user's. */
export interface QifCategoryJson {
  name: string;
  /** The user's category it matched (by full name, child or parent), null when none. */
  categoryId: string | null;
  /** Transactions naming it. */
  transactions: number;
  /** The type to create it with: 'Income' when its amounts add up to money in (the preview offers to create it). */
  suggestedType: 'Income' | 'Expense - Variable';
}

/** One account of a QIF file (Quicken writes `!Account` records; most files hold one account, index 0, no name). */
export interface QifAccountJson {
  /** What `?account=` takes. */
  index: number;
  name: string | null;
  transactionCount: number;
}

/** POST /api/imports/qif/preview answer. */
export interface QifPreviewJson {
  /** Transactions in the bank, cash and card sections. */
  transactionCount: number;
  firstDate: string | null;
  lastDate: string | null;
  /** How the file's dates were read: month first, day first or year first. */
  dateOrder: QifDateOrder;
  /** The accounts holding transactions; with more than one the import names one (`?account=`). */
  accounts: QifAccountJson[];
  /** The sections found (Bank, CCard, Cash, Oth A, Oth L). */
  sections: string[];
  /** Records of other sections (investments, category and class lists) left out. */
  skippedRecords: number;
  categories: QifCategoryJson[];
  /** The names that matched none of the user's categories (kept as the free-text category). */
  unmatchedCategories: string[];
  /** Transfers (`L[Account]`) naming none of the user's other accounts: those rows stay uncategorised. */
  unmatchedTransferAccounts: string[];
}
