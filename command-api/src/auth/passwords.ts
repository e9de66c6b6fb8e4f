import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * OWASP's scrypt floor in its 32 MiB form: N=2^15, r=8, p=3 (equivalent work to N=2^17, p=1, which
 * needs 128 MiB per hash: enough to push embedded mode past its 300 MB budget at every sign-in).
 * Tests lower N via SCRYPT_COST. Hashes carry their params, so older p=1 hashes still verify.
 */
export const DEFAULT_SCRYPT_COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 3;
const SALT_BYTES = 16;
const KEY_BYTES = 64;

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  // scrypt needs ~128*N*r bytes (p runs one after another); allow twice that (64 MiB at the default cost).
  const options: ScryptOptions = { N, r, p, maxmem: Math.max(32 * 1024 * 1024, 2 * 128 * N * r) };
  // The async form runs on libuv's thread pool, so hashing never blocks the event loop.
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$N$r$p$<salt b64>$<key b64>`: the params travel with the hash, so the cost can rise later. */
export async function hashPassword(password: string, cost = DEFAULT_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost, BLOCK_SIZE, PARALLELISM);
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = encoded.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash to verify against when the e-mail is unknown, so "no such user" costs the same key
 * derivation as "wrong password" and response times do not reveal which addresses are registered.
 * Verifying derives a key with the hash's own params whether or not it then matches, so a random
 * salt and key under the current params cost exactly one real check and nothing up front.
 * (It used to be a real hash derived lazily on the first unknown-address request, which therefore
 * paid for two derivations.)
 */
export function dummyHash(cost: number): string {
  const salt = randomBytes(SALT_BYTES).toString('base64');
  const key = randomBytes(KEY_BYTES).toString('base64');
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt, key].join('$');
}
