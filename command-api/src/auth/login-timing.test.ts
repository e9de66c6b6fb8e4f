import { oneTestDbKind } from '@life/infra/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { LOGIN_WINDOW_MS } from './rate-limit';

/** A realistic scrypt cost (production: N=2^15, r=8, p=3), so key derivation dominates a login and database noise does not. */
const SCRYPT_COST = 2 ** 15;
const TRIES = 20;
const ROUNDS = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Equal work, not speed: an unknown e-mail must cost the same key derivation as a known e-mail
 * with a wrong password, or response times tell an attacker which addresses are registered.
 * The two kinds of tries are interleaved in pairs (alternating which goes first) and compared by
 * the median of the pairs' differences, so load from other processes on the machine hits both alike.
 * One backend: the subject is the key derivation, the same whichever database holds the users.
 */
describe.each(oneTestDbKind())('login timing (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind, { scryptCost: SCRYPT_COST });
  });
  afterAll(async () => {
    await app?.close();
  });

  it(`an unknown e-mail takes as long as a wrong password (median paired difference of ${TRIES} tries within 10 %)`, async () => {
    const { email } = await app.register();
    const client = app.client();
    const timeLogin = async (address: string): Promise<number> => {
      const started = performance.now();
      const response = await client.post('/api/auth/login', { email: address, password: 'wrong-password' });
      const elapsed = performance.now() - started;
      expect(response.status).toBe(401);
      return elapsed;
    };
    /** One round of TRIES pairs: the medians and the median paired difference relative to the faster median. */
    const round = async () => {
      const known: number[] = [];
      const unknown: number[] = [];
      // No warm-up: the very first unknown address after start counts too.
      for (let i = 0; i < TRIES; i++) {
        const nobody = `nobody-${i}-${Date.now()}@example.com`;
        if (i % 2 === 0) {
          unknown.push(await timeLogin(nobody));
          known.push(await timeLogin(email));
        } else {
          known.push(await timeLogin(email));
          unknown.push(await timeLogin(nobody));
        }
        app.clock.advance(LOGIN_WINDOW_MS); // past the lock-out window: every try reaches the KDF
      }
      const [k, u] = [median(known), median(unknown)];
      const pairedDifference = median(known.map((ms, i) => ms - unknown[i]!));
      console.info(
        `login timing (${kind}): known+wrong median ${k.toFixed(1)} ms, unknown median ${u.toFixed(1)} ms, median paired difference ${pairedDifference.toFixed(1)} ms`,
      );
      return Math.abs(pairedDifference) / Math.min(k, u);
    };
    // A real leak (an unknown address skipping the key derivation) differs in every round; a burst of
    // load from a neighbour on a busy CI machine can tip one round, so up to three rounds are taken.
    const ratios: number[] = [];
    while (ratios.length < ROUNDS && !ratios.some((ratio) => ratio <= 0.1)) ratios.push(await round());
    expect(Math.min(...ratios)).toBeLessThanOrEqual(0.1);
  }, 360_000); // up to 3 x 41 key derivations at production cost: a loaded machine takes longer than the default 30 s
});
