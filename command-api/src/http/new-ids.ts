import { createHash, randomUUID } from 'node:crypto';
import type { Context } from 'koa';

/** Set by the idempotency middleware on a request that holds an Idempotency-Key. */
interface IdSeedState {
  idSeed?: string;
  /** The key was taken over from an earlier run of this request, which may have written already. */
  idRerun?: boolean;
}

export function setIdSeed(ctx: Context, idSeed: string, rerun: boolean): void {
  Object.assign(ctx.state, { idSeed, idRerun: rerun });
}

/** True when an earlier run of this request (same Idempotency-Key) may already have written. */
export function isRerun(ctx: Context): boolean {
  return (ctx.state as IdSeedState).idRerun === true;
}

/**
 * A new record or event id for this request. With an Idempotency-Key it is derived from the key's
 * seed and `label` (e.g. 'transactionId', 'transaction:17'), so running the same request again after
 * a crash names the same records and events, which the event store already holds: nothing is
 * written twice. Without a key, a random uuid. Each label must name one id within a request.
 */
export function newId(ctx: Context, label: string): string {
  const seed = (ctx.state as IdSeedState).idSeed;
  return seed ? uuidFrom(`${seed}\n${label}`) : randomUUID();
}

/** Event ids for `runCommand` (by index within one command's events), when the request has a key. */
export function eventIdsFor(ctx: Context, streamId: string): ((index: number) => string) | undefined {
  if (!(ctx.state as IdSeedState).idSeed) return undefined;
  return (index) => newId(ctx, `event:${streamId}:${index}`);
}

/** A version-4-shaped uuid from sha256 of `name` (like RFC 9562's name-based ids, with sha256). */
export function uuidFrom(name: string): string {
  const bytes = createHash('sha256').update(name).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4: parsers that check the version accept it
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
