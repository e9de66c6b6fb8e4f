import type { AppendBatch, EventStore, NewEvent } from '../event-store/types';
import { isEvent, isTrailer, verifyExport } from './verify';

export interface ImportOptions {
  /** Events per appendMany call (one transaction on SQL stores). */
  chunkSize?: number;
}

export type ImportResult = { ok: true; userId: string; events: number } | { ok: false; reason: string };

/**
 * Writes an export into this instance's event store, each event under its own id, stream and
 * revision (so the instance's projections rebuild the user's read models from them). The chain is
 * checked first: a damaged or altered file writes nothing. Each event is appended at its revision
 * (the first of a stream expects 'no-stream'), so a stream here holding other events stops the import
 * with a conflict, while importing the same file again writes nothing (the store recognises the
 * event ids). `open` is called twice (check, then write).
 */
export async function importExport(
  store: EventStore,
  open: () => AsyncIterable<string> | Iterable<string>,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const verified = await verifyExport(open());
  if (!verified.ok) return { ok: false, reason: `line ${verified.line}: ${verified.reason}` };
  // A web download lacks the password hashes; an instance restored from it would hold accounts nobody can sign in to.
  if (verified.header.secrets === 'redacted') {
    return {
      ok: false,
      reason:
        'this export has its password hashes redacted (a web download); import an operator export (npm run projector -- export USER_ID FILE)',
    };
  }

  const chunkSize = options.chunkSize ?? 500;
  let pending: (AppendBatch & { events: NewEvent[] })[] = [];
  let pendingEvents = 0;
  const flush = async () => {
    if (pending.length > 0) await store.appendMany(pending);
    pending = [];
    pendingEvents = 0;
  };
  let first = true;
  for await (const line of open()) {
    if (first || line.trim() === '') {
      first = false;
      continue;
    }
    const event: unknown = JSON.parse(line);
    if (isTrailer(event)) break;
    // verifyExport read this file a moment ago: a line no longer an event means it changed since.
    if (!isEvent(event)) throw new Error('The export changed while it was being imported');
    const newEvent: NewEvent = { id: event.id, type: event.type, data: event.data, metadata: event.metadata };
    const last = pending.at(-1);
    if (last && last.streamId === event.streamId) last.events.push(newEvent);
    else
      pending.push({
        streamId: event.streamId,
        events: [newEvent],
        expectedRevision: event.revision === 0 ? 'no-stream' : event.revision - 1,
      });
    if (++pendingEvents >= chunkSize) await flush();
  }
  await flush();
  return { ok: true, userId: verified.header.userId, events: verified.events };
}
