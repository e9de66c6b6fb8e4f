export * from './sessions';
export * from './login-failures';
export * from './api-tokens';
export * from './email-digest';
