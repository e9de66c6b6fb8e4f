import {
  OIDC_BROADCAST_CHANNEL,
  OIDC_MESSAGE_TYPE,
  signInErrorCodes,
  type OidcPopupMessage,
  type SignInErrorCode,
} from '@life/domain/users/api';

export const OIDC_START_PATH = '/api/auth/oidc/start';
/** SPEC 9: the provider's popup is 500x600. */
const POPUP_WIDTH = 500;
const POPUP_HEIGHT = 600;

/** What the login screen says for each way a provider sign-in can fail. */
export const signInErrorTexts: Record<SignInErrorCode, string> = {
  not_configured: 'Sign-in with Google is not set up on this server',
  access_denied: 'Google sign-in was cancelled. Please try again.',
  state_mismatch: 'Google sign-in could not be verified. Please try again.',
  nonce_mismatch: 'Google sign-in could not be verified. Please try again.',
  email_unverified: 'Your Google account has no verified email address, so it cannot be used to sign in.',
  expired: 'Google sign-in took too long. Please try again.',
  account_conflict: 'This Google account is already linked to another account.',
  provider_error: 'Google sign-in failed. Please try again later.',
};

export function isSignInErrorCode(value: unknown): value is SignInErrorCode {
  return typeof value === 'string' && (signInErrorCodes as readonly string[]).includes(value);
}

/** Full-page navigation, behind an object so component tests can observe it (jsdom cannot navigate). */
export const pageNavigation = { assign: (url: string) => window.location.assign(url) };

/**
 * Opens the provider's sign-in in a 500x600 popup centred over this window. When the browser
 * blocks it (window.open returns null), the whole page goes to the provider instead and comes
 * back to / (or /?signInError=<code>).
 */
export function openOidcSignIn(): 'popup' | 'redirect' {
  const left = Math.max(0, window.screenX + (window.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2);
  const popup = window.open(
    `${OIDC_START_PATH}?display=popup`,
    'life-oidc-sign-in',
    `popup,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`,
  );
  if (popup) return 'popup';
  console.info('Sign-in popup blocked; continuing with a full-page redirect');
  pageNavigation.assign(`${OIDC_START_PATH}?display=page`);
  return 'redirect';
}

/** The popup's outcome, when `data` is one (anything else posted to this window is ignored). */
export function readPopupMessage(data: unknown): { ok: true } | { ok: false; error: SignInErrorCode } | undefined {
  const message = data as Partial<OidcPopupMessage> | null;
  if (!message || typeof message !== 'object' || message.type !== OIDC_MESSAGE_TYPE) return undefined;
  if (message.ok === true) return { ok: true };
  const error = (message as { error?: unknown }).error;
  return { ok: false, error: isSignInErrorCode(error) ? error : 'provider_error' };
}

/**
 * Calls `onResult` with the popup's outcome: a postMessage from our own origin, or the same
 * message on a BroadcastChannel (the opener link is cut when the provider's pages isolate
 * themselves with Cross-Origin-Opener-Policy). Returns the unsubscribe function.
 */
export function listenForPopupResult(onResult: (result: NonNullable<ReturnType<typeof readPopupMessage>>) => void): () => void {
  const handle = (data: unknown) => {
    const result = readPopupMessage(data);
    if (result) onResult(result);
  };
  const onMessage = (event: MessageEvent) => {
    if (event.origin === window.location.origin) handle(event.data);
  };
  window.addEventListener('message', onMessage);
  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(OIDC_BROADCAST_CHANNEL);
  channel?.addEventListener('message', (event) => handle(event.data));
  return () => {
    window.removeEventListener('message', onMessage);
    channel?.close();
  };
}
