export * from './api';
export * from './commands';
export * from './decider';
export * from './events';
export * from './schemas';
export * from './state';
export { DEFAULT_WEEK_START, isWeekDay, isWeekStart, WEEK_DAYS, type WeekDay } from '../shared/weeks';
