import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconBrandApple, IconBrandGoogle, IconInfoCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isSignInErrorCode, listenForPopupResult, openOidcSignIn, signInErrorTexts } from './oidc-sign-in';
import { authQueries } from './queries';
import { takeReturnTo } from '../../api/session';

interface Notice {
  text: string;
  tone: 'info' | 'error';
}

const APPLE_NOT_CONFIGURED = 'Apple sign-in is not configured on this server';

/** What a `signInError` code in the query string (back from a failed full-page redirect) says, if any. */
function signInErrorNotice(search: string): Notice | null {
  const code = new URLSearchParams(search).get('signInError');
  return code === null ? null : { text: signInErrorTexts[isSignInErrorCode(code) ? code : 'provider_error'], tone: 'error' };
}

/**
 * Third-party sign-in buttons. 'Continue with Google' signs in with the server's OpenID Connect
 * provider in a popup (full-page redirect when the popup is blocked); when the server has none
 * set up, and for Apple, the button says so instead of doing nothing (a silent button looks broken).
 */
export function ProviderButtons() {
  const location = useLocation();
  // Back from a full-page redirect that failed: say why once (read while rendering the first time)...
  const [notice, setNotice] = useState<Notice | null>(() => signInErrorNotice(location.search));
  const providers = useQuery(authQueries.providers());
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // ...and drop the code from the URL, so a reload does not say it again.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has('signInError')) return;
    params.delete('signInError');
    const search = params.toString();
    // Fire and forget: a replace within the same page has nothing to wait for or report.
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [location.pathname, location.search, navigate]);

  useEffect(
    () =>
      listenForPopupResult((result) => {
        if (!result.ok) {
          setNotice({ text: signInErrorTexts[result.error], tone: result.error === 'not_configured' ? 'info' : 'error' });
          return;
        }
        // The popup's answer set the session cookie: re-read the user, then go home.
        void queryClient.fetchQuery({ ...authQueries.me(), staleTime: 0 }).then(() => navigate(takeReturnTo(), { replace: true }));
      }),
    [queryClient, navigate],
  );

  function continueWithGoogle() {
    if (providers.data?.google.configured === false) {
      console.info('Google sign-in requested; no identity provider is set up on this server');
      setNotice({ text: signInErrorTexts.not_configured, tone: 'info' });
      return;
    }
    setNotice(null);
    openOidcSignIn();
  }

  function continueWithApple() {
    console.info('Apple sign-in requested; no identity provider is configured');
    setNotice({ text: APPLE_NOT_CONFIGURED, tone: 'info' });
  }

  return (
    <Stack gap="sm">
      <Button variant="default" fullWidth leftSection={<IconBrandGoogle size={18} aria-hidden />} onClick={continueWithGoogle}>
        Continue with Google
      </Button>
      <Button variant="default" fullWidth leftSection={<IconBrandApple size={18} aria-hidden />} onClick={continueWithApple}>
        Continue with Apple
      </Button>
      {notice && (
        <Alert
          color={notice.tone === 'error' ? 'red' : 'blue'}
          variant="light"
          icon={notice.tone === 'error' ? <IconAlertCircle aria-hidden /> : <IconInfoCircle aria-hidden />}
          withCloseButton
          closeButtonLabel="Dismiss notice"
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      )}
    </Stack>
  );
}
