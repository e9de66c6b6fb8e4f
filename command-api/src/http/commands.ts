import {
  ConflictError,
  dataField,
  type Command,
  type CommandMetadata,
  type Decider,
  type DomainEvent,
  type EventActor,
} from '@life/domain';
import {
  eventMetadata,
  isWrongExpectedRevision,
  type AppendBatch,
  type EventStore,
  type ExpectedRevision,
  type Queryable,
  type StoredEvent,
} from '@life/infra';
import { openParkedKeys } from '@life/projector/parked-events';
import { handleCommand } from '@life/infra/event-store/handle-command';
import type { Context } from 'koa';
import { currentAuth, requireUserId } from './auth';
import { eventIdsFor, isRerun, newId } from './new-ids';
import { requestIdOf } from './request-log';
import { requestToday } from './today';

/** How the signed-in caller acts: the web app's session, or an API token by id and name. */
export function actorOf(ctx: Context): EventActor {
  const auth = currentAuth(ctx);
  if (auth?.method === 'token' && auth.tokenId) return { via: 'token', tokenId: auth.tokenId, tokenName: auth.tokenName ?? '' };
  return { via: 'web' };
}

/**
 * Command metadata for the signed-in caller: user and how they act (actor) from session/token,
 * the request id (as logged), time from the app clock (the server's, stored as `occurredAt`).
 */
export function commandMetadata(ctx: Context, clock: () => Date): CommandMetadata {
  const now = clock();
  const userId = requireUserId(ctx);
  const requestId = requestIdOf(ctx);
  return {
    userId,
    now: now.toISOString(),
    today: requestToday(ctx, now),
    actor: actorOf(ctx),
    ...(requestId ? { requestId, correlationId: requestId } : {}),
  };
}

/** Metadata of a sign-up or sign-in: nobody is signed in yet, and the web app acts. */
export function signInMetadata(ctx: Context, now: Date): Omit<CommandMetadata, 'userId'> {
  return {
    now: now.toISOString(),
    today: requestToday(ctx, now),
    actor: { via: 'web' },
    requestId: requestIdOf(ctx),
    correlationId: requestIdOf(ctx),
  };
}

/**
 * The event an earlier run of this request (same Idempotency-Key, taken over after a crash or a
 * failure) already wrote to `streamId`, if any. A route then answers with that write instead of
 * checking the body again against read models that may have changed since (an account deleted
 * meanwhile must not turn a recorded create into a 400). Only reruns pay for the read.
 */
export async function earlierWrite(ctx: Context, store: EventStore, streamId: string, eventId: string): Promise<StoredEvent | undefined> {
  if (!isRerun(ctx)) return undefined;
  return (await store.readStream(streamId)).find((event) => event.id === eventId);
}

/**
 * Runs one command through the event store and tells the client where its write landed
 * (X-Position), which it sends back as X-Min-Position to read its own writes. With an
 * Idempotency-Key the event ids derive from it (new-ids.ts), so running the request again after
 * a crash returns the first write's result instead of deciding and appending again.
 */
export async function runCommand<State, C extends Command, E extends DomainEvent>(
  ctx: Context,
  store: EventStore,
  streamId: string,
  decider: Decider<State, C, E>,
  command: C,
) {
  const eventIds = eventIdsFor(ctx, streamId);
  const result = await handleCommand(store, streamId, decider, command, eventIds ? { eventIds } : {});
  if (result.position) ctx.set('X-Position', result.position);
  return result;
}

/**
 * One stream's decided events as a batch of an appendMany, at the revision the stream was read at.
 * Their ids follow the request (new-ids.ts), so a rerun of it names the same events.
 */
export function decidedBatch(
  ctx: Context,
  streamId: string,
  expectedRevision: ExpectedRevision,
  events: readonly DomainEvent[],
  metadata: CommandMetadata,
): AppendBatch {
  return {
    streamId,
    expectedRevision,
    events: events.map((event, index) => ({
      id: newId(ctx, `event:${streamId}:${index}`),
      type: event.type,
      data: event.data,
      metadata: eventMetadata(event.type, metadata),
    })),
  };
}

