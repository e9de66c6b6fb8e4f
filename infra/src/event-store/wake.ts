/**
 * Turns "something was appended" notifications into promises. `generation` lets a loop
 * detect a wake-up that arrived while it was busy reading, so none is lost.
 */
export class Wakeup {
  generation = 0;
  private waiters = new Set<() => void>();

  wake(): void {
    this.generation++;
    const waiters = this.waiters;
    this.waiters = new Set();
    for (const resolve of waiters) resolve();
  }

  /** Resolves on the next wake() or after timeoutMs, whichever comes first. */
  wait(timeoutMs: number, since = this.generation): Promise<void> {
    if (this.generation !== since) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.waiters.add(done);
    });
  }
}
