import { EventRegistry } from './core/events';
import { userEvents } from './users/events';

/**
 * Every event type of every aggregate. Each aggregate exports its definitions
 * (e.g. `userEvents`) and adds them here, so readers can upcast stored events.
 */
export const eventRegistry = new EventRegistry();

eventRegistry.register(...userEvents);
