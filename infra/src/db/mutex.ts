/**
 * A tiny async lock: `acquire()` resolves with a release function. Foreground waiters go before
 * background ones, in arrival order within each (issue 22: on PGlite a request's statements must
 * not queue behind every projection's batch). A waiter's priority is read when the lock is handed
 * on, so work that becomes urgent while it waits (a projection a request now waits for) moves up.
 * A background waiter that has waited `backgroundMaxWaitMs` takes every other turn, so background
 * work is never starved by a steady stream of requests. After a foreground holder, background
 * waiters give the foreground `foregroundGraceMs` to come back: a request's next statement follows
 * a little JavaScript, and would otherwise wait for a whole background transaction each time.
 */
export type Priority = 'foreground' | 'background';

interface Waiter {
  grant: (release: () => void) => void;
  priority: () => Priority;
  since: number;
}

export interface MutexOptions {
  backgroundMaxWaitMs?: number;
  foregroundGraceMs?: number;
}

export class Mutex {
  private held = false;
  private lastGrantAged = false;
  private graceUntil = 0;
  private graceTimer: NodeJS.Timeout | undefined;
  private readonly waiting: Waiter[] = [];
  private readonly backgroundMaxWaitMs: number;
  private readonly foregroundGraceMs: number;

  constructor(options: MutexOptions = {}) {
    this.backgroundMaxWaitMs = options.backgroundMaxWaitMs ?? 500;
    this.foregroundGraceMs = options.foregroundGraceMs ?? 0;
  }

  acquire(priority: Priority | (() => Priority) = 'foreground'): Promise<() => void> {
    return new Promise((grant) => {
      this.waiting.push({ grant, priority: typeof priority === 'function' ? priority : () => priority, since: performance.now() });
      this.dispatch();
    });
  }

  async run<T>(fn: () => Promise<T>, priority: Priority | (() => Priority) = 'foreground'): Promise<T> {
    const release = await this.acquire(priority);
    try {
      return await fn();
    } finally {
      release();
    }
  }

  private dispatch(): void {
    if (this.held || this.waiting.length === 0) return;
    const index = this.nextIndex();
    const foreground = this.waiting[index]!.priority() === 'foreground';
    const wait = this.graceUntil - performance.now();
    if (!foreground && !this.lastGrantAged && wait > 0) {
      this.graceTimer ??= setTimeout(() => {
        this.graceTimer = undefined;
        this.dispatch();
      }, Math.ceil(wait));
      return;
    }
    const waiter = this.waiting.splice(index, 1)[0]!;
    this.held = true;
    let released = false;
    waiter.grant(() => {
      if (released) return;
      released = true;
      this.held = false;
      if (foreground) this.graceUntil = performance.now() + this.foregroundGraceMs;
      this.dispatch();
    });
  }

  private nextIndex(): number {
    const foreground = this.waiting.findIndex((waiter) => waiter.priority() === 'foreground');
    if (foreground === -1) return 0;
    const background = this.waiting.findIndex((waiter) => waiter.priority() === 'background');
    const aged = background !== -1 && performance.now() - this.waiting[background]!.since >= this.backgroundMaxWaitMs;
    // Aged background waiters take every other turn at most, so requests still go between them.
    this.lastGrantAged = aged && !this.lastGrantAged;
    return this.lastGrantAged ? background : foreground;
  }
}
