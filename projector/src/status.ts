import type { Db, EventStore, Position } from '@life/infra';
import { readCheckpoints } from './checkpoints';
import { countOpenParked, openParkedEvents, readStuck, type ParkedEvent, type StuckProjection } from './parked-events';
import type { Projection } from './projection';
import { allProjections } from './projections/index';

export interface ProjectionStatus {
  name: string;
  /** null: the projection has never run. */
  position: Position | null;
  updatedAt: string | null;
  /** Events in the log after the checkpoint. */
  eventsBehind: number;
  /** Now minus occurredAt of the oldest unprocessed event; 0 when caught up. */
  lagMs: number;
  /**
   * ok; failing: its batches keep failing and cannot be parked (`failure`); parked: it moves on but
   * holds events it could not apply (`parked`), whose streams' rows are frozen until a repair.
   */
  state: 'ok' | 'failing' | 'parked';
  failure: StuckProjection | null;
  /** Unresolved parked events that failed themselves (the causes), in log order, at most PARKED_LIST_LIMIT. */
  parked: ParkedEvent[];
  /** Every unresolved parked event, the ones merely waiting behind a failed one of their stream included. */
  parkedEvents: number;
}

export const PARKED_LIST_LIMIT = 50;

export interface ProjectorStatus {
  head: Position;
  projections: ProjectionStatus[];
}

/** Counting pages through readAll, so it works on every store; meant for the CLI and health checks, not hot paths. */
export async function projectionStatus(
  db: Db,
  store: EventStore,
  projections: readonly Projection[] = allProjections,
  now: () => number = Date.now,
): Promise<ProjectorStatus> {
  const head = await store.head();
  const checkpoints = new Map(
    (
      await readCheckpoints(
        db,
        projections.map((p) => p.name),
      )
    ).map((row) => [row.name, row]),
  );
  const names = projections.map((p) => p.name);
  const stuck = new Map((await readStuck(db, names)).map((row) => [row.projection, row]));
  const counts = await countOpenParked(db, names);
  const statuses: ProjectionStatus[] = [];
  for (const projection of projections) {
    const checkpoint = checkpoints.get(projection.name);
    const behind = await eventsAfter(store, checkpoint?.position ?? '', head);
    const parkedEvents = counts.get(projection.name) ?? 0;
    const failed =
      parkedEvents === 0 ? [] : await openParkedEvents(db, { projections: [projection.name], reason: 'failed', limit: PARKED_LIST_LIMIT });
    const failure = stuck.get(projection.name) ?? null;
    statuses.push({
      name: projection.name,
      position: checkpoint?.position ?? null,
      updatedAt: checkpoint?.updatedAt ?? null,
      eventsBehind: behind.count,
      lagMs: behind.oldestOccurredAt === undefined ? 0 : Math.max(0, now() - Date.parse(behind.oldestOccurredAt)),
      state: failure ? 'failing' : parkedEvents > 0 ? 'parked' : 'ok',
      failure,
      parked: failed,
      parkedEvents,
    });
  }
  return { head, projections: statuses };
}

const PAGE = 5000;

async function eventsAfter(store: EventStore, after: Position, head: Position): Promise<{ count: number; oldestOccurredAt?: string }> {
  let count = 0;
  let oldestOccurredAt: string | undefined;
  let position = after;
  // Stop at the head read up front, so a busy log cannot keep the count running forever.
  while (position < head) {
    const page = await store.readAll({ after: position, limit: PAGE });
    const last = page.at(-1);
    if (!last) break;
    oldestOccurredAt ??= page[0]?.metadata.occurredAt;
    for (const event of page) if (event.position <= head) count++;
    position = last.position;
  }
  return oldestOccurredAt === undefined ? { count } : { count, oldestOccurredAt };
}
