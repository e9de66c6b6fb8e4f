/** An OFX/QFX upload: its statements (preview), or one statement's transactions as drafts (import). */
import { ValidationError } from '@life/domain';
import type { OfxPreviewJson, OfxStatementJson } from '@life/domain/imports/bank-csv/index';
import { mapOfxTransaction, parseOfxDate, type OfxItem } from '@life/domain/imports/ofx/index';
import { ofxItems } from '@life/infra/imports/ofx/parse-ofx';
import type { ImportRowProblem } from '@life/domain/imports/row-problem';
import { badFile, ProblemList } from './read-csv';

const PREVIEW_ACCOUNT = '00000000-0000-4000-8000-000000000000';

export async function previewOfxUpload(upload: AsyncIterable<Uint8Array>): Promise<OfxPreviewJson> {
  const statements: OfxStatementJson[] = [];
  const counts = new Map<number, { count: number; first: string | null; last: string | null }>();
  const iterator = ofxItems(upload);
  let next = await iterator.next();
  for (; !next.done; next = await iterator.next()) {
    const item = next.value;
    if (item.kind === 'transaction') {
      // A transaction the import would refuse as malformed (a file cut short) fails the preview too.
      const mapped = mapOfxTransaction(item.transaction, PREVIEW_ACCOUNT);
      if (!mapped.ok && mapped.malformed) throw badFile(mapped.problem);
      const seen = counts.get(item.statement) ?? { count: 0, first: null, last: null };
      seen.count += 1;
      const date = parseOfxDate(item.transaction.datePosted ?? '');
      if (date && (seen.first === null || date < seen.first)) seen.first = date;
      if (date && (seen.last === null || date > seen.last)) seen.last = date;
      counts.set(item.statement, seen);
      continue;
    }
    const seen = counts.get(item.statement.index);
    statements.push({
      ...item.statement,
      transactionCount: seen?.count ?? 0,
      firstDate: seen?.first ?? null,
      lastDate: seen?.last ?? null,
    });
  }
  return { version: next.value.version, statements };
}

export interface ReadOfx {
  rejected: ImportRowProblem[];
  rejectedCount: number;
}

export const ofxImportMessages = {
  chooseStatement: (count: number) => `The file holds ${count} statements: choose one (1-${count})`,
  noSuchStatement: (count: number) => `The file holds ${count} statement${count === 1 ? '' : 's'}: choose 1-${count}`,
} as const;

/**
 * The transactions of statement `statement` (1-based; optional when the file holds one), each handed
 * to `onItem` as it is read (issue 25: never all of them held). Without a statement the file's first
 * is read: a file of several is a 400 once its end shows it, before anything is written.
 */
export async function readOfxUpload(
  upload: AsyncIterable<Uint8Array>,
  statement: number | undefined,
  accountId: string,
  onItem: (item: OfxItem) => void | Promise<void>,
): Promise<ReadOfx> {
  const problems = new Map<number, ProblemList>();
  let statements = 0;
  for await (const item of ofxItems(upload)) {
    if (item.kind === 'statement') {
      statements = Math.max(statements, item.statement.index);
      continue;
    }
    // Only the chosen statement's drafts are handed on once the choice is known.
    if (statement !== undefined && item.statement !== statement) continue;
    const result = mapOfxTransaction(item.transaction, accountId);
    const list = problems.get(item.statement) ?? new ProblemList();
    problems.set(item.statement, list);
    if (result.ok) {
      if (item.statement === (statement ?? 1)) await onItem(result.item);
    } else if (result.malformed) throw badFile(result.problem);
    else list.add(result.problem);
  }
  if (statement === undefined && statements > 1) throw ValidationError.of('statement', ofxImportMessages.chooseStatement(statements));
  const chosen = statement ?? 1;
  if (chosen > statements) throw ValidationError.of('statement', ofxImportMessages.noSuchStatement(statements));
  const list = problems.get(chosen) ?? new ProblemList();
  return { rejected: list.rejected, rejectedCount: list.rejectedCount };
}
