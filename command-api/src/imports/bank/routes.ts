/**
 * Bank imports (issues 11 and 23), the file streamed as the raw request body:
 * - POST /api/imports/bank-csv/preview: header, first rows, detected delimiter/date/number formats and a guessed
 *   mapping (a status column too).
 * - POST /api/imports/bank-csv?accountId=&mapping=<json>&keepDuplicates=2,7&fileName=&dryRun=: rows mapped to
 *   transactions on the account (pending where the status column says so). `mapping` is optional (issue 23): without it
 *   the layout remembered for the account, else the detected one; the preview takes `?accountId=` to pre-fill it.
 * - POST /api/imports/ofx/preview: the statements (account, count, first/last day).
 * - POST /api/imports/ofx?accountId=&statement=&keepDuplicates=&fileName=&dryRun=: one statement's transactions.
 * - POST /api/imports/qif/preview: count, days, date order, the categories named (matched or not).
 * - POST /api/imports/qif?accountId=&account=&keepDuplicates=&fileName=&dryRun=: the bank, cash and card
 *   transactions (of one account, `account`, when the file holds several).
 * A file that is not text (a zip, a PDF, random bytes) is refused from its first bytes (text-upload.ts).
 * Both match rows to the account's recorded transactions (bank id first, then amount within a few days:
 * domain/src/imports/bank-plan.ts): a matched row is skipped unless kept (keepDuplicates), and a posted row
 * matching a pending transaction marks it posted. A hold and its release in one file are skipped. dryRun answers
 * the same summary, writing nothing: the preview of the matched pairs.
 * A malformed file, value or mapping is a 400 naming row and column; nothing is written. Otherwise one import
 * batch (ImportStarted, the transactions with its importId, the postings, ImportCompleted), answered 201 with the summary.
 * Issue 25: CSV and OFX files are read in passes over a copy of the upload (spool.ts, bank-rows.ts): the compact rows
 * to plan with, then the rules and the decider's check a chunk at a time, then the appends a chunk at a time.
 */
import { Router } from '@koa/router';
import {
  addDays,
  MAX_LISTED_IMPORT_PROBLEMS,
  transactionMessages,
  ValidationError,
  type CategoryType,
  type CommandMetadata,
  type TransactionDraft,
  type TransactionReferenceContext,
} from '@life/domain';
import {
  bankCsvMappingSchema,
  type BankCsvMapping,
  type BankImportMatchJson,
  type BankImportSummaryJson,
  type CategoriesByName,
} from '@life/domain/imports/bank-csv/index';
import { BANK_MATCH_WINDOW_DAYS, type RecordedBankTransaction } from '@life/domain/imports/bank-match';
import { planBankImport, type BankImportPlan, type PlannedBankRow, type RowLabel } from '@life/domain/imports/bank-plan';
import type { ImportRowProblem } from '@life/domain/imports/row-problem';
import { MONEY_ACCOUNTS } from '@life/projector/projections/accounts/names';
import { MONEY_CATEGORIES } from '@life/projector/projections/categories/names';
import { MONEY_LEDGER } from '@life/projector/projections/ledger/names';
import { MONEY_RULES } from '@life/projector/projections/rules/names';
import { listCategories } from '@life/projector/projections/categories/queries';
import { listAccounts } from '@life/projector/projections/accounts/queries';
import type { AccountsByName } from '@life/domain/imports/qif/index';
import { IMPORT_BATCHES } from '@life/projector/projections/imports/names';
import { lastBankCsvLayout } from '@life/projector/projections/imports/queries';
import { MONEY_IMPORTS } from '@life/projector/projections/money-imports/names';
import { transactionsOnAccount, transactionsWithExternalIds } from '@life/projector/projections/money-imports/queries';
import type { Context } from 'koa';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { requireUserId } from '../../http/auth';
import { commandMetadata } from '../../http/commands';
import { isUuid } from '../../http/ids';
import { newId } from '../../http/new-ids';
import { waitForWrite } from '../../http/read-model';
import { parseQuery } from '../../http/validate';
import { requestToday } from '../../http/today';
import { referenceContext } from '../../transactions/context';
import { handleImportBatchCommand } from '../batches/commands';
import { fileNameQuery } from '../file-name-query';
import { uploadChunks, withUploadDrainedOnError } from '../health/upload';
import { withImportLock } from '../lock';
import { checkImportSize } from '../limits';
import {
  BANK_CSV_IMPORT_PATH,
  BANK_CSV_PREVIEW_PATH,
  BANK_UPLOAD_LIMIT_BYTES,
  OFX_IMPORT_PATH,
  OFX_PREVIEW_PATH,
  QIF_IMPORT_PATH,
  QIF_PREVIEW_PATH,
} from './paths';
import { previewBankCsvUpload, readBankCsvUpload, type ReadBankCsv } from './read-csv';
import { previewOfxUpload, readOfxUpload, type ReadOfx } from './read-ofx';
import { previewQifUpload, readQifUpload } from './read-qif';
import { textUpload } from './text-upload';
import { checkBankTransactions, removeHeldTransactions, setTransactionStatuses, writeBankTransactions, type BankDrafts } from './records';
import { rulesForImport, type ImportRules } from '../../rules/import-rules';
import { planRows, readFromMemory, type BankRead } from './bank-rows';
import { spoolUpload } from './spool';
import { readModelPace, writesAwait } from '../../http/demand';

