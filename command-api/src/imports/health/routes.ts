/**
 * POST /api/imports/apple-health and POST /api/imports/mfp (issues 11, 23): the file is the raw
 * request body (Apple's export zip or export.xml; MyFitnessPal's nutrition or exercise CSV), read
 * as a stream into compact drafts. A malformed element or row is a 400 naming it and nothing is
 * written; otherwise one import batch: the new workouts/meals (duplicates of earlier imports
 * skipped, each listed with why), then the batch's summary. Answers 201 with the summary and X-Position;
 * `?dryRun=true` answers 200 with the same summary (importId '') and writes nothing: the preview.
 */
import { Router } from '@koa/router';
import { BODY_WEIGHT_UNITS, bodyWeightMessages, type BodyWeightDraft, type BodyWeightUnit } from '@life/domain';
import type { HealthImportRecords } from '@life/domain/imports/health-api';
import { BODY_WEIGHT } from '@life/projector/projections/progress/names';
import { FITNESS_WORKOUTS } from '@life/projector/projections/fitness/names';
import { NUTRITION_MEALS } from '@life/projector/projections/nutrition/names';
import type { Context } from 'koa';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { requireUserId } from '../../http/auth';
import { commandMetadata } from '../../http/commands';
import { newId } from '../../http/new-ids';
import { waitForWrite } from '../../http/read-model';
import { parseQuery } from '../../http/validate';
import { completeHealthImport, startHealthImport, type HealthImportKind, type HealthImportSummary } from './batch';
import { checkImportSize } from '../limits';
import { APPLE_HEALTH_IMPORT_PATH, APPLE_HEALTH_UPLOAD_LIMIT_BYTES, MFP_IMPORT_PATH, MFP_UPLOAD_LIMIT_BYTES } from './paths';
import { readAppleHealthUpload, readMfpUpload, type HealthUpload, type ReadUpload } from './read-files';
import {
  importedBodyWeights,
  importedMeals,
  importedWorkouts,
  withoutDuplicates,
  writeImportedRecords,
  type ImportedRecordKind,
} from './records';
import { fileNameQuery } from '../file-name-query';
import { withImportLock } from '../lock';
import { uploadChunks, withUploadDrainedOnError } from './upload';
import { writesAwait } from '../../http/demand';

const uploadQuerySchema = z.object({
  fileName: fileNameQuery,
  /** true: the summary the import would give (what is added, skipped and rejected, with why), writing nothing. */
  dryRun: z.enum(['true', 'false'], { message: 'dryRun must be true or false' }).optional(),
  /** issue 27: the unit of a MyFitnessPal measurement export's weights (MFP writes the number only). */
  weightUnit: z.enum(BODY_WEIGHT_UNITS, { message: bodyWeightMessages.unitInvalid }).optional(),
});

interface HealthImporter {
  kind: HealthImportKind;
  defaultFileName: string;
  limit: number;
  read(upload: AsyncIterable<Uint8Array>, options: { weightUnit?: BodyWeightUnit | undefined }): Promise<HealthUpload>;
}

interface BatchOptions {
  kind: HealthImportKind;
  userId: string;
  fileName: string;
  dryRun: boolean;
}

/** The import, or with `?dryRun=true` its preview (no lock taken, nothing written, importId ''). */
async function runImport(ctx: Context, deps: AppDeps, importer: HealthImporter): Promise<HealthImportSummary> {
  const userId = requireUserId(ctx);
  const { fileName, dryRun, weightUnit } = parseQuery(ctx.query, uploadQuerySchema);
  const batch: BatchOptions = {
    kind: importer.kind,
    userId,
    fileName: fileName?.trim() || importer.defaultFileName,
    dryRun: dryRun === 'true',
  };
  const work = async () => {
    const file = await importer.read(uploadChunks(ctx, importer.limit), { weightUnit });
    if (file.records === 'meals') return importRecords(ctx, deps, batch, file, importedMeals, [NUTRITION_MEALS]);
    if (file.records === 'body-weights') return importRecords(ctx, deps, batch, file, importedBodyWeights('myfitnesspal'), [BODY_WEIGHT]);
    return importRecords(ctx, deps, batch, file, importedWorkouts, [FITNESS_WORKOUTS], file.bodyWeights);
  };
  return batch.dryRun ? work() : withImportLock(deps, userId, importer.kind, work);
}

