import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { firstWakeup } from './wait';

const timeouts = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

describe('firstWakeup', () => {
  it('answers the first wakeup’s value and leaves no timer or abort listener behind', async () => {
    const halt = new AbortController();
    const before = timeouts();
    await expect(firstWakeup([Promise.resolve(true)], 60_000, halt.signal)).resolves.toBe(true);
    await expect(firstWakeup([new Promise<boolean>(() => {}), Promise.resolve(false)], 60_000, halt.signal)).resolves.toBe(false);
    expect(getEventListeners(halt.signal, 'abort')).toHaveLength(0);
    expect(timeouts()).toBe(before);
  });

  it('answers false after the poll when nothing wakes it, and at once when the signal aborts', async () => {
    const never = new Promise<boolean>(() => {});
    const halt = new AbortController();
    const started = performance.now();
    await expect(firstWakeup([never], 20, halt.signal)).resolves.toBe(false);
    expect(performance.now() - started).toBeGreaterThanOrEqual(15);
    const waiting = firstWakeup([never], 0, halt.signal);
    halt.abort();
    await expect(waiting).resolves.toBe(false);
    expect(getEventListeners(halt.signal, 'abort')).toHaveLength(0);
  });
});
