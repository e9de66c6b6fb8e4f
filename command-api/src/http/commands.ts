import type { Command, CommandMetadata, Decider, DomainEvent } from '@life/domain';
import type { EventStore, StoredEvent } from '@life/infra';
import { handleCommand } from '@life/infra/event-store/handle-command';
import type { Context } from 'koa';
import { requireUserId } from './auth';
import { eventIdsFor, isRerun } from './new-ids';
import { requestIdOf } from './request-log';
import { requestToday } from './today';

/** Command metadata for the signed-in caller: user from session/token, time from the app clock. */
export function commandMetadata(ctx: Context, clock: () => Date): CommandMetadata {
  const now = clock();
  const requestId = requestIdOf(ctx);
  return {
    userId: requireUserId(ctx),
    now: now.toISOString(),
    today: requestToday(ctx, now),
    ...(requestId ? { correlationId: requestId } : {}),
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

/** A command as a route builds it: everything but the metadata (distributes over a command union). */
export type CommandBody<C extends Command> = C extends Command ? Omit<C, 'metadata'> : never;

/**
 * Binds a decider once (as Emmett's CommandHandler({ evolve, initialState })): the returned
 * function runs a command body through runCommand with the caller's metadata (commandMetadata)
 * on the stream `streamIdFor` names. Routers call it instead of building metadata and casting.
 */
export function commandHandler<State, C extends Command, E extends DomainEvent>(
  decider: Decider<State, C, E>,
  streamIdFor: (command: C) => string,
) {
  return (ctx: Context, deps: { store: EventStore; clock: () => Date }, body: CommandBody<C>) => {
    // The one cast: a body of one member of C plus metadata is that member, which TypeScript
    // cannot follow through the generic distributive type.
    const command = { ...body, metadata: commandMetadata(ctx, deps.clock) } as C;
    return runCommand(ctx, deps.store, streamIdFor(command), decider, command);
  };
}
