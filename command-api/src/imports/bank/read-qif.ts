/**
 * A QIF upload (issue 23): lines decoded (UTF-8, or Windows-1252 when the start is not UTF-8), read
 * into compact records (never the file), the date order decided from all the dates, then each record
 * mapped to a draft. Preview: counts, days, sections and the categories named, matched or not.
 */
import { ValidationError } from '@life/domain';
import type { CategoriesByName } from '@life/domain/imports/bank-csv/index';
import {
  decideQifDateOrder,
  mapQifRecord,
  matchQifCategory,
  parseQifAmountCents,
  QifFormatError,
  qifCategoryName,
  qifDateParts,
  qifMessages,
  QifReader,
  type QifDateOrder,
  type QifAccountJson,
  type QifDateParts,
  type QifItem,
  type QifPreviewJson,
  type QifRecord,
  type AccountsByName,
} from '@life/domain/imports/qif/index';
import { checkImportSize } from '../limits';
import { badFile, ProblemList } from './read-csv';

export const qifImportMessages = {
  chooseAccount: (accounts: string) => `The file holds transactions of several accounts: choose one (${accounts})`,
  noSuchAccount: (accounts: string) => `The file has no transactions of that account: choose one of ${accounts}`,
  mixedDateOrder: (dayFirst: string, monthFirst: string) =>
    `The file's dates read in no one order: '${dayFirst}' is day first, '${monthFirst}' month first`,
  badDate: (row: number, text: string) =>
    `Transaction ${row}, D: expected a date like 03/25/2024 or 25.03.24, found '${text.slice(0, 40)}'`,
} as const;

async function* lines(upload: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  let decoder: InstanceType<typeof TextDecoder> | undefined;
  let rest = '';
  for await (const chunk of upload) {
    if (!decoder) {
      let utf8 = true;
      try {
        // The last bytes may be a character cut by the chunk: judged without them.
        new TextDecoder('utf-8', { fatal: true }).decode(chunk.subarray(0, Math.max(0, chunk.length - 3)));
      } catch {
        utf8 = false;
      }
      decoder = new TextDecoder(utf8 ? 'utf-8' : 'windows-1252');
    }
    rest += decoder.decode(chunk, { stream: true });
    const parts = rest.split(/\r\n|\r|\n/);
    rest = parts.pop() ?? '';
    // A CR at a chunk's end may be half of a CRLF: the empty line it makes is harmless.
    yield* parts;
  }
  rest += decoder?.decode() ?? '';
  if (rest !== '') yield rest;
}

/** The file's transaction records and its date order (400 when the file is no QIF or its dates disagree). */
async function readRecords(upload: AsyncIterable<Uint8Array>): Promise<{ records: QifRecord[]; order: QifDateOrder; reader: QifReader }> {
  const reader = new QifReader();
  const records: QifRecord[] = [];
  const parts: QifDateParts[] = [];
  const keep = (record: QifRecord | null) => {
    if (!record) return;
    // Records are held until the date order is known: bounded by what one import may write.
    checkImportSize(records.length + 1);
    records.push(record);
    const date = qifDateParts(record.date ?? '');
    if (!date) throw badFile({ row: record.index, column: 'D', reason: qifImportMessages.badDate(record.index, record.date ?? '') });
    parts.push(date);
  };
  try {
    for await (const line of lines(upload)) keep(reader.push(line));
    keep(reader.end());
  } catch (error) {
    if (error instanceof QifFormatError) throw ValidationError.of('file', error.message);
    throw error;
  }
  if (records.length === 0) throw ValidationError.of('file', qifMessages.noTransactions);
  const order = decideQifDateOrder(parts);
  if (order === null) {
    const dayFirst = records.find((record) => (qifDateParts(record.date ?? '')?.first ?? 0) > 12)!;
    const monthFirst = records.find((record) => (qifDateParts(record.date ?? '')?.second ?? 0) > 12)!;
    throw ValidationError.of('file', qifImportMessages.mixedDateOrder(dayFirst.date ?? '', monthFirst.date ?? ''));
  }
  return { records, order, reader };
}

export interface ReadQif {
  items: QifItem[];
  rejected: ProblemList['rejected'];
  rejectedCount: number;
  unmatchedCategories: string[];
  unmatchedTransferAccounts: string[];
  /** The user's accounts the file's transfers go to or come from (the decider's context needs them). */
  transferAccountIds: string[];
}

