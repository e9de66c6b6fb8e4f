export * from './core';
export {
  eventRegistry,
  parseEvent,
  parseEventLeniently,
  parseCurrentEvent,
  isEventOf,
  ownEvent,
  ownEvents,
  foldEvents,
  type StoredEventData,
  type LifeEventDefinition,
  type Evolving,
} from './registry';
export { lifeEventDefinitions, type LifeEvent, type LifeEventType, type EventOfType } from './events';
export * from './shared/money';
export * from './shared/dates';
export * from './shared/fields';
export * from './shared/zod';
export * from './shared/text';
export * from './shared/numbers';
export * from './accounts';
export * from './categories';
export * from './budgets';
export * from './transactions';
export * from './recurring';
export * from './schedules';
export * from './goals';
export * from './workouts';
export * from './settings';
export * from './body-weight';
export * from './targets';
export * from './meals';
export * from './groceries';
export * from './water';
export * from './dashboard';
export * from './history';
export * from './imports/batch';
// issue 23 (h10): categorisation rules
export * from './rules';
// issue 27: recipes
export * from './recipes';
