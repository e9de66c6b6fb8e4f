export * from './commands';
export * from './decider';
export * from './email';
export * from './limits';
export * from './events';
export * from './messages';
export * from './schemas';
export * from './state';