async function importRecords<Draft>(
  ctx: Context,
  deps: AppDeps,
  batch: BatchOptions,
  upload: ReadUpload<Draft> & { records: HealthImportRecords },
  records: ImportedRecordKind<Draft>,
  readModels: string[],
  /** issue 27: the body-mass records an Apple Health export also held, written in the same batch. */
  weights?: ReadUpload<BodyWeightDraft>,
): Promise<HealthImportSummary> {
  const withWeights = weights !== undefined && (weights.items.length > 0 || weights.rejectedCount > 0);
  // Duplicates are judged against everything written before this request (an import a moment ago
  // included, whether or not this client sent its X-Position back).
  await waitForWrite(ctx, deps, withWeights ? [...readModels, BODY_WEIGHT] : readModels, await deps.store.lastWritten());
  const { fresh, skipped, skippedRows } = await withoutDuplicates(records, deps.db, batch.userId, upload.items);
  const weightKind = importedBodyWeights('apple-health');
  const weightPlan = withWeights ? await withoutDuplicates(weightKind, deps.db, batch.userId, weights.items) : undefined;
  const counts = {
    kind: batch.kind,
    records: upload.records,
    added: fresh.length,
    skipped,
    skippedRows,
    rejected: upload.rejected,
    rejectedCount: upload.rejectedCount,
    ...(weightPlan && weights
      ? {
          bodyWeights: {
            added: weightPlan.fresh.length,
            skipped: weightPlan.skipped,
            skippedRows: weightPlan.skippedRows,
            rejected: weights.rejected,
            rejectedCount: weights.rejectedCount,
          },
        }
      : {}),
  };
  checkImportSize(fresh.length + (weightPlan?.fresh.length ?? 0)); // issue 22: bounded work per request (h1)
  if (batch.dryRun) return { importId: '', ...counts };

  const metadata = commandMetadata(ctx, deps.clock);
  const importId = newId(ctx, 'importId');
  await startHealthImport(ctx, deps, { importId, kind: batch.kind, fileName: batch.fileName });
  const items = fresh.map((item, index) => ({ id: newId(ctx, `record:${index}`), item }));
  await writeImportedRecords(records, deps.store, items, importId, metadata);
  if (weightPlan) {
    const entries = weightPlan.fresh.map((item, index) => ({ id: newId(ctx, `body-weight:${index}`), item }));
    await writeImportedRecords(weightKind, deps.store, entries, importId, metadata);
  }
  const summary: HealthImportSummary = { importId, ...counts };
  ctx.set('X-Position', await completeHealthImport(ctx, deps, summary));
  return summary;
}

export const appleHealthImporter: HealthImporter = {
  kind: 'apple-health',
  defaultFileName: 'export.zip',
  limit: APPLE_HEALTH_UPLOAD_LIMIT_BYTES,
  read: async (upload) => ({ records: 'workouts', ...(await readAppleHealthUpload(upload)) }),
};

/** MyFitnessPal's nutrition export (meals) or exercise export (workouts), told by the file's header. */
export const mfpImporter: HealthImporter = {
  kind: 'mfp',
  defaultFileName: 'nutrition.csv',
  limit: MFP_UPLOAD_LIMIT_BYTES,
  read: readMfpUpload,
};

/** What an import's reader waits for next: the records it adds (as the import itself waits for them before judging duplicates). */
const HEALTH_IMPORT_READ_MODELS = [FITNESS_WORKOUTS, NUTRITION_MEALS, BODY_WEIGHT];

export function healthImportRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.use(writesAwait(deps, HEALTH_IMPORT_READ_MODELS));
  router.post(APPLE_HEALTH_IMPORT_PATH, async (ctx) => {
    const summary = await withUploadDrainedOnError(ctx, () => runImport(ctx, deps, appleHealthImporter));
    ctx.body = summary;
    ctx.status = summary.importId ? 201 : 200;
  });
  router.post(MFP_IMPORT_PATH, async (ctx) => {
    const summary = await withUploadDrainedOnError(ctx, () => runImport(ctx, deps, mfpImporter));
    ctx.body = summary;
    ctx.status = summary.importId ? 201 : 200;
  });
  return router;
}
