import type { Db } from '../db/types';
import type { EventStore } from './types';

/** EventStoreDB when a URL is given (esdb://…), else the SQL store on `db`. */
export async function openEventStore(options: { db: Db; eventStoreUrl?: string }): Promise<EventStore> {
  if (options.eventStoreUrl) {
    const { EsdbEventStore } = await import('./esdb-store');
    return EsdbEventStore.connect(options.eventStoreUrl);
  }
  const { SqlEventStore } = await import('./sql-store');
  return new SqlEventStore(options.db);
}
