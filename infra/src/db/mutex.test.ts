import { describe, expect, it } from 'vitest';
import { Mutex } from './mutex';

/** Acquires in the given order while the lock is held, then releases it; returns the order of the grants. */
async function grantOrder(mutex: Mutex, priorities: ('foreground' | 'background')[], holdFirst: () => Promise<unknown>) {
  const order: string[] = [];
  const first = await mutex.acquire();
  const waits = priorities.map((priority, index) => mutex.run(() => Promise.resolve(void order.push(`${priority[0]}${index}`)), priority));
  await holdFirst();
  first();
  await Promise.all(waits);
  return order;
}

describe('Mutex', () => {
  it('serves waiters in order within a priority, foreground before background', async () => {
    const order = await grantOrder(new Mutex(), ['background', 'foreground', 'background', 'foreground'], () => Promise.resolve());
    expect(order).toEqual(['f1', 'f3', 'b0', 'b2']);
  });

  it('lets a background waiter that waited too long go between foreground ones, one at a time', async () => {
    const mutex = new Mutex({ backgroundMaxWaitMs: 0 });
    const order = await grantOrder(mutex, ['background', 'background', 'foreground', 'foreground', 'foreground'], () => Promise.resolve());
    expect(order).toEqual(['b0', 'f2', 'b1', 'f3', 'f4']);
  });

  it("reads a waiter's priority when the lock is handed on, so work that turns urgent while waiting moves up", async () => {
    const mutex = new Mutex();
    let urgent = false;
    const order: string[] = [];
    const first = await mutex.acquire();
    const waits = [
      mutex.run(() => Promise.resolve(void order.push('b0')), 'background'),
      mutex.run(
        () => Promise.resolve(void order.push('b1')),
        () => (urgent ? 'foreground' : 'background'),
      ),
    ];
    urgent = true;
    first();
    await Promise.all(waits);
    expect(order).toEqual(['b1', 'b0']);
  });

  it('gives the foreground a moment after its turn before a background waiter goes', async () => {
    const mutex = new Mutex({ foregroundGraceMs: 1000 });
    const order: string[] = [];
    const first = await mutex.acquire('foreground');
    const background = mutex.run(() => Promise.resolve(void order.push('b')), 'background');
    first();
    await new Promise((resolve) => setImmediate(resolve)); // a request's next statement, a little later
    const foreground = mutex.run(() => Promise.resolve(void order.push('f')), 'foreground');
    await Promise.all([background, foreground]);
    expect(order).toEqual(['f', 'b']);
  });

  it('runs one holder at a time', async () => {
    const mutex = new Mutex();
    let inside = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        mutex.run(
          async () => {
            most = Math.max(most, ++inside);
            await new Promise((resolve) => setImmediate(resolve));
            inside--;
          },
          index % 2 === 0 ? 'foreground' : 'background',
        ),
      ),
    );
    expect(most).toBe(1);
  });
});
