/** GET /api/auth/providers: which third-party sign-ins this server has set up. */
export interface AuthProvidersJson {
  google: { configured: boolean };
}

/**
 * Why an identity-provider sign-in did not complete. Page mode redirects to `/?signInError=<code>`,
 * popup mode posts `{ type: OIDC_MESSAGE_TYPE, error: <code> }`; the login screen words them.
 */
export const signInErrorCodes = [
  'not_configured',
  'access_denied',
  'state_mismatch',
  'nonce_mismatch',
  'email_unverified',
  'expired',
  'account_conflict',
  'provider_error',
] as const;
export type SignInErrorCode = (typeof signInErrorCodes)[number];

export const OIDC_MESSAGE_TYPE = 'life:oidc-sign-in';
/** Posted by the popup to its opener (app origin only) and on the `life-auth` BroadcastChannel. */
export type OidcPopupMessage =
  { type: typeof OIDC_MESSAGE_TYPE; ok: true } | { type: typeof OIDC_MESSAGE_TYPE; ok: false; error: SignInErrorCode };
export const OIDC_BROADCAST_CHANNEL = 'life-auth';
