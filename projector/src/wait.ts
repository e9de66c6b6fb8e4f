/** Resolves when `promise` settles or `signal` aborts, whichever comes first; never rejects. */
export function until(promise: Promise<unknown>, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      signal.removeEventListener('abort', done);
      resolve();
    };
    signal.addEventListener('abort', done, { once: true });
    promise.then(done, done);
  });
}

/** setTimeout as a promise that an abort signal cuts short. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const elapsed = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return until(elapsed, signal).finally(() => clearTimeout(timer));
}

/**
 * Waits for the first of `wakeups` (its value), `pollMs` when above 0 (false) or `signal` (false).
 * Nothing outlives the call: the poll's timer is cleared and the one abort listener removed. An idle
 * loop woken many times a second used to leave a pending sleep per wait, each listening on the
 * runner's signal until its timer fired (Node's listener warning during a 100,000-row bank import).
 */
export async function firstWakeup(wakeups: readonly Promise<boolean>[], pollMs: number, signal: AbortSignal): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const polled =
    pollMs > 0
      ? [
          new Promise<boolean>((resolve) => {
            timer = setTimeout(resolve, pollMs, false);
          }),
        ]
      : [];
  let woken = false;
  try {
    await until(
      Promise.race([...wakeups, ...polled]).then((value) => (woken = value)),
      signal,
    );
  } finally {
    clearTimeout(timer);
  }
  return woken;
}
