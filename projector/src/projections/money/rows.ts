import type { StoredEvent } from '@life/infra';

/** The user of a per-user stream (`accounts-<userId>`, `categories-<userId>`). */
export function userIdOfStream(event: StoredEvent, prefix: string): string {
  if (!event.streamId.startsWith(prefix)) throw new Error(`${event.type} in unexpected stream ${event.streamId}`);
  return event.streamId.slice(prefix.length);
}

/** When the event happened (the command's `now`): createdAt/updatedAt of read-model rows. */
export function occurredAt(event: StoredEvent): string {
  return event.metadata.occurredAt;
}

/** Rows for `jsonb_to_recordset($1::jsonb)`: one parameter carries a whole batch, on pg and PGlite alike. */
export function recordset(rows: readonly object[]): string {
  return JSON.stringify(rows);
}
