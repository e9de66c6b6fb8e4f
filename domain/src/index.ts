export * from './core';
export { eventRegistry } from './registry';
export * from './shared/money';
export * from './shared/dates';
export * from './shared/fields';
export * from './shared/zod';
export * from './accounts';
export * from './categories';
export * from './transactions';
