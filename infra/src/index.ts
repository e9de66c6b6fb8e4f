export * from './db/types';
export * from './event-store/types';
