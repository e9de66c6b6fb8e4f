export * from './core';
export { eventRegistry } from './registry';
