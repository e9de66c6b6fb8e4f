import { createHash, timingSafeEqual } from 'node:crypto';
import { NotFoundError, UnauthenticatedError } from '@life/domain';
import type { Context } from 'koa';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Lets an operator through: `Authorization: Bearer <LIFE_OPERATOR_TOKEN>`, compared in constant
 * time (both sides hashed first, so neither content nor length shows in the timing). A user's
 * session or API token is no operator token: 401. Without a configured token the route does not
 * exist (404): there is nothing to present, and a 401 would invite guessing.
 */
export function requireOperator(ctx: Context, operatorToken: string | undefined): void {
  if (!operatorToken) throw new NotFoundError('Not found');
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('Authorization'))?.[1];
  if (sent === undefined || !timingSafeEqual(digest(sent), digest(operatorToken))) {
    ctx.set('WWW-Authenticate', 'Bearer realm="life-operator"');
    throw new UnauthenticatedError('Operator token required');
  }
}
