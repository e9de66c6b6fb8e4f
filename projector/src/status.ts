import type { Db, EventStore, Position } from '@life/infra';
import { readCheckpoints } from './checkpoints';
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
}

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
  const checkpoints = new Map((await readCheckpoints(db, projections.map((p) => p.name))).map((row) => [row.name, row]));
  const statuses: ProjectionStatus[] = [];
  for (const projection of projections) {
    const checkpoint = checkpoints.get(projection.name);
    const behind = await eventsAfter(store, checkpoint?.position ?? '', head);
    statuses.push({
      name: projection.name,
      position: checkpoint?.position ?? null,
      updatedAt: checkpoint?.updatedAt ?? null,
      eventsBehind: behind.count,
      lagMs: behind.oldestOccurredAt === undefined ? 0 : Math.max(0, now() - Date.parse(behind.oldestOccurredAt)),
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
