export * from './transactions';