/**
 * Appends streams decided together in ONE appendMany (all or nothing on the SQL stores) and tells
 * the client where the write landed (X-Position). A stream written since it was read fails it
 * with nothing written: a 409 saying `changedMeanwhile`.
 */
export async function appendDecided(ctx: Context, store: EventStore, batches: AppendBatch[], changedMeanwhile: string): Promise<string> {
  try {
    const results = await store.appendMany(batches);
    const position = results[results.length - 1]!.position;
    ctx.set('X-Position', position);
    return position;
  } catch (error) {
    if (isWrongExpectedRevision(error)) throw new ConflictError(changedMeanwhile);
    throw error;
  }
}

/** A command as a route builds it: everything but the metadata (distributes over a command union). */
export type CommandBody<C extends Command> = C extends Command ? Omit<C, 'metadata'> : never;

export const underRepairMessage = 'This record is being repaired; try again later';

/**
 * The record a command writes, keyed as the projections key its events (projection.ts
 * `parkingKey`): an account or category inside the user's book or list; '' for a stream that is
 * one record (a transaction). Bodies name their record by these fields (a budget by `budgetId`).
 */
export function recordKeyOf(command: Command): string {
  for (const field of ['accountId', 'categoryId', 'budgetId']) {
    const id = dataField(command.data, field);
    if (typeof id === 'string') return id;
  }
  return '';
}

/**
 * The deletions are the repair path: their events (TransactionDeleted, AccountDeleted,
 * CategoryDeleted, ScheduleDeleted, RecurringTransactionDeleted) are the projections'
 * resetsStream/resetsKey types, which resolve the parked events, so the owner may delete a record
 * under repair.
 */
const REPAIRING_COMMANDS: ReadonlySet<string> = new Set([
  'DeleteTransaction',
  'DeleteAccount',
  'DeleteCategory',
  'DeleteSchedule',
  'DeleteRecurringTransaction',
  'DeleteBudget',
]);

/**
 * A record with unresolved parked events (a projection could not apply one of its events) is
 * frozen in the read model: a change would be stored but answered from the frozen rows (404 for a
 * record whose creation was parked). So it is refused with 409, before deciding, nothing appended
 * (and a 409 is not stored by the Idempotency-Key middleware). One query on a tiny table.
 */
async function refuseUnderRepair(db: Queryable, streamId: string, command: Command): Promise<void> {
  if (REPAIRING_COMMANDS.has(command.type)) return;
  const parked = await openParkedKeys(db, streamId);
  if (parked.size === 0) return;
  const key = recordKeyOf(command);
  // '' rows freeze the whole stream; a command of the whole stream ('') waits for any record of it.
  if (key === '' || parked.has('') || parked.has(key)) throw new ConflictError(underRepairMessage);
}

/**
 * Binds a decider once (as Emmett's CommandHandler({ evolve, initialState })): the returned
 * function runs a command body through runCommand with the caller's metadata (commandMetadata)
 * on the stream `streamIdFor` names, after refusing writes to a record under repair (409). Routers call it instead of building metadata and casting.
 */
export function commandHandler<State, C extends Command, E extends DomainEvent>(
  decider: Decider<State, C, E>,
  streamIdFor: (command: C) => string,
) {
  return async (ctx: Context, deps: { store: EventStore; db: Queryable; clock: () => Date }, body: CommandBody<C>) => {
    // The one cast: a body of one member of C plus metadata is that member, which TypeScript
    // cannot follow through the generic distributive type.
    const command = { ...body, metadata: commandMetadata(ctx, deps.clock) } as C;
    const streamId = streamIdFor(command);
    await refuseUnderRepair(deps.db, streamId, command);
    return runCommand(ctx, deps.store, streamId, decider, command);
  };
}
