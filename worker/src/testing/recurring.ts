/**
 * Recurring-generation fixtures: write recurring transactions through the domain's decider (as the
 * API does), and read back what the generator wrote, straight from the event store.
 */
import { randomUUID } from 'node:crypto';
import {
  checkRecurringCreate,
  checkRecurringUpdate,
  draftOrThrow,
  fold,
  recurringTransactionDecider,
  recurringTransactionStreamId,
  transactionDecider,
  transactionStreamId,
  type CommandMetadata,
  type RecurringTransactionCommand,
  type RecurringTransactionInput,
  type RecurringTransactionState,
  type TransactionCommand,
  type TransactionEvent,
  type TransactionFields,
  type TransactionReferenceContext,
} from '@life/domain';
import { handleCommand, upcast } from '@life/infra/event-store/handle-command';
import type { EventStore, StoredEvent } from '@life/infra/event-store/types';

export const ownerId = 'a0000000-0000-4000-8000-0000000000a1';
export const checkingId = 'c0000000-0000-4000-8000-0000000000c1';
export const savingsId = 'c0000000-0000-4000-8000-0000000000c2';

/** Both accounts exist and are active (what the API would look up in the read models). */
export const context: TransactionReferenceContext = {
  accounts: { [checkingId]: { name: 'Checking', isActive: true }, [savingsId]: { name: 'Savings', isActive: true } },
  categories: {},
};

export function metadataOn(today: string, userId = ownerId): CommandMetadata {
  return { userId, now: `${today}T12:00:00.000Z`, today };
}

export const weeklyRent: RecurringTransactionInput = {
  title: 'Rent',
  amount: '100.00',
  type: 'expense',
  fromAccountId: checkingId,
  frequency: 'weekly',
  startDate: '2025-01-06',
  endDate: '2025-03-31',
};

async function runRecurring(store: EventStore, id: string, command: Omit<RecurringTransactionCommand, 'metadata'>, today: string) {
  return handleCommand(store, recurringTransactionStreamId(id), recurringTransactionDecider, {
    ...command,
    metadata: metadataOn(today),
  } as RecurringTransactionCommand);
}

export async function createRecurring(store: EventStore, input: RecurringTransactionInput, today: string, id: string = randomUUID()) {
  const draft = draftOrThrow(checkRecurringCreate(input));
  const result = await runRecurring(
    store,
    id,
    { type: 'CreateRecurringTransaction', data: { recurringTransactionId: id, draft, context } },
    today,
  );
  return { id, revision: result.nextRevision, position: result.position };
}

export async function updateRecurring(store: EventStore, id: string, input: RecurringTransactionInput, today: string) {
  const draft = draftOrThrow(checkRecurringUpdate(input));
  const result = await runRecurring(
    store,
    id,
    { type: 'UpdateRecurringTransaction', data: { recurringTransactionId: id, draft, context } },
    today,
  );
  return { revision: result.nextRevision, position: result.position };
}

export async function deleteRecurring(store: EventStore, id: string, today: string) {
  const result = await runRecurring(store, id, { type: 'DeleteRecurringTransaction', data: { recurringTransactionId: id } }, today);
  return { revision: result.nextRevision };
}

export async function recurringState(store: EventStore, id: string): Promise<RecurringTransactionState> {
  const events = await store.readStream(recurringTransactionStreamId(id));
  return fold(recurringTransactionDecider, events.map(upcast) as never[]);
}

/** A user's command on one occurrence (switch its status, delete it). */
export async function onTransaction(
  store: EventStore,
  transactionId: string,
  command: Omit<TransactionCommand, 'metadata'>,
  today: string,
) {
  return handleCommand(store, transactionStreamId(transactionId), transactionDecider, {
    ...command,
    metadata: metadataOn(today),
  } as TransactionCommand);
}

export interface Occurrence {
  transactionId: string;
  streamId: string;
  fields: TransactionFields;
}

/**
 * The whole log, once everything written before the call is readable. readAll hides events behind
 * any older transaction still open on the server, in any database (its xmin guard), so under a
 * loaded test run a read right after a write can miss it: append a marker and read until it shows.
 */
async function readEverything(store: EventStore): Promise<StoredEvent[]> {
  const marker = await store.append(
    `test-read-marker-${randomUUID()}`,
    [{ type: 'TestReadMarker', data: {}, metadata: { occurredAt: new Date().toISOString(), schemaVersion: 1 } }],
    { expectedRevision: 'no-stream' },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    const all: StoredEvent[] = [];
    let after = '';
    for (;;) {
      const page = await store.readAll({ after, limit: 5000 });
      if (page.length === 0) break;
      all.push(...page);
      after = page[page.length - 1]!.position;
    }
    if (after >= marker.position) return all;
    if (Date.now() > deadline) throw new Error('events written before the read stayed hidden for 30 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Every live (not deleted) transaction of `recurringTransactionId`, per day, as the event store has them. */
export async function liveOccurrences(store: EventStore, recurringTransactionId: string): Promise<Map<string, Occurrence[]>> {
  const streams = new Map<string, TransactionEvent[]>();
  for (const event of await readEverything(store)) {
    if (!event.streamId.startsWith('transaction-')) continue;
    const events = streams.get(event.streamId) ?? [];
    events.push(upcast(event) as TransactionEvent);
    streams.set(event.streamId, events);
  }
  const byDay = new Map<string, Occurrence[]>();
  for (const [streamId, events] of streams) {
    const state = fold(transactionDecider, events);
    if (state.status !== 'recorded' || state.recurringTransactionId !== recurringTransactionId) continue;
    const list = byDay.get(state.fields.date) ?? [];
    list.push({ transactionId: state.transactionId, streamId, fields: state.fields });
    byDay.set(state.fields.date, list);
  }
  return byDay;
}

/** The one live occurrence of each day (fails on a doubled day). */
export async function occurrencesByDay(store: EventStore, recurringTransactionId: string): Promise<Map<string, Occurrence>> {
  const single = new Map<string, Occurrence>();
  for (const [day, list] of await liveOccurrences(store, recurringTransactionId)) {
    if (list.length !== 1) throw new Error(`${list.length} live occurrences on ${day}`);
    single.set(day, list[0]!);
  }
  return new Map([...single].sort(([a], [b]) => a.localeCompare(b)));
}
