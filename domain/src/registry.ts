import { EventRegistry } from './core/events';
import { userEvents } from './users/events';
import { accountEvents } from './accounts/events';
import { categoryEvents } from './categories/events';
import { transactionEvents } from './transactions/events';

/**
 * Every event type of every aggregate. Each aggregate exports its definitions
 * (e.g. `userEvents`) and adds them here, so readers can upcast stored events.
 */
export const eventRegistry = new EventRegistry();

eventRegistry.register(...userEvents);
eventRegistry.register(...accountEvents, ...categoryEvents, ...transactionEvents);
