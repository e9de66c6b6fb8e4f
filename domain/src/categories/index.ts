export * from './api';
export * from './commands';
export * from './constants';
export * from './decider';
export * from './events';
export * from './schemas';
export * from './state';
export * from './validation';
