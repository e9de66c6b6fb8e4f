export type * from './api';
export * from './dates';
export * from './mapping';
export * from './records';
