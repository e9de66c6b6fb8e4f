import type { EventStore, StoredEvent } from '../event-store/types';
import { chainHash, EXPORT_FORMAT, EXPORT_VERSION, genesisHash, REDACTED, type ExportedEvent, type ExportHeader } from './format';

export interface ExportOptions {
  secrets: ExportHeader['secrets'];
  /** ISO instant for the header (the caller's clock). */
  exportedAt: string;
  batchSize?: number;
  /**
   * 'stored' (default): each line's `position` is the log's; 'sequence': its number in this export,
   * zero-padded (the web download: the log's positions count every user's writes, issue 22). The
   * hash chain leaves `position` out, so both verify and import alike.
   */
  positions?: 'stored' | 'sequence';
}

/**
 * The user's events (those whose metadata names them: their own writes and the worker's on their
 * behalf) as export lines, read batch by batch from the whole log, so memory stays flat however
 * long it is. Each yielded string is one line without its newline.
 */
export async function* exportUserEvents(store: EventStore, userId: string, options: ExportOptions): AsyncGenerator<string> {
  const header: ExportHeader = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    userId,
    exportedAt: options.exportedAt,
    secrets: options.secrets,
  };
  yield JSON.stringify(header);
  let previous = genesisHash(userId);
  let count = 0;
  let after = '';
  for (;;) {
    const batch = await store.readAll({ after, limit: options.batchSize ?? 1000 });
    if (batch.length === 0) break;
    for (const stored of batch) {
      if (stored.metadata.userId !== userId) continue;
      const position = options.positions === 'sequence' ? String(count + 1).padStart(20, '0') : stored.position;
      const event = { ...exportedEvent(stored, options.secrets), position };
      const hash = chainHash(previous, event);
      previous = hash;
      count++;
      yield JSON.stringify({ ...event, hash } satisfies ExportedEvent);
    }
    after = batch.at(-1)!.position;
  }
  yield JSON.stringify({ end: true, events: count, head: previous });
}

function exportedEvent(stored: StoredEvent, secrets: ExportHeader['secrets']): Omit<ExportedEvent, 'hash'> {
  return {
    position: stored.position,
    streamId: stored.streamId,
    revision: stored.revision,
    id: stored.id,
    type: stored.type,
    data: secrets === 'redacted' ? redactSecrets(stored.data) : stored.data,
    metadata: stored.metadata,
  };
}

/** Password hashes (UserRegistered, PasswordChanged) never leave in a download: an offline guess needs only them. */
function redactSecrets(data: unknown): unknown {
  if (data === null || typeof data !== 'object' || !('passwordHash' in data)) return data;
  return { ...data, passwordHash: data.passwordHash === null ? null : REDACTED };
}