/** The answer lists at most this many duplicates (the web offers a keep box for each). */
export const MAX_LISTED_DUPLICATES = 1000;
const LOOKUP_CHUNK = 1000;

const commonQuery = {
  accountId: z.string({ message: 'accountId is required' }).trim().min(1, 'accountId is required'),
  fileName: fileNameQuery,
  dryRun: z.enum(['true', 'false'], { message: 'dryRun must be true or false' }).optional(),
  /** Rows (CSV row or OFX transaction numbers) matched to a recorded transaction that the user keeps anyway. */
  keepDuplicates: z
    .string()
    .regex(/^\s*(\d{1,9}\s*(,\s*\d{1,9}\s*)*)?$/, 'keepDuplicates must be row numbers separated by commas')
    .optional(),
};

const bankCsvQuerySchema = z.object({
  ...commonQuery,
  /** Optional (issue 23): without it the account's remembered layout, else the detected one. */
  mapping: z
    .string()
    .transform((text, issue) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        issue.addIssue({ code: 'custom', message: 'mapping must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(bankCsvMappingSchema)
    .optional(),
});

const bankCsvPreviewQuerySchema = z.object({ accountId: z.string().trim().optional() });

const qifQuerySchema = z.object({
  ...commonQuery,
  /** The account of a file holding several (the preview's `accounts[].index`). */
  account: z
    .string()
    .regex(/^\d{1,4}$/, 'account must be an account number from the preview (0, 1, 2, ...)')
    .transform(Number)
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

/** The user's active categories, and by lower-cased name (the first of a name wins). */
async function userCategories(deps: AppDeps, userId: string) {
  const categories = (await listCategories(deps.db, userId)).filter((row) => row.is_active);
  const categoriesByName = new Map<string, { id: string; name: string; type: CategoryType }>();
  for (const row of categories) {
    const key = row.transaction_category.trim().toLowerCase();
    if (!categoriesByName.has(key)) categoriesByName.set(key, { id: row.id, name: row.transaction_category, type: row.transaction_type });
  }
  return { categories, categoriesByName };
}

/** The user's live, active accounts by lower-cased name (the first of a name wins): what a QIF transfer names. */
async function userAccountsByName(ctx: Context, deps: AppDeps, userId: string): Promise<AccountsByName> {
  const byName = new Map<string, { id: string; name: string }>();
  for (const row of await listAccounts(deps.db, userId, requestToday(ctx, deps.clock()))) {
    const key = row.accountName.trim().toLowerCase();
    if (row.isActive && !byName.has(key)) byName.set(key, { id: row.id, name: row.accountName });
  }
  return byName;
}

/** The caller's account (400 on accountId when it is not theirs or inactive) and their categories. */
async function importTarget(ctx: Context, deps: AppDeps, accountId: string): Promise<Target> {
  const userId = requireUserId(ctx);
  await waitForWrite(
    ctx,
    deps,
    [MONEY_ACCOUNTS, MONEY_CATEGORIES, MONEY_LEDGER, MONEY_IMPORTS, MONEY_RULES],
    await deps.store.lastWritten(),
  );
  const account = isUuid(accountId)
    ? (await referenceContext(deps.db, userId, [{ fromAccountId: accountId }])).accounts[accountId]
    : undefined;
  if (!account) throw ValidationError.of('accountId', transactionMessages.accountNotFound);
  if (!account.isActive) throw ValidationError.of('accountId', transactionMessages.accountInactive);
  const { categories, categoriesByName } = await userCategories(deps, userId);
  const context: TransactionReferenceContext = {
    accounts: { [accountId]: account },
    categories: Object.fromEntries(
      categories.map((row) => [row.id, { name: row.transaction_category, isActive: row.is_active, type: row.transaction_type }]),
    ),
  };
  return { userId, accountId, context, categoriesByName };
}

type BankImportKind = 'bank-csv' | 'ofx' | 'qif';

/** The batch's file name when the query names none. */
const DEFAULT_FILE_NAME: Record<BankImportKind, string> = { 'bank-csv': 'bank.csv', ofx: 'statement.ofx', qif: 'statement.qif' };

interface BatchPlan {
  kind: BankImportKind;
  query: { fileName?: string | undefined; dryRun?: string | undefined };
  upload: { rejected: ImportRowProblem[]; rejectedCount: number };
  /** How many rows the batch adds, and a pass over their drafts with a rule filling (`apply` counts, `fill` does not). */
  added: number;
  drafts: (fill: (row: number, draft: TransactionDraft) => TransactionDraft) => BankDrafts;
  rules: ImportRules;
  /** Pending transactions matched by posted rows: marked posted. */
  post: string[];
  /** Pending transactions removed: holds the rows release, or settle under a new bank id (issue 23). */
  remove: BankImportPlan['remove'];
  skipped: number;
  skippedRows: ImportRowProblem[];
  duplicates: BankImportMatchJson[];
  duplicatesSkipped: number;
  unmatchedCategories?: string[];
  unmatchedTransferAccounts?: string[];
  /** A bank CSV's layout, remembered for the account (issue 23). */
  layout?: Record<string, string>;
}

/**
 * The batch: its transactions all checked first (a pass applying the rules, counting their hits for the
 * summary), then started, the transactions appended (a second pass), the matched pending ones posted,
 * completed with the summary.
 */
async function runBatch(ctx: Context, deps: AppDeps, target: Target, plan: BatchPlan): Promise<BankImportSummaryJson> {
  checkImportSize(plan.added + plan.post.length + plan.remove.length); // issue 22: bounded work per request (h1)
  const dryRun = plan.query.dryRun === 'true';
  const metadata: CommandMetadata = commandMetadata(ctx, deps.clock);
  const importId = newId(ctx, 'importId');
  const counted = plan.drafts((row, draft) => plan.rules.apply(row, draft));
  // A dry run only counts the rule hits; a real import decides every chunk before writing anything.
  if (dryRun) await counted(() => Promise.resolve());
  else await checkBankTransactions(counted, target.context, importId, metadata);
  const { rules } = plan;
  const ruleHitCount = rules.hitCount();
  const summary: BankImportSummaryJson = {
    importId: '',
    kind: plan.kind,
    added: plan.added,
    skipped: plan.skipped,
    posted: plan.post.length,
    ...(plan.remove.length > 0 ? { removed: plan.remove.length } : {}),
    duplicates: plan.duplicates,
    duplicatesSkipped: plan.duplicatesSkipped,
    skippedRows: plan.skippedRows.slice(0, MAX_LISTED_IMPORT_PROBLEMS),
    rejected: plan.upload.rejected,
    rejectedCount: plan.upload.rejectedCount,
    ...(plan.unmatchedCategories === undefined ? {} : { unmatchedCategories: plan.unmatchedCategories }),
    ...(plan.unmatchedTransferAccounts === undefined ? {} : { unmatchedTransferAccounts: plan.unmatchedTransferAccounts }),
    ...(ruleHitCount ? { ruleHits: rules.hits, ruleHitCount } : {}),
  };
  if (dryRun) return summary;
  const fileName = plan.query.fileName?.trim() || DEFAULT_FILE_NAME[plan.kind];
  await handleImportBatchCommand(ctx, deps, {
    type: 'StartImport',
    data: { importId, kind: plan.kind, fileName, accountId: target.accountId, ...(plan.layout ? { layout: plan.layout } : {}) },
  });
  await writeBankTransactions(
    deps.store,
    plan.drafts((_row, draft) => rules.fill(draft)),
    target.context,
    importId,
    metadata,
    readModelPace(deps, IMPORT_READ_MODELS),
  );
  const { changed } = await setTransactionStatuses(deps.store, plan.post, 'posted', metadata);
  const removed = await removeHeldTransactions(deps.store, plan.remove, metadata);
  const { added, skipped, rejected, rejectedCount, skippedRows } = summary;
  const completed = await handleImportBatchCommand(ctx, deps, {
    type: 'CompleteImport',
    data: { importId, added, skipped, rejected, rejectedCount, skippedRows, postedIds: changed, removedIds: removed.changed },
  });
  ctx.set('X-Position', completed.position);
  ctx.status = 201;
  return { ...summary, importId };
}

/** A real import holds the user's bank import lock (409 while another runs); a dry run writes nothing and needs none. */
function lockedUnlessDryRun<T>(ctx: Context, deps: AppDeps, dryRun: string | undefined, work: () => Promise<T>): Promise<T> {
  return dryRun === 'true' ? work() : withImportLock(deps, requireUserId(ctx), 'bank', work);
}

const keptRows = (keepDuplicates: string | undefined) =>
  new Set(
    (keepDuplicates ?? '')
      .split(',')
      .filter((part) => part.trim() !== '')
      .map(Number),
  );

/**
 * The account's transactions the rows may match (issue 23): those within the match window of the
 * file's days, and those carrying one of its bank ids (whatever their day).
 */
async function recordedForMatching(deps: AppDeps, target: Target, items: readonly PlannedBankRow[]): Promise<RecordedBankTransaction[]> {
  if (items.length === 0) return [];
  let first = items[0]!.date;
  let last = first;
  for (const { date } of items) {
    if (date < first) first = date;
    if (date > last) last = date;
  }
  const from = addDays(first, -BANK_MATCH_WINDOW_DAYS);
  const to = addDays(last, BANK_MATCH_WINDOW_DAYS);
  const rows = await transactionsOnAccount(deps.db, target.userId, target.accountId, from, to);
  const externalIds = [...new Set(items.flatMap((item) => (item.externalId === undefined ? [] : [item.externalId])))];
  for (let at = 0; at < externalIds.length; at += LOOKUP_CHUNK) {
    rows.push(...(await transactionsWithExternalIds(deps.db, target.userId, target.accountId, externalIds.slice(at, at + LOOKUP_CHUNK))));
  }
  const byId = new Map<string, RecordedBankTransaction>();
  for (const row of rows) {
    byId.set(row.id, {
      id: row.id,
      date: row.date,
      signedCents: Number(row.signed_cents),
      title: row.title,
      externalId: row.external_id,
      posted: row.status,
    });
  }
  return [...byId.values()];
}

/**
 * Matches, holds and keep-anyway choices into what the batch writes (bank-plan.ts), from a first pass
 * over the file that keeps only the compact rows planning needs (issue 25). Returns what that pass read.
 */
async function planBatch<R>(
  ctx: Context,
  deps: AppDeps,
  target: Target,
  read: BankRead<R>,
  keep: ReadonlySet<number>,
  label: RowLabel,
): Promise<{
  read: R;
  planned: Pick<
    BatchPlan,
    'added' | 'drafts' | 'rules' | 'post' | 'remove' | 'skipped' | 'skippedRows' | 'duplicates' | 'duplicatesSkipped'
  >;
}> {
  const first = await planRows(read);
  const recorded = await recordedForMatching(deps, target, first.rows);
  // issue 23 (h10): the user's rules fill in each added row (matching above used the bank's own text).
  const rules = await rulesForImport(deps.db, target.userId, target.context);
  target.context = rules.context;
  const plan = planBankImport(first.rows, recorded, keep, label);
  first.rows.length = 0; // planned: the rows go before the drafts come
  const adding = new Set(plan.add);
  const held = new Set(plan.pending); // worded as holds: recorded pending (issue 23)
  // Each later pass reads the file again; the ids are the same labels as ever (`transaction:<index of the row read>`).
  const drafts =
    (fill: (row: number, draft: TransactionDraft) => TransactionDraft): BankDrafts =>
    async (onDraft) => {
      let index = 0;
      await read(async (item) => {
        const at = index++;
        if (!adding.has(item.row)) return;
        await onDraft({
          transactionId: newId(ctx, `transaction:${at}`),
          draft: fill(item.row, held.has(item.row) ? { ...item.draft, posted: 'pending' } : item.draft),
          ...(item.externalId === undefined ? {} : { externalId: item.externalId }),
          ...(item.fullText === undefined ? {} : { bankDescription: item.fullText }),
        });
      });
    };
  return {
    read: first.read,
    planned: {
      added: plan.add.length,
      drafts,
      rules,
      post: plan.post.map((posting) => posting.transactionId),
      remove: plan.remove,
      skipped: plan.skippedRows.length,
      skippedRows: plan.skippedRows,
      duplicates: plan.matches.slice(0, MAX_LISTED_DUPLICATES),
      // A row replacing a pending hold is added, not skipped.
      duplicatesSkipped: plan.matches.filter((match) => match.action === 'skip' || match.action === 'post').length,
    },
  };
}

/** The bank upload copied aside as it is first read (spool.ts), for the later passes; removed afterwards. */
async function withSpooledUpload<T>(ctx: Context, work: (read: () => AsyncIterable<Uint8Array>) => Promise<T>): Promise<T> {
  const spool = await spoolUpload(bankUpload(ctx));
  try {
    return await work(() => spool.read());
  } finally {
    await spool.remove();
  }
}

/** The layout of the account's last bank CSV import, if it still parses as a mapping (issue 23). */
async function rememberedLayout(ctx: Context, deps: AppDeps, userId: string, accountId: string): Promise<BankCsvMapping | undefined> {
  // Read-your-writes: the import just made must be readable for the next statement.
  await waitForWrite(ctx, deps, [IMPORT_BATCHES], await deps.store.lastWritten());
  const stored = await lastBankCsvLayout(deps.db, userId, accountId);
  const parsed = stored === undefined ? undefined : bankCsvMappingSchema.safeParse(stored);
  return parsed?.success ? parsed.data : undefined;
}

async function importBankCsv(ctx: Context, deps: AppDeps): Promise<BankImportSummaryJson> {
  const query = parseQuery(ctx.query, bankCsvQuerySchema);
  return lockedUnlessDryRun(ctx, deps, query.dryRun, () => importBankCsvRows(ctx, deps, query));
}

async function importBankCsvRows(ctx: Context, deps: AppDeps, query: z.infer<typeof bankCsvQuerySchema>): Promise<BankImportSummaryJson> {
  const target = await importTarget(ctx, deps, query.accountId);
  const remembered = query.mapping ? undefined : await rememberedLayout(ctx, deps, target.userId, query.accountId);
  return withSpooledUpload(ctx, async (bytes) => {
    // Every pass reads with the same inputs, so it chooses the same layout and hands on the same rows.
    const read: BankRead<ReadBankCsv> = (onItem) =>
      readBankCsvUpload(bytes(), query.mapping, remembered, query.accountId, target.categoriesByName, onItem);
    const { read: upload, planned } = await planBatch(ctx, deps, target, read, keptRows(query.keepDuplicates), (row) => `Row ${row}`);
    // Rows the file itself rules out (preamble, declined, no amount, trailer) are skipped too, listed in row order.
    const skippedRows = [...upload.skipped.rejected, ...planned.skippedRows].sort((a, b) => a.row - b.row);
    const skipped = planned.skipped + upload.skipped.rejectedCount;
    const layout = Object.fromEntries(Object.entries(upload.layout).filter((entry): entry is [string, string] => entry[1] !== undefined));
    return runBatch(ctx, deps, target, { kind: 'bank-csv', query, upload, ...planned, skipped, skippedRows, layout });
  });
}

async function importOfx(ctx: Context, deps: AppDeps): Promise<BankImportSummaryJson> {
  const query = parseQuery(ctx.query, ofxQuerySchema);
  return lockedUnlessDryRun(ctx, deps, query.dryRun, () => importOfxStatement(ctx, deps, query));
}

async function importOfxStatement(ctx: Context, deps: AppDeps, query: z.infer<typeof ofxQuerySchema>): Promise<BankImportSummaryJson> {
  const target = await importTarget(ctx, deps, query.accountId);
  return withSpooledUpload(ctx, async (bytes) => {
    const read: BankRead<ReadOfx> = (onItem) => readOfxUpload(bytes(), query.statement, query.accountId, onItem);
    const label = (row: number) => `Transaction ${row}`;
    const { read: upload, planned } = await planBatch(ctx, deps, target, read, keptRows(query.keepDuplicates), label);
    return runBatch(ctx, deps, target, { kind: 'ofx', query, upload, ...planned });
  });
}

async function importQif(ctx: Context, deps: AppDeps): Promise<BankImportSummaryJson> {
  const query = parseQuery(ctx.query, qifQuerySchema);
  return lockedUnlessDryRun(ctx, deps, query.dryRun, async () => {
    const target = await importTarget(ctx, deps, query.accountId);
    const accounts = await userAccountsByName(ctx, deps, target.userId);
    const upload = await readQifUpload(bankUpload(ctx), query.account, query.accountId, target.categoriesByName, accounts);
    // The accounts the file's transfers name join the decider's context (a transfer names two accounts).
    const transferAccounts = [...accounts.values()].filter((account) => upload.transferAccountIds.includes(account.id));
    target.context = {
      ...target.context,
      accounts: {
        ...target.context.accounts,
        ...Object.fromEntries(transferAccounts.map((a) => [a.id, { name: a.name, isActive: true }])),
      },
    };
    // A transfer recorded from the other side (typed, or imported from that account's file) is on this
    // account too: the matching below finds it by amount and day like any recorded transaction.
    const read = readFromMemory(upload.items, upload);
    const { planned } = await planBatch(ctx, deps, target, read, keptRows(query.keepDuplicates), (row) => `Transaction ${row}`);
    const { unmatchedCategories, unmatchedTransferAccounts } = upload;
    return runBatch(ctx, deps, target, { kind: 'qif', query, upload, ...planned, unmatchedCategories, unmatchedTransferAccounts });
  });
}

/** The request body, refused at once when it is not text (issue 23). */
function bankUpload(ctx: Context): AsyncIterable<Uint8Array> {
  return textUpload(uploadChunks(ctx, BANK_UPLOAD_LIMIT_BYTES));
}

/**
 * What an upload's reader waits for next: the transactions list (the ledger) and the batch's own
 * rows. The writes announce them (http/demand.ts), so they go before the other projections' share
 * of the import (issue 25: 8.8 s after the answer at 100,000 rows, the five sharing the database evenly).
 */
const IMPORT_READ_MODELS = [MONEY_LEDGER, MONEY_IMPORTS];
export function bankImportRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.use(writesAwait(deps, IMPORT_READ_MODELS));
  router.post(BANK_CSV_PREVIEW_PATH, async (ctx) => {
    const userId = requireUserId(ctx);
    ctx.body = await withUploadDrainedOnError(ctx, async () => {
      const { accountId } = parseQuery(ctx.query, bankCsvPreviewQuerySchema);
      // The caller's rows only: another user's or an unknown account has no remembered layout.
      const remembered = accountId && isUuid(accountId) ? await rememberedLayout(ctx, deps, userId, accountId) : undefined;
      return previewBankCsvUpload(bankUpload(ctx), remembered);
    });
  });
  router.post(BANK_CSV_IMPORT_PATH, async (ctx) => {
    ctx.body = await withUploadDrainedOnError(ctx, () => importBankCsv(ctx, deps));
  });
  router.post(OFX_PREVIEW_PATH, async (ctx) => {
    requireUserId(ctx);
    ctx.body = await withUploadDrainedOnError(ctx, () => previewOfxUpload(bankUpload(ctx)));
  });
  router.post(OFX_IMPORT_PATH, async (ctx) => {
    ctx.body = await withUploadDrainedOnError(ctx, () => importOfx(ctx, deps));
  });
  router.post(QIF_PREVIEW_PATH, async (ctx) => {
    const userId = requireUserId(ctx);
    ctx.body = await withUploadDrainedOnError(ctx, async () => {
      await waitForWrite(ctx, deps, [MONEY_CATEGORIES, MONEY_ACCOUNTS], await deps.store.lastWritten());
      const { categoriesByName } = await userCategories(deps, userId);
      return previewQifUpload(bankUpload(ctx), categoriesByName, await userAccountsByName(ctx, deps, userId));
    });
  });
  router.post(QIF_IMPORT_PATH, async (ctx) => {
    ctx.body = await withUploadDrainedOnError(ctx, () => importQif(ctx, deps));
  });
  return router;
}
