export * from './constants';
export * from './events';
export * from './state';
export * from './commands';
export * from './decider';
export type * from './api';
