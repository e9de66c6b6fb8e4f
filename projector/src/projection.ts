import type { Queryable, StoredEvent } from '@life/infra';

/** A read model fed by the event log; see docs/CONVENTIONS.md "Projections". */
export interface Projection {
  /** Also the checkpoint key. */
  name: string;
  /** The runner only passes these. */
  eventTypes: readonly string[];
  /** Emptied by rebuild. */
  tables: readonly string[];
  /** Data already upcast. Runs inside the transaction that also moves the checkpoint. */
  apply(tx: Queryable, events: readonly StoredEvent[]): Promise<void>;
}
