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
  /**
   * Event types after which a stream's rows no longer depend on its earlier events (a deletion:
   * applying it gives the same rows whether or not those events were applied). A stream with
   * parked events resumes at such an event and its parked events are resolved (see batch.ts).
   */
  resetsStream?: readonly string[];
}
