/**
 * Issue 22: one user's large command must not stall everyone. The embedded server as `npm start`
 * composes it (PGlite, projector and worker in the one process); user A makes the stall case of the
 * issue (a weekly rule from 1901 to 2099, then a new start date) and writes then edits the largest
 * rule one request may (weekly since 1901 with its older occurrences), while user B creates and
 * lists goals. B's reads stay under 250 ms p99 and its writes
 * under 500 ms p99. The targets are the issue's; B's many samples keep one slow request from
 * deciding the percentile. The same scenario is in `npm run bench -- --only fairness`. Timing-bound,
 * so `npm run test:unit` runs this file on its own after the rest (vitest.fairness.config.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedServer, type EmbeddedServer } from './embedded-server';
import { editLargeRule, stallCase } from './fairness-load';
import { percentile, summarize, timeSecondUserDuring } from './second-client';

const READ_P99_MS = 250;
const WRITE_P99_MS = 500;

/**
 * The targets are for a machine that is otherwise idle. Under a busy CI neighbour B is slower even
 * alone, so the bound adds twice B's own p99 measured alone just before (a few ms on a quiet machine):
 * the test then judges what A's work adds, not what the neighbour does. Before the fix A added
 * 13-90 s; `npm run bench -- --only fairness` records the bare figures against the targets.
 */
function busyMachineAllowance(alone: readonly number[]): number {
  return 2 * percentile(alone, 99);
}

describe('fairness under load (embedded server)', () => {
  let server: EmbeddedServer;
  beforeAll(async () => {
    server = await startEmbeddedServer();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("keeps a second user's requests fast while one user edits large recurring rules", async () => {
    const a = await server.register('a');
    const b = await server.register('b');
    // B alone first: what this machine needs for B's requests with nothing else running.
    const alone = (await timeSecondUserDuring(b, () => Promise.resolve(), { minSamples: 50 })).latencies;
    const { result, latencies } = await timeSecondUserDuring(
      b,
      async () => ({ stall: await stallCase(a), large: await editLargeRule(a) }),
      { minSamples: 100 },
    );
    // The stall case: with every older occurrence it is refused (400) or bounded by the window (201).
    expect([201, 400]).toContain(result.stall.olderStatus);
    expect(result.stall.createStatus).toBe(201);
    expect(result.stall.editStatus).toBe(200);
    expect(result.large.createStatus).toBe(201);
    expect(result.large.editStatus).toBe(200);
    expect(latencies.failures).toEqual([]);
    const report = JSON.stringify({
      reads: summarize(latencies.reads),
      writes: summarize(latencies.writes),
      alone: { reads: summarize(alone.reads), writes: summarize(alone.writes) },
    });
    expect(percentile(latencies.reads, 99), report).toBeLessThan(READ_P99_MS + busyMachineAllowance(alone.reads));
    expect(percentile(latencies.writes, 99), report).toBeLessThan(WRITE_P99_MS + busyMachineAllowance(alone.writes));
  }, 600_000);
});
