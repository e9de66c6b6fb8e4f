/**
 * `npm run projector -- retry [name]`: after a fix is deployed (new projection code, a corrected
 * schema), applies each parked stream's events again, in order. A stream whose events now apply is
 * resolved; one that still fails stays parked with the new error. The log is not touched.
 */
import type { EventRegistry } from '@life/domain';
import type { Db, EventStore } from '@life/infra';
import { upcastOne } from './batch';
import { summarizeError, trackDatabaseErrors } from './failures';
import { openParkedEvents, resolveParkedStream } from './parked-events';
import type { Projection } from './projection';

/** The resolution of parked events a retry applied (verify replays those; other resolved ones were never applied). */
export const APPLIED_BY_RETRY = 'applied by retry';

export interface RetryResult {
  name: string;
  /** Streams whose parked events now applied. */
  resolved: string[];
  /** Streams still parked, with the error of this attempt. */
  stillParked: { streamId: string; error: string }[];
}

export async function retryParked(
  db: Db,
  store: EventStore,
  projection: Projection,
  options: { registry?: EventRegistry } = {},
): Promise<RetryResult> {
  const streams = [...new Set((await openParkedEvents(db, { projections: [projection.name] })).map((row) => row.streamId))];
  const result: RetryResult = { name: projection.name, resolved: [], stillParked: [] };
  for (const streamId of streams) {
    try {
      const resolved = await db.transaction(async (tx) => {
        // The checkpoint row lock serialises this with the runner's batches, which park a stream's
        // new events while it has open parked rows: neither can miss what the other commits.
        await tx.query('SELECT position FROM projection_checkpoints WHERE name = $1 FOR UPDATE', [projection.name]);
        const parked = await openParkedEvents(tx, { projections: [projection.name], streamId });
        if (parked.length === 0) return false;
        const positions = new Set(parked.map((row) => row.position));
        const events = (await store.readStream(streamId)).filter((event) => positions.has(event.position));
        await projection.apply(
          trackDatabaseErrors(tx),
          events.map((event) => upcastOne(event, options.registry)),
        );
        await resolveParkedStream(tx, projection.name, streamId, APPLIED_BY_RETRY);
        return true;
      });
      if (resolved) result.resolved.push(streamId);
    } catch (error) {
      const summary = summarizeError(error);
      // Count the attempt on the stream's first parked event, the one that blocks the rest.
      await db.query(
        `UPDATE projection_parked_events SET attempts = attempts + 1, last_failed_at = now(), error_code = $3, error = $4
         WHERE projection = $1 AND position = (SELECT min(position) FROM projection_parked_events
                                               WHERE projection = $1 AND stream_id = $2 AND resolved_at IS NULL)`,
        [projection.name, streamId, summary.code, summary.message],
      );
      result.stillParked.push({ streamId, error: summary.message });
    }
  }
  return result;
}
