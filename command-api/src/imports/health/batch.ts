/** The import batch around a health import (issue 11): started before its records, completed with its summary after. */
import { MAX_LISTED_IMPORT_PROBLEMS } from '@life/domain';
import type { HealthImportKind, HealthImportSummaryJson } from '@life/domain/imports/health-api';
import type { Context } from 'koa';
import type { AppDeps } from '../../deps';
import { handleImportBatchCommand } from '../batches/commands';

export type { HealthImportKind };
export type HealthImportSummary = HealthImportSummaryJson;

export async function startHealthImport(
  ctx: Context,
  deps: AppDeps,
  batch: { importId: string; kind: HealthImportKind; fileName: string },
): Promise<void> {
  await handleImportBatchCommand(ctx, deps, { type: 'StartImport', data: batch });
}

/** Returns the position of the batch's last event. */
export async function completeHealthImport(ctx: Context, deps: AppDeps, summary: HealthImportSummary): Promise<string> {
  const { importId, bodyWeights: weights } = summary;
  // issue 27: an Apple batch's body weights count in its totals and lists, after its workouts.
  const added = summary.added + (weights?.added ?? 0);
  const skipped = summary.skipped + (weights?.skipped ?? 0);
  const rejectedCount = summary.rejectedCount + (weights?.rejectedCount ?? 0);
  const rejected = [...summary.rejected, ...(weights?.rejected ?? [])].slice(0, MAX_LISTED_IMPORT_PROBLEMS);
  const skippedRows = [...summary.skippedRows, ...(weights?.skippedRows ?? [])].slice(0, MAX_LISTED_IMPORT_PROBLEMS);
  const result = await handleImportBatchCommand(ctx, deps, {
    type: 'CompleteImport',
    data: { importId, added, skipped, rejected, rejectedCount, skippedRows },
  });
  return result.position;
}
