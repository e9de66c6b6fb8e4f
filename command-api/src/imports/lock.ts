/**
 * One running import per user and scope (issue 11): a second upload while the first still runs is
 * a 409, or both would pass the duplicate check against what is recorded and both add the file.
 * Bank CSV and OFX share the scope 'bank' (both write an account's transactions).
 */
import { ConflictError, importMessages } from '@life/domain';
import { inBackground } from '@life/infra/db/priority';
import { releaseImportLock, takeImportLock, type ImportLockScope } from '@life/infra/imports/import-locks';
import type { AppDeps } from '../deps';

/** Longer than any import takes (a 2 GB Apple export reads at ~16 MB/s): an older lock's process died. */
export const IMPORT_LOCK_STALE_MS = 30 * 60_000;

export async function withImportLock<T>(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: string,
  scope: ImportLockScope,
  work: () => Promise<T>,
): Promise<T> {
  const now = deps.clock();
  const token = await takeImportLock(deps.db, userId, scope, now, new Date(now.getTime() - IMPORT_LOCK_STALE_MS));
  if (!token) throw new ConflictError(importMessages.alreadyRunning);
  try {
    // Bulk work: on PGlite other users' requests go first between its statements (issue 22).
    return await inBackground(work);
  } finally {
    await releaseImportLock(deps.db, userId, scope, token);
  }
}
