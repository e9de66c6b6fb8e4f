/**
 * Background work (the projector's loops, the embedded worker, an import, an undo) marks itself with
 * `inBackground`; everything it starts inherits the mark. On PGlite, whose one backend serves every
 * caller in turn, requests' statements then go first (db/mutex.ts), so another user's request waits
 * for at most the one background transaction running (issue 22). PostgreSQL ignores the mark: its
 * connections run side by side.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Priority } from './mutex';

const marked = new AsyncLocalStorage<() => Priority>();
const background = (): Priority => 'background';

export function inBackground<T>(fn: () => T): T {
  return marked.run(background, fn);
}

/**
 * Background work that turns urgent while it runs or waits (a projection a request waits for):
 * `priority` is asked each time the lock is handed on.
 */
export function withPriority<T>(priority: () => Priority, fn: () => T): T {
  return marked.run(priority, fn);
}

/** The priority of the current async context: foreground unless marked. */
export function currentPriority(): () => Priority {
  return marked.getStore() ?? foreground;
}

const foreground = (): Priority => 'foreground';
