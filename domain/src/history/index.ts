export * from './api';
export * from './kinds';
export * from './entries';
export * from './streams';
export * from './restore';
export * from './restore-versions';
