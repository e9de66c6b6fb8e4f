import type { EventStore, Position } from '@life/infra';

/** The longest single sleep between reads: a wake-up that came between a read and the wait is missed by at most this long. */
const MAX_SLEEP_MS = 250;

/**
 * Waits for the worker's report on a recurring transaction: the first RecurringOccurrencesGenerated
 * on `streamId` after `revision` whose `forRevision` is `revision` or later (the worker has written
 * every occurrence of the rule as of that revision). Returns the report's position, which covers
 * the occurrences it wrote, or null when none came within `timeoutMs` (the work goes on: the event
 * log drives it). Reads the stream, then sleeps until the next append anywhere (`waitForAppend`)
 * and reads again.
 */
export async function waitForGeneration(
  store: EventStore,
  streamId: string,
  revision: number,
  timeoutMs: number,
): Promise<Position | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const events = await store.readStream(streamId, { from: revision + 1 });
    const report = events.find((event) => event.type === 'RecurringOccurrencesGenerated' && reportedRevision(event.data) >= revision);
    if (report) return report.position;
    const remaining = deadline - Date.now();
    if (remaining <= 0) return null;
    await store.waitForAppend(Math.min(remaining, MAX_SLEEP_MS));
  }
}

function reportedRevision(data: unknown): number {
  const forRevision = (data as { forRevision?: unknown } | null)?.forRevision;
  return typeof forRevision === 'number' ? forRevision : -1;
}
