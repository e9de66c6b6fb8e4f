import { randomUUID } from 'node:crypto';
import type { EventStore, Position } from '../event-store/types';

/** The type of the markers `settledHead` appends; no projection or export reads it (no userId). */
export const TEST_MARKER_EVENT = 'TestMarker';

/**
 * A head every event committed before the call is readable up to. `readAll` and `head()` hide events
 * behind any transaction still open on the server, in any database (the SQL store's xmin guard), so
 * with test files running side by side a read right after a write can miss it, and `head()` can lag
 * behind the previous request's events. Appends a marker (its own stream) and waits until it is readable.
 */
export async function settledHead(store: EventStore, timeoutMs = 20_000): Promise<Position> {
  const marker = await store.append(
    `test-marker-${randomUUID()}`,
    [{ type: TEST_MARKER_EVENT, data: {}, metadata: { occurredAt: new Date().toISOString(), schemaVersion: 1 } }],
    { expectedRevision: 'no-stream' },
  );
  await readableThrough(store, marker.position, timeoutMs);
  return marker.position;
}

/** Waits until the store reads up to `position` (an append's result), for a test that must not append a marker. */
export async function readableThrough(store: EventStore, position: Position, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await store.head()) < position) {
    if (Date.now() > deadline) throw new Error(`events before ${position} stayed hidden for ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