/** The file's accounts holding transactions, in order, with their counts. */
function accountsOf(records: readonly QifRecord[], reader: QifReader): QifAccountJson[] {
  const counts = new Map<number, number>();
  for (const record of records) counts.set(record.account, (counts.get(record.account) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([index, transactionCount]) => ({ index, name: reader.accounts[index - 1] ?? null, transactionCount }));
}

/** The records of the chosen account (optional when the file's transactions are all of one). */
function ofAccount(records: QifRecord[], reader: QifReader, account: number | undefined): QifRecord[] {
  const accounts = accountsOf(records, reader);
  const listed = accounts.map((entry) => `${entry.index}${entry.name ? ` ${entry.name}` : ''}`).join(', ');
  if (account === undefined) {
    if (accounts.length > 1) throw ValidationError.of('account', qifImportMessages.chooseAccount(listed));
    return records;
  }
  if (!accounts.some((entry) => entry.index === account)) throw ValidationError.of('account', qifImportMessages.noSuchAccount(listed));
  return records.filter((record) => record.account === account);
}

export async function readQifUpload(
  upload: AsyncIterable<Uint8Array>,
  account: number | undefined,
  accountId: string,
  categories: CategoriesByName,
  accounts: AccountsByName,
): Promise<ReadQif> {
  const read = await readRecords(upload);
  const { order } = read;
  const records = ofAccount(read.records, read.reader, account);
  const items: QifItem[] = [];
  const problems = new ProblemList();
  const unmatched = new Set<string>();
  const unmatchedTransfers = new Set<string>();
  const transferAccountIds = new Set<string>();
  for (const record of records) {
    const result = mapQifRecord(record, order, accountId, categories, accounts);
    if (result.ok) {
      items.push(result.item);
      if (result.unmatchedCategory !== undefined) unmatched.add(result.unmatchedCategory);
      if (result.unmatchedTransfer !== undefined) unmatchedTransfers.add(result.unmatchedTransfer);
      if (result.transferAccountId !== undefined) transferAccountIds.add(result.transferAccountId);
    } else if (result.malformed) throw badFile(result.problem);
    else problems.add(result.problem);
  }
  return {
    items,
    rejected: problems.rejected,
    rejectedCount: problems.rejectedCount,
    unmatchedCategories: [...unmatched].sort(),
    unmatchedTransferAccounts: [...unmatchedTransfers].sort(),
    transferAccountIds: [...transferAccountIds],
  };
}

/** The categories a record names (L, or its split lines' S when it has some), each with its amount. */
function namedCategories(record: QifRecord): Map<string, number> {
  const named = new Map<string, number>();
  const lines = record.splits.length > 0 ? record.splits : [{ category: record.category, amount: record.amount ?? '' }];
  for (const line of lines) {
    const name = qifCategoryName(line.category).name;
    if (name !== undefined) named.set(name, (named.get(name) ?? 0) + (parseQifAmountCents(line.amount) ?? 0));
  }
  return named;
}

export async function previewQifUpload(
  upload: AsyncIterable<Uint8Array>,
  categories: CategoriesByName,
  accounts: AccountsByName,
): Promise<QifPreviewJson> {
  const { records, order, reader } = await readRecords(upload);
  let firstDate: string | null = null;
  let lastDate: string | null = null;
  const named = new Map<string, { transactions: number; cents: number }>();
  const sections = new Set<string>();
  const unmatchedTransfers = new Set<string>();
  for (const record of records) {
    sections.add(record.section);
    const result = mapQifRecord(record, order, '00000000-0000-4000-8000-000000000000', categories, accounts);
    if (!result.ok && result.malformed) throw badFile(result.problem);
    if (result.ok) {
      if (result.unmatchedTransfer !== undefined) unmatchedTransfers.add(result.unmatchedTransfer);
      const date = result.item.draft.date!;
      if (firstDate === null || date < firstDate) firstDate = date;
      if (lastDate === null || date > lastDate) lastDate = date;
    }
    for (const [name, cents] of namedCategories(record)) {
      const seen = named.get(name) ?? { transactions: 0, cents: 0 };
      named.set(name, { transactions: seen.transactions + 1, cents: seen.cents + cents });
    }
  }
  const list = [...named].map(([name, { transactions, cents }]) => ({
    name,
    categoryId: matchQifCategory(name, categories)?.id ?? null,
    transactions,
    suggestedType: cents > 0 ? ('Income' as const) : ('Expense - Variable' as const),
  }));
  list.sort((a, b) => a.name.localeCompare(b.name));
  return {
    transactionCount: records.length,
    firstDate,
    lastDate,
    dateOrder: order,
    accounts: accountsOf(records, reader),
    sections: [...sections],
    skippedRecords: reader.skippedRecords,
    categories: list,
    unmatchedCategories: list.filter((entry) => entry.categoryId === null).map((entry) => entry.name),
    unmatchedTransferAccounts: [...unmatchedTransfers].sort(),
  };
}
