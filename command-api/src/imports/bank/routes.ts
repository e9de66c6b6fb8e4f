/**
 * Bank imports (issue 11), the file streamed as the raw request body:
 * - POST /api/imports/bank-csv/preview: header, first rows, detected delimiter/date/number formats and a guessed mapping.
 * - POST /api/imports/bank-csv?accountId=&mapping=<json>&keepDuplicates=2,7&fileName=&dryRun=: rows mapped to
 *   transactions on the account; rows matching a recorded transaction (day, signed amount, description) are
 *   duplicates, skipped unless their row is in keepDuplicates. dryRun answers the same summary, writing nothing.
 * - POST /api/imports/ofx/preview: the statements (account, count, first/last day).
 * - POST /api/imports/ofx?accountId=&statement=&fileName=&dryRun=: one statement's transactions; FITIDs already on
 *   the account are skipped.
 * A malformed file, value or mapping is a 400 naming row and column; nothing is written. Otherwise one import
 * batch (ImportStarted, the transactions with its importId, ImportCompleted), answered 201 with the summary.
 */
import { Router } from '@koa/router';
import {
  formatCents,
  transactionMessages,
  ValidationError,
  type CategoryType,
  type CommandMetadata,
  type TransactionReferenceContext,
} from '@life/domain';
import {
  bankCsvMappingSchema,
  bankDuplicateKey,
  type BankImportDuplicateJson,
  type BankImportSummaryJson,
  type CategoriesByName,
} from '@life/domain/imports/bank-csv/index';
import type { ImportRowProblem } from '@life/domain/imports/row-problem';
import { MONEY_ACCOUNTS } from '@life/projector/projections/accounts/names';
import { MONEY_CATEGORIES } from '@life/projector/projections/categories/names';
import { MONEY_LEDGER } from '@life/projector/projections/ledger/names';
import { listCategories } from '@life/projector/projections/categories/queries';
import { MONEY_IMPORTS } from '@life/projector/projections/money-imports/names';
import { importedExternalIds, transactionsOnAccount } from '@life/projector/projections/money-imports/queries';
import type { Context } from 'koa';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { requireUserId } from '../../http/auth';
import { commandMetadata } from '../../http/commands';
import { isUuid } from '../../http/ids';
import { newId } from '../../http/new-ids';
import { waitForWrite } from '../../http/read-model';
import { parseQuery } from '../../http/validate';
import { referenceContext } from '../../transactions/context';
import { handleImportBatchCommand } from '../batches/commands';
import { fileNameQuery } from '../file-name-query';
import { uploadChunks, withUploadDrainedOnError } from '../health/upload';
import { withImportLock } from '../lock';
import { BANK_CSV_IMPORT_PATH, BANK_CSV_PREVIEW_PATH, BANK_UPLOAD_LIMIT_BYTES, OFX_IMPORT_PATH, OFX_PREVIEW_PATH } from './paths';
import { previewBankCsvUpload, readBankCsvUpload } from './read-csv';
import { previewOfxUpload, readOfxUpload } from './read-ofx';
import { writeBankTransactions, type BankDraftToWrite } from './records';

/** The answer lists at most this many duplicates (the web offers a keep box for each). */
export const MAX_LISTED_DUPLICATES = 1000;
const LOOKUP_CHUNK = 1000;

const commonQuery = {
  accountId: z.string({ message: 'accountId is required' }).trim().min(1, 'accountId is required'),
  fileName: fileNameQuery,
  dryRun: z.enum(['true', 'false'], { message: 'dryRun must be true or false' }).optional(),
};

