import { openPosition, positionKeys, sealPosition } from '../http/position-token';
import type { RegisteredUser, TestApp } from './test-app';

/**
 * Tests that compare an answer's X-Position with the events written, or wait for a position they
 * read from the store, translate through the app's own keys (clients only ever hold tokens).
 */
const keysOf = (app: Pick<TestApp, 'deps'>) => positionKeys(app.deps.config.sessionKeys);
const idOf = (user: RegisteredUser | string) => (typeof user === 'string' ? user : user.user.id);

/** The position inside a token the API gave `user` (undefined when it is not one). */
export function positionOf(app: Pick<TestApp, 'deps'>, user: RegisteredUser | string, token: string | null): string | undefined {
  return token === null ? undefined : openPosition(keysOf(app), idOf(user), token);
}

/** A token of `position` for `user`, as the API would give it (to send as X-Min-Position). */
export function positionToken(app: Pick<TestApp, 'deps'>, user: RegisteredUser | string, position: string): string {
  return sealPosition(keysOf(app), idOf(user), position);
}
