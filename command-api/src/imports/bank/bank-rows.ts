/**
 * A bank file's rows as the import reads them (issue 25): a `BankRead` is one pass over the file,
 * handing each readable row to a callback in file order and answering what the file says besides
 * its rows (rejected rows, skipped lines, the layout). The import reads the file three times, each
 * time holding at most one chunk of drafts: first for the compact rows it plans with (`planRows`),
 * then to apply the rules and check every chunk through the decider, then to append them.
 */
import type { TransactionDraft } from '@life/domain';
import type { PlannedBankRow } from '@life/domain/imports/bank-plan';

/** A readable row: CSV, OFX and QIF items all have this shape. */
export interface BankRowItem {
  row: number;
  draft: TransactionDraft;
  signedCents: number;
  /** OFX FITID. */
  externalId?: string;
  /** The bank's whole text when the title had to be shortened. */
  fullText?: string;
}

export type OnBankRow = (item: BankRowItem) => void | Promise<void>;

/** One pass over the file; every pass hands on the same rows (the file's bytes are the same each time). */
export type BankRead<R> = (onItem: OnBankRow) => Promise<R>;

/** What planning needs of a row, never its draft. */
export function plannedRow(item: BankRowItem): PlannedBankRow {
  return {
    row: item.row,
    date: item.draft.date!,
    signedCents: item.signedCents,
    title: item.draft.title,
    posted: item.draft.posted,
    ...(item.externalId === undefined ? {} : { externalId: item.externalId }),
  };
}

/** The first pass: the compact rows, and what the read answered. */
export async function planRows<R>(read: BankRead<R>): Promise<{ rows: PlannedBankRow[]; read: R }> {
  const rows: PlannedBankRow[] = [];
  const answer = await read((item) => {
    rows.push(plannedRow(item));
  });
  return { rows, read: answer };
}

/** A read over rows already in memory (a QIF file: its date order is decided from all its dates first). */
export function readFromMemory<R>(items: readonly BankRowItem[], answer: R): BankRead<R> {
  return async (onItem) => {
    for (const item of items) await onItem(item);
    return answer;
  };
}
