export * from './commands';
export * from './decider';
export * from './errors';
export * from './events';
