import { createHash } from 'node:crypto';
import { OIDC_BROADCAST_CHANNEL, OIDC_MESSAGE_TYPE, type SignInErrorCode } from '@life/domain/users/api';
import type { Context } from 'koa';

/**
 * The one script of the page the popup lands on. It is a constant (allowed by its hash in the
 * CSP), reads the outcome from a data attribute holding one of our own codes (never provider
 * text), tells the opener (only if it is our origin) and other tabs (BroadcastChannel: the
 * opener link is lost when the provider's pages set Cross-Origin-Opener-Policy), then closes.
 * Opened without an opener (a bookmarked or full-page callback), it goes to the login screen.
 */
const SCRIPT = `(function () {
  var result = document.body.getAttribute('data-result');
  var message = result === 'ok' ? { type: '${OIDC_MESSAGE_TYPE}', ok: true } : { type: '${OIDC_MESSAGE_TYPE}', ok: false, error: result };
  try { new BroadcastChannel('${OIDC_BROADCAST_CHANNEL}').postMessage(message); } catch (e) {}
  if (window.opener) {
    try { window.opener.postMessage(message, window.location.origin); } catch (e) {}
    window.close();
  } else {
    window.location.replace(result === 'ok' ? '/' : '/?signInError=' + encodeURIComponent(result));
  }
})();`;

const SCRIPT_HASH = createHash('sha256').update(SCRIPT).digest('base64');
export const POPUP_PAGE_CSP = [
  "default-src 'none'",
  `script-src 'sha256-${SCRIPT_HASH}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Answers the callback in popup mode; `error` is undefined on success. */
export function sendPopupPage(ctx: Context, error: SignInErrorCode | undefined): void {
  ctx.set('Content-Security-Policy', POPUP_PAGE_CSP);
  ctx.set('Cache-Control', 'no-store');
  // The callback URL carries the authorization code: never pass it on.
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.type = 'text/html; charset=utf-8';
  const text = error ? 'Sign-in did not complete. You can close this window.' : 'Signed in. You can close this window.';
  ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Life sign-in</title></head><body data-result="${error ?? 'ok'}"><p>${text}</p><script>${SCRIPT}</script></body></html>`;
}
