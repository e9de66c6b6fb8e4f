export * from './formats';
export * from './layout';
export * from './mapping';
export * from './preview';
export type * from './api';
export * from './status';
