import { Alert, Button, Stack } from '@mantine/core';
import { IconBrandApple, IconBrandGoogle, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';

type Provider = 'Google' | 'Apple';

/**
 * Third-party sign-in buttons. This server has no identity provider configured, so instead of
 * doing nothing they say so (a silent button would look broken).
 */
export function ProviderButtons() {
  const [notice, setNotice] = useState<Provider | null>(null);

  function choose(provider: Provider) {
    console.info(`${provider} sign-in requested; no identity provider is configured`);
    setNotice(provider);
  }

  return (
    <Stack gap="sm">
      <Button variant="default" fullWidth leftSection={<IconBrandGoogle size={18} aria-hidden />} onClick={() => choose('Google')}>
        Continue with Google
      </Button>
      <Button variant="default" fullWidth leftSection={<IconBrandApple size={18} aria-hidden />} onClick={() => choose('Apple')}>
        Continue with Apple
      </Button>
      {notice && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle aria-hidden />}
          withCloseButton
          closeButtonLabel="Dismiss notice"
          onClose={() => setNotice(null)}
        >
          {notice} sign-in is not configured on this server
        </Alert>
      )}
    </Stack>
  );
}
