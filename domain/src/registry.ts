import { EventRegistry } from './core/events';
import { lifeEventDefinitions } from './events';

/**
 * Every event type of every aggregate. Each aggregate exports its definitions
 * (e.g. `userEvents`) and adds them to `lifeEventDefinitions` (events.ts), so readers can upcast
 * stored events and projections get them typed (`LifeEvent`).
 */
export const eventRegistry = new EventRegistry();

eventRegistry.register(...lifeEventDefinitions);
