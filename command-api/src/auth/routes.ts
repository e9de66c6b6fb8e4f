import { randomUUID } from 'node:crypto';
import { UnauthenticatedError } from '@life/domain';
import { loginSchema, normaliseEmail, registerSchema, userMessages } from '@life/domain/users/index';
import { Router } from '@koa/router';
import type { AppDeps } from '../deps';
import { authFailure, currentAuth, requireUserId } from '../http/auth';
import { signInMetadata } from '../http/commands';
import { parseBody } from '../http/validate';
import { dummyHash, verifyPassword } from './passwords';
import { loginAddress } from './login-address';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure, recordRefusedRegistration } from './rate-limit';
import { signIn, signOut } from './session';
import { findUserByEmail, loadUser, registerUser, toUserView } from './users';

/** Sign-up, sign-in, sign-out and the current user (SPEC.md section 7). */
export function authRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/auth' });

  router.post('/register', async (ctx) => {
    const input = await parseBody(ctx, registerSchema);
    const now = deps.clock();
    // Its 409 reveals that an address has an account: limited like sign-in failures (rate-limit.ts).
    const [email, address] = [normaliseEmail(input.email), loginAddress(ctx)];
    await assertLoginAllowed(deps.db, email, address, now);
    const { user, position } = await registerUser(
      { store: deps.store, logger: deps.logger, scryptCost: deps.config.scryptCost },
      input,
      signInMetadata(ctx, now),
    ).catch(async (error: unknown) => {
      await recordRefusedRegistration(deps.db, error, email, address, deps.clock());
      throw error;
    });
    await signIn(ctx, user.id);
    ctx.set('X-Position', position);
    ctx.status = 201;
    ctx.body = user;
  });

  router.post('/login', async (ctx) => {
    const input = await parseBody(ctx, loginSchema);
    const email = normaliseEmail(input.email);
    const address = loginAddress(ctx);
    await assertLoginAllowed(deps.db, email, address, deps.clock());
    const user = await findUserByEmail(deps.store, email);
    // An unknown address does the same work as a wrong password (login timing must not reveal
    // which addresses are registered): the user-stream read a known address needs, then one scrypt.
    if (!user) await loadUser(deps.store, randomUUID());
    const valid = await verifyPassword(input.password, user?.passwordHash ?? dummyHash(deps.config.scryptCost));
    if (!user || !valid) {
      await recordLoginFailure(deps.db, email, address, deps.clock());
      throw new UnauthenticatedError(userMessages.invalidCredentials);
    }
    await clearLoginFailures(deps.db, email, address);
    await signIn(ctx, user.id);
    ctx.body = toUserView(user);
  });

  router.post('/logout', (ctx) => {
    signOut(ctx);
    ctx.status = 204;
  });

  router.get('/me', async (ctx) => {
    const user = await loadUser(deps.store, requireUserId(ctx));
    if (!user) throw new UnauthenticatedError();
    ctx.body = toUserView(user);
  });

  // Beyond SPEC: the web app's start-up check. Signed out is an answer here, not a failure: /me's
  // 401 (SPEC 7 keeps it) makes every signed-out visit log a failed request in the browser console.
  // A bearer token that names no valid token is still a 401 (the caller believes it is signed in).
  router.get('/session', async (ctx) => {
    const failure = authFailure(ctx);
    if (failure) throw new UnauthenticatedError(failure);
    const auth = currentAuth(ctx);
    const user = auth ? await loadUser(deps.store, auth.userId) : undefined;
    ctx.body = { user: user ? toUserView(user) : null };
  });

  return router;
}
