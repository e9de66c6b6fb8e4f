/** The import batch around a health import (issue 11): started before its records, completed with its summary after. */
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
  const { importId, added, skipped, rejected, rejectedCount, skippedRows } = summary;
  const result = await handleImportBatchCommand(ctx, deps, {
    type: 'CompleteImport',
    data: { importId, added, skipped, rejected, rejectedCount, skippedRows },
  });
  return result.position;
}
