import { EventRegistry } from './core/events';

/**
 * Every event type of every aggregate. Each aggregate exports its definitions
 * (e.g. `userEvents`) and adds them here, so readers can upcast stored events.
 */
export const eventRegistry = new EventRegistry();
