import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Position tokens (issue 22): what clients see instead of event-log positions. A position is the
 * global log's counter, so showing it would tell every user how much and when all users write. A
 * token is the position sealed with AES-256-GCM under a key derived from SESSION_SECRET, with the
 * user's id as associated data: only this server opens it, only for the user it was made for, and
 * a fresh random IV makes two tokens of one position differ. The plaintext is padded to a fixed
 * width, so every token has the same length and nothing of the counter shows.
 */
export interface PositionKeys {
  /** The first seals; all open (SESSION_SECRET rotation, like the cookie keys). */
  readonly keys: readonly Buffer[];
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Positions are at most 64 characters of [\w-] (CONVENTIONS "Event store"), padded with NULs to this. */
const PLAINTEXT_BYTES = 64;
const TOKEN_BYTES = IV_BYTES + PLAINTEXT_BYTES + TAG_BYTES;
/** base64url of TOKEN_BYTES (92 bytes, no padding). */
export const POSITION_TOKEN_LENGTH = Math.ceil((TOKEN_BYTES * 4) / 3);
const TOKEN_SHAPE = new RegExp(`^[A-Za-z0-9_-]{${POSITION_TOKEN_LENGTH}}$`);
const POSITION_SHAPE = /^[\w-]{0,64}$/;
const KEY_INFO = 'life position token v1';

const derived = new WeakMap<readonly string[], PositionKeys>();

/** The token keys of the session keys (HKDF-SHA256, its own label), derived once per array. */
export function positionKeys(sessionKeys: readonly string[]): PositionKeys {
  let keys = derived.get(sessionKeys);
  if (!keys) {
    if (sessionKeys.length === 0) throw new Error('position tokens need at least one session key');
    keys = { keys: sessionKeys.map((secret) => Buffer.from(hkdfSync('sha256', secret, '', KEY_INFO, 32))) };
    derived.set(sessionKeys, keys);
  }
  return keys;
}

const associatedData = (userId: string) => Buffer.from(`life-position:${userId}`, 'utf8');

/** A token for `position` ('' included: "nothing yet") that only `userId` can send back. */
export function sealPosition(keys: PositionKeys, userId: string, position: string): string {
  if (!POSITION_SHAPE.test(position)) throw new Error('not an event-log position');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.keys[0]!, iv);
  cipher.setAAD(associatedData(userId));
  const plaintext = Buffer.alloc(PLAINTEXT_BYTES);
  plaintext.write(position, 'latin1');
  const sealed = Buffer.concat([iv, cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  return sealed.toString('base64url');
}

/**
 * The position inside a token `userId` was given, or undefined for anything else (another user's
 * token, a tampered or truncated one, one sealed under a retired key, garbage): never throws.
 */
export function openPosition(keys: PositionKeys, userId: string, token: string): string | undefined {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const sealed = Buffer.from(token, 'base64url');
  if (sealed.length !== TOKEN_BYTES) return undefined;
  const iv = sealed.subarray(0, IV_BYTES);
  const body = sealed.subarray(IV_BYTES, IV_BYTES + PLAINTEXT_BYTES);
  const tag = sealed.subarray(IV_BYTES + PLAINTEXT_BYTES);
  for (const key of keys.keys) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(associatedData(userId));
      decipher.setAuthTag(tag);
      const plaintext = Buffer.concat([decipher.update(body), decipher.final()]);
      const end = plaintext.indexOf(0);
      const position = plaintext.subarray(0, end === -1 ? undefined : end).toString('latin1');
      // Everything after the position is padding; a token that authenticates is ours, this is belt and braces.
      if (POSITION_SHAPE.test(position) && plaintext.subarray(position.length).every((byte) => byte === 0)) return position;
      return undefined;
    } catch {
      // Not this key (or not a token of this user's): try the next.
    }
  }
  return undefined;
}
