/**
 * POST /api/imports/apple-health and POST /api/imports/mfp (issue 11): the file is the raw request
 * body (Apple's export zip or export.xml; MyFitnessPal's nutrition CSV), read as a stream into
 * compact drafts. A malformed element or row is a 400 naming it and nothing is written; otherwise
 * one import batch: the new workouts/meals (duplicates of earlier imports skipped), then the
 * batch's summary. Answers 201 with the summary and X-Position.
 */
import { Router } from '@koa/router';
import type { MealDraft, WorkoutDraft } from '@life/domain';
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
import { APPLE_HEALTH_IMPORT_PATH, APPLE_HEALTH_UPLOAD_LIMIT_BYTES, MFP_IMPORT_PATH, MFP_UPLOAD_LIMIT_BYTES } from './paths';
import { readAppleHealthUpload, readMfpUpload, type ReadUpload } from './read-files';
import { importedMeals, importedWorkouts, withoutDuplicates, writeImportedRecords, type ImportedRecordKind } from './records';
import { fileNameQuery } from '../file-name-query';
import { withImportLock } from '../lock';
import { uploadChunks, withUploadDrainedOnError } from './upload';

const uploadQuerySchema = z.object({
  fileName: fileNameQuery,
});

interface HealthImporter<Draft> {
  kind: HealthImportKind;
  defaultFileName: string;
  limit: number;
  readModels: string[];
  records: ImportedRecordKind<Draft>;
  read(upload: AsyncIterable<Uint8Array>): Promise<ReadUpload<Draft>>;
}

async function runImport<Draft>(ctx: Context, deps: AppDeps, importer: HealthImporter<Draft>): Promise<HealthImportSummary> {
  const userId = requireUserId(ctx);
  const { fileName } = parseQuery(ctx.query, uploadQuerySchema);
  return withImportLock(deps, userId, importer.kind, () => importFile(ctx, deps, importer, userId, fileName));
}

async function importFile<Draft>(
  ctx: Context,
  deps: AppDeps,
  importer: HealthImporter<Draft>,
  userId: string,
  fileName: string | undefined,
): Promise<HealthImportSummary> {
  const upload = await importer.read(uploadChunks(ctx, importer.limit));
  // Duplicates are judged against everything written before this request (an import a moment ago
  // included, whether or not this client sent its X-Position back).
  await waitForWrite(ctx, deps, importer.readModels, await deps.store.lastWritten());
  const { fresh, skipped } = await withoutDuplicates(importer.records, deps.db, userId, upload.items);

  const metadata = commandMetadata(ctx, deps.clock);
  const importId = newId(ctx, 'importId');
  await startHealthImport(ctx, deps, { importId, kind: importer.kind, fileName: fileName?.trim() || importer.defaultFileName });
  const items = fresh.map((item, index) => ({ id: newId(ctx, `record:${index}`), item }));
  await writeImportedRecords(importer.records, deps.store, items, importId, metadata);
  const summary: HealthImportSummary = {
    importId,
    kind: importer.kind,
    added: items.length,
    skipped,
    rejected: upload.rejected,
    rejectedCount: upload.rejectedCount,
  };
  ctx.set('X-Position', await completeHealthImport(ctx, deps, summary));
  return summary;
}

export const appleHealthImporter: HealthImporter<WorkoutDraft> = {
  kind: 'apple-health',
  defaultFileName: 'export.zip',
  limit: APPLE_HEALTH_UPLOAD_LIMIT_BYTES,
  readModels: [FITNESS_WORKOUTS],
  records: importedWorkouts,
  read: readAppleHealthUpload,
};

export const mfpImporter: HealthImporter<MealDraft> = {
  kind: 'mfp',
  defaultFileName: 'nutrition.csv',
  limit: MFP_UPLOAD_LIMIT_BYTES,
  readModels: [NUTRITION_MEALS],
  records: importedMeals,
  read: readMfpUpload,
};

export function healthImportRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.post(APPLE_HEALTH_IMPORT_PATH, async (ctx) => {
    ctx.body = await withUploadDrainedOnError(ctx, () => runImport(ctx, deps, appleHealthImporter));
    ctx.status = 201;
  });
  router.post(MFP_IMPORT_PATH, async (ctx) => {
    ctx.body = await withUploadDrainedOnError(ctx, () => runImport(ctx, deps, mfpImporter));
    ctx.status = 201;
  });
  return router;
}