const bankCsvQuerySchema = z.object({
  ...commonQuery,
  mapping: z
    .string({ message: 'mapping is required: the column names and formats as JSON' })
    .transform((text, issue) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        issue.addIssue({ code: 'custom', message: 'mapping must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(bankCsvMappingSchema),
  keepDuplicates: z
    .string()
    .regex(/^\s*(\d{1,9}\s*(,\s*\d{1,9}\s*)*)?$/, 'keepDuplicates must be row numbers separated by commas')
    .optional(),
});

const ofxQuerySchema = z.object({
  ...commonQuery,
  statement: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, 'statement must be a statement number from the preview (1, 2, ...)')
    .transform(Number)
    .optional(),
});

interface Target {
  userId: string;
  accountId: string;
  context: TransactionReferenceContext;
  categoriesByName: CategoriesByName;
}

/** The caller's account (400 on accountId when it is not theirs or inactive) and their categories. */
async function importTarget(ctx: Context, deps: AppDeps, accountId: string): Promise<Target> {
  const userId = requireUserId(ctx);
  await waitForWrite(ctx, deps, [MONEY_ACCOUNTS, MONEY_CATEGORIES, MONEY_LEDGER, MONEY_IMPORTS], await deps.store.lastWritten());
  const account = isUuid(accountId)
    ? (await referenceContext(deps.db, userId, [{ fromAccountId: accountId }])).accounts[accountId]
    : undefined;
  if (!account) throw ValidationError.of('accountId', transactionMessages.accountNotFound);
  if (!account.isActive) throw ValidationError.of('accountId', transactionMessages.accountInactive);
  const categories = (await listCategories(deps.db, userId)).filter((row) => row.is_active);
  const categoriesByName = new Map<string, { id: string; name: string; type: CategoryType }>();
  for (const row of categories) {
    const key = row.transaction_category.trim().toLowerCase();
    if (!categoriesByName.has(key)) categoriesByName.set(key, { id: row.id, name: row.transaction_category, type: row.transaction_type });
  }
  const context: TransactionReferenceContext = {
    accounts: { [accountId]: account },
    categories: Object.fromEntries(
      categories.map((row) => [row.id, { name: row.transaction_category, isActive: row.is_active, type: row.transaction_type }]),
    ),
  };
  return { userId, accountId, context, categoriesByName };
}

type BankImportKind = 'bank-csv' | 'ofx';

/** The batch's file name when the query names none. */
const DEFAULT_FILE_NAME: Record<BankImportKind, string> = { 'bank-csv': 'bank.csv', ofx: 'statement.ofx' };

interface BatchPlan {
  kind: BankImportKind;
  query: { fileName?: string | undefined; dryRun?: string | undefined };
  upload: { rejected: ImportRowProblem[]; rejectedCount: number };
  toWrite: BankDraftToWrite[];
  skipped: number;
  duplicates: BankImportDuplicateJson[];
}

/** The batch: started, its transactions (all checked first), completed with the summary. */
async function runBatch(ctx: Context, deps: AppDeps, target: Target, plan: BatchPlan): Promise<BankImportSummaryJson> {
  const summary: BankImportSummaryJson = {
    importId: '',
    kind: plan.kind,
    added: plan.toWrite.length,
    skipped: plan.skipped,
    duplicates: plan.duplicates,
    rejected: plan.upload.rejected,
    rejectedCount: plan.upload.rejectedCount,
  };
  if (plan.query.dryRun === 'true') return summary;
  const fileName = plan.query.fileName?.trim() || DEFAULT_FILE_NAME[plan.kind];
  const metadata: CommandMetadata = commandMetadata(ctx, deps.clock);
  const importId = newId(ctx, 'importId');
  await handleImportBatchCommand(ctx, deps, {
    type: 'StartImport',
    data: { importId, kind: plan.kind, fileName, accountId: target.accountId },
  });
  await writeBankTransactions(deps.store, plan.toWrite, target.context, importId, metadata);
  const { added, skipped, rejected, rejectedCount } = summary;
  const completed = await handleImportBatchCommand(ctx, deps, {
    type: 'CompleteImport',
    data: { importId, added, skipped, rejected, rejectedCount },
  });
  ctx.set('X-Position', completed.position);
  ctx.status = 201;
  return { ...summary, importId };
}

/** A real import holds the user's bank import lock (409 while another runs); a dry run writes nothing and needs none. */
function lockedUnlessDryRun<T>(ctx: Context, deps: AppDeps, dryRun: string | undefined, work: () => Promise<T>): Promise<T> {
  return dryRun === 'true' ? work() : withImportLock(deps, requireUserId(ctx), 'bank', work);
}

async function importBankCsv(ctx: Context, deps: AppDeps): Promise<BankImportSummaryJson> {
  const query = parseQuery(ctx.query, bankCsvQuerySchema);
  return lockedUnlessDryRun(ctx, deps, query.dryRun, () => importBankCsvRows(ctx, deps, query));
}

async function importBankCsvRows(ctx: Context, deps: AppDeps, query: z.infer<typeof bankCsvQuerySchema>): Promise<BankImportSummaryJson> {
  const target = await importTarget(ctx, deps, query.accountId);
  const upload = await readBankCsvUpload(
    uploadChunks(ctx, BANK_UPLOAD_LIMIT_BYTES),
    query.mapping,
    query.accountId,
    target.categoriesByName,
  );
  const keep = new Set(
    (query.keepDuplicates ?? '')
      .split(',')
      .filter((part) => part.trim() !== '')
      .map(Number),
  );

  // A row is a duplicate while the account holds more recorded transactions with its key than earlier rows took.
  const recorded = new Map<string, number>();
  if (upload.items.length > 0) {
    const dates = upload.items.map((item) => item.draft.date!);
    const from = dates.reduce((a, b) => (a < b ? a : b));
    const to = dates.reduce((a, b) => (a > b ? a : b));
    for (const row of await transactionsOnAccount(deps.db, target.userId, target.accountId, from, to)) {
      const key = bankDuplicateKey(row.date, Number(row.signed_cents), row.title);
      recorded.set(key, (recorded.get(key) ?? 0) + 1);
    }
  }
  const toWrite: BankDraftToWrite[] = [];
  const duplicates: BankImportDuplicateJson[] = [];
  let skipped = 0;
  upload.items.forEach((item, index) => {
    const key = bankDuplicateKey(item.draft.date!, item.signedCents, item.draft.title);
    const left = recorded.get(key) ?? 0;
    if (left > 0) {
      recorded.set(key, left - 1);
      if (duplicates.length < MAX_LISTED_DUPLICATES) {
        duplicates.push({ row: item.row, date: item.draft.date!, amount: formatCents(item.signedCents), title: item.draft.title });
      }
      if (!keep.has(item.row)) {
        skipped += 1;
        return;
      }
    }
    toWrite.push({ transactionId: newId(ctx, `transaction:${index}`), draft: item.draft });
  });
  return runBatch(ctx, deps, target, { kind: 'bank-csv', query, upload, toWrite, skipped, duplicates });
}

async function importOfx(ctx: Context, deps: AppDeps): Promise<BankImportSummaryJson> {
  const query = parseQuery(ctx.query, ofxQuerySchema);
  return lockedUnlessDryRun(ctx, deps, query.dryRun, () => importOfxStatement(ctx, deps, query));
}

async function importOfxStatement(ctx: Context, deps: AppDeps, query: z.infer<typeof ofxQuerySchema>): Promise<BankImportSummaryJson> {
  const target = await importTarget(ctx, deps, query.accountId);
  const upload = await readOfxUpload(uploadChunks(ctx, BANK_UPLOAD_LIMIT_BYTES), query.statement, query.accountId);
  const externalIds = [...new Set(upload.items.map((item) => item.externalId))];
  const known = new Set<string>();
  for (let at = 0; at < externalIds.length; at += LOOKUP_CHUNK) {
    const found = await importedExternalIds(deps.db, target.userId, target.accountId, externalIds.slice(at, at + LOOKUP_CHUNK));
    for (const id of found) known.add(id);
  }
  // A FITID imported before, or met earlier in this file, is the same bank transaction.
  const toWrite: BankDraftToWrite[] = [];
  let skipped = 0;
  upload.items.forEach((item, index) => {
    if (known.has(item.externalId)) {
      skipped += 1;
      return;
    }
    known.add(item.externalId);
    toWrite.push({ transactionId: newId(ctx, `transaction:${index}`), draft: item.draft, externalId: item.externalId });
  });
  return runBatch(ctx, deps, target, { kind: 'ofx', query, upload, toWrite, skipped, duplicates: [] });
}

export function bankImportRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.post(BANK_CSV_PREVIEW_PATH, async (ctx) => {
    requireUserId(ctx);
    ctx.body = await withUploadDrainedOnError(ctx, () => previewBankCsvUpload(uploadChunks(ctx, BANK_UPLOAD_LIMIT_BYTES)));
  });
  router.post(BANK_CSV_IMPORT_PATH, async (ctx) => {
    ctx.body = await withUploadDrainedOnError(ctx, () => importBankCsv(ctx, deps));
  });
  router.post(OFX_PREVIEW_PATH, async (ctx) => {
    requireUserId(ctx);
    ctx.body = await withUploadDrainedOnError(ctx, () => previewOfxUpload(uploadChunks(ctx, BANK_UPLOAD_LIMIT_BYTES)));
  });
  router.post(OFX_IMPORT_PATH, async (ctx) => {
    ctx.body = await withUploadDrainedOnError(ctx, () => importOfx(ctx, deps));
  });
  return router;
}
