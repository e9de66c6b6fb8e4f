import type { z } from 'zod';

/**
 * How the acting user (metadata.userId) acted: in the web app (a session cookie), through an API
 * token (its id and its name when used), the recurring worker on the owner's behalf, or an operator's
 * repair. Events written before it was recorded lack it (see normalizeEventMetadata).
 */
export type EventActor = { via: 'web' } | { via: 'token'; tokenId: string; tokenName: string } | { via: 'worker' } | { via: 'operator' };

/** Who caused an event and when; stored beside every event. */
export interface EventMetadata {
  userId?: string;
  /** How userId acted; absent on events written before it was recorded. */
  actor?: EventActor;
  /** The HTTP request's id (X-Request-Id, as logged); absent outside requests and on older events. */
  requestId?: string;
  /** The request id as well (older events have only this); the worker and repairs leave it out. */
  correlationId?: string;
  causationId?: string;
  /** ISO-8601 instant: the server clock's now when the command ran (the API's clock, never the client's). */
  occurredAt: string;
  /**
   * The acting user's calendar day (yyyy-mm-dd) when the command ran; absent on events written
   * before it was recorded. The recurring worker generates as of the day of the event that triggered it.
   */
  today?: string;
  /** Version of the event's data shape, used to upcast old events on read. */
  schemaVersion: number;
  /** Set on events an operator appended to repair an instance (`npm run projector -- repair`): who decided and why. */
  repair?: { by: 'operator'; reason: string };
}

/** Metadata as readers see it: every event, old or new, has an actor (or 'unknown') and a request id or null. */
export interface NormalizedEventMetadata {
  userId: string | null;
  actor: EventActor | { via: 'unknown' };
  requestId: string | null;
  occurredAt: string;
  repairReason: string | null;
}

/**
 * Upcasts stored metadata of any age: events before `actor`/`requestId` existed read as actor
 * 'unknown' (or 'operator' when a repair wrote them) and their correlationId as the request id.
 */
export function normalizeEventMetadata(metadata: EventMetadata): NormalizedEventMetadata {
  const stored = metadata as Partial<EventMetadata>;
  const actor = stored.actor ?? (stored.repair ? { via: 'operator' as const } : { via: 'unknown' as const });
  return {
    userId: stored.userId ?? null,
    actor,
    requestId: stored.requestId ?? stored.correlationId ?? null,
    occurredAt: stored.occurredAt ?? '',
    repairReason: stored.repair?.reason ?? null,
  };
}

/** A domain event as deciders see it: a type and its data. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/**
 * Declares an event type: its current schema version, the zod schema of its data,
 * and upcasters that lift data written at older versions one step at a time.
 *
 * A schema describes what may already be STORED, not what a decider accepts today: it is parsed
 * on every read (loading an aggregate in handleCommand, every projector batch), so tightening it
 * would make an aggregate that holds an older event unloadable and turn that event into a hard
 * read error. New input is bounded where it enters, by the schemas that parse a body into a draft (`<feature>/validation.ts`:
 * supported date window, no control characters, named text limits, decimal(10,2) amounts), and
 * projector/src/projections/projectable.property.test.ts proves every event they emit is
 * projectable. An event stored before those rules that a projection cannot hold is the
 * projector's failure handling to park and report, not the registry's to refuse.
 */
export interface EventDefinition<Type extends string, Schema extends z.ZodType> {
  type: Type;
  version: number;
  schema: Schema;
  /** upcasters[v] turns data of version v into data of version v + 1. */
  upcasters?: Record<number, (data: unknown) => unknown>;
}

export function defineEvent<Type extends string, Schema extends z.ZodType>(
  definition: EventDefinition<Type, Schema>,
): EventDefinition<Type, Schema> {
  return definition;
}

export type EventOf<D> = D extends EventDefinition<infer T, infer S> ? DomainEvent<T, z.infer<S>> : never;

/** All known event definitions, keyed by type; parses and upcasts stored data. */
export class EventRegistry {
  private readonly definitions = new Map<string, EventDefinition<string, z.ZodType>>();

  register(...definitions: EventDefinition<string, z.ZodType>[]): this {
    for (const definition of definitions) this.definitions.set(definition.type, definition);
    return this;
  }

  has(type: string): boolean {
    return this.definitions.has(type);
  }

  versionOf(type: string): number {
    return this.require(type).version;
  }

  /** Turns stored data of any older version into the current shape, validated. */
  parse(type: string, schemaVersion: number, data: unknown): unknown {
    const definition = this.require(type);
    let current = data;
    for (let version = schemaVersion; version < definition.version; version++) {
      const upcast = definition.upcasters?.[version];
      if (!upcast) throw new Error(`No upcaster for ${type} from version ${version}`);
      current = upcast(current);
    }
    return definition.schema.parse(current);
  }

  private require(type: string) {
    const definition = this.definitions.get(type);
    if (!definition) throw new Error(`Unknown event type ${type}`);
    return definition;
  }
}

/** One field of data whose shape is not trusted (stored as written, or a foreign event's): undefined when absent. */
export function dataField(data: unknown, key: string): unknown {
  return typeof data === 'object' && data !== null && key in data ? Reflect.get(data, key) : undefined;
}
