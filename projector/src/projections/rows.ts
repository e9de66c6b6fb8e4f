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

/**
 * The owner of a per-record stream's later events, which carry no userId of their own: the deciders
 * only let the owner change a record (metadata.userId === owner).
 */
export function ownerOf(event: StoredEvent): string {
  const userId = event.metadata.userId;
  if (!userId) throw new Error(`${event.type} ${event.id} has no metadata.userId`);
  return userId;
}
