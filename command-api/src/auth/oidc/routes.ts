import { ConflictError, DomainError } from '@life/domain';
import type { AuthProvidersJson, SignInErrorCode } from '@life/domain/users/api';
import { Router } from '@koa/router';
import type { Context } from 'koa';
import * as oidc from 'openid-client';
import type { AppDeps } from '../../deps';
import { signInMetadata } from '../../http/commands';
import { signIn } from '../session';
import { emailClaimsOf, verifiedEmail } from './claims';
import { callbackUrl, oidcClientLoader } from './client';
import { signInIdentity } from './identity';
import { sendPopupPage } from './popup-page';
import { saveTransaction, takeTransaction, type SignInDisplay } from './transaction';

/** Raised inside the callback for an outcome the login screen explains; never a 500. */
class SignInRefused extends Error {
  constructor(readonly code: SignInErrorCode) {
    super(code);
  }
}

/** openid-client wraps oauth4webapi's errors; a nonce mismatch names the claim somewhere in the chain. */
function isNonceMismatch(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (current.message.includes('"nonce"') || (current.cause as { claim?: unknown } | undefined)?.claim === 'nonce') return true;
  }
  return false;
}

/**
 * 'Continue with Google' with any OpenID Connect provider: authorization code + PKCE (S256),
 * state and nonce, then the same server-side session as e-mail sign-in (SPEC login screen).
 */
export function oidcRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/auth' });
  const config = deps.config.oidc;
  const loadClient = config ? oidcClientLoader(config) : undefined;

  /** The outcome, as a page-mode redirect or the popup's message page. */
  const finish = (ctx: Context, display: SignInDisplay | undefined, error?: SignInErrorCode) => {
    if (display === 'page') {
      ctx.set('Cache-Control', 'no-store');
      ctx.redirect(error ? `/?signInError=${error}` : '/');
    } else {
      // Unknown display (no transaction): the page itself picks popup or redirect behaviour.
      sendPopupPage(ctx, error);
    }
  };

  router.get('/providers', (ctx) => {
    const body: AuthProvidersJson = { google: { configured: Boolean(config) } };
    ctx.body = body;
  });

  router.get('/oidc/start', async (ctx) => {
    const display: SignInDisplay = ctx.query.display === 'page' ? 'page' : 'popup';
    if (!config || !loadClient) return finish(ctx, display, 'not_configured');
    let client;
    try {
      client = await loadClient();
    } catch (error) {
      deps.logger.warn({ err: error, issuer: config.issuer }, 'identity provider discovery failed');
      return finish(ctx, display, 'provider_error');
    }
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    saveTransaction(ctx, { state, nonce, codeVerifier, display }, deps.clock());
    const url = oidc.buildAuthorizationUrl(client.configuration, {
      redirect_uri: callbackUrl(config),
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ...(client.selectAccount ? { prompt: 'select_account' } : {}),
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(url.href);
  });

  router.get('/oidc/callback', async (ctx) => {
    const now = deps.clock();
    const transaction = takeTransaction(ctx, now);
    const display = transaction?.display;
    try {
      if (!config || !loadClient) throw new SignInRefused('not_configured');
      if (!transaction) throw new SignInRefused('expired');
      // Checked before anything else: an answer to someone else's request is not ours to read.
      if (ctx.query.state !== transaction.state) throw new SignInRefused('state_mismatch');
      if (typeof ctx.query.error === 'string')
        throw new SignInRefused(ctx.query.error === 'access_denied' ? 'access_denied' : 'provider_error');
      const client = await loadClient();
      // The URL the provider redirected to, rebuilt on the configured public origin (proxies may rewrite Host).
      const currentUrl = new URL(`${callbackUrl(config)}${ctx.querystring ? `?${ctx.querystring}` : ''}`);
      let tokens;
      try {
        tokens = await oidc.authorizationCodeGrant(client.configuration, currentUrl, {
          pkceCodeVerifier: transaction.codeVerifier,
          expectedState: transaction.state,
          expectedNonce: transaction.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        if (isNonceMismatch(error)) throw new SignInRefused('nonce_mismatch');
        throw error;
      }
      const idClaims = tokens.claims();
      if (!idClaims) throw new SignInRefused('provider_error');
      // Google puts email and email_verified in the ID token; other providers may keep both for
      // userinfo (whose sub fetchUserInfo checks against the ID token's). The pair comes from one source.
      let emailClaims = emailClaimsOf(idClaims);
      let userinfo: Record<string, unknown> | undefined;
      if (!emailClaims) {
        userinfo = await oidc.fetchUserInfo(client.configuration, tokens.access_token, idClaims.sub);
        emailClaims = emailClaimsOf(userinfo);
      }
      const email = verifiedEmail(emailClaims);
      if (!email) throw new SignInRefused('email_unverified');
      const name = typeof idClaims.name === 'string' ? idClaims.name : userinfo?.name;
      const user = await signInIdentity(
        deps,
        {
          issuer: idClaims.iss,
          subject: idClaims.sub,
          provider: client.provider,
          email,
          ...(typeof name === 'string' ? { name } : {}),
        },
        signInMetadata(ctx, now),
      );
      await signIn(ctx, user.id);
      finish(ctx, display);
    } catch (error) {
      if (error instanceof SignInRefused) return finish(ctx, display, error.code);
      if (error instanceof ConflictError) return finish(ctx, display, 'account_conflict');
      // Anything else (provider down, bad token, a claim the domain refuses) is the provider's failure to the user.
      deps.logger.warn({ err: error, issuer: config?.issuer, domain: error instanceof DomainError }, 'identity-provider sign-in failed');
      return finish(ctx, display, 'provider_error');
    }
  });

  return router;
}
