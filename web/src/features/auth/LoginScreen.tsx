import { Box, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LogoMark } from '../../components/LogoMark';
import { AuthForm } from './AuthForm';
import { ProviderButtons } from './ProviderButtons';
import type { AuthMode } from './validation';

const HEADINGS: Record<AuthMode, { title: string; subtitle: string }> = {
  login: { title: 'Welcome to Life', subtitle: 'Your personal operating system' },
  register: { title: 'Create your Life account', subtitle: 'Start organizing your personal operating system' },
};

/**
 * Shown instead of any route while nobody is signed in. The card is centred by auto margins, not a
 * centring flex box: when it is taller than the window (registering at 800 px high, a phone turned
 * sideways) it starts at the top and the page scrolls, instead of its top being cut off.
 */
export default function LoginScreen() {
  const [mode, setMode] = useState<AuthMode>('login');
  const heading = HEADINGS[mode];

  return (
    <Box component="main" mih="100dvh" p="md" bg="var(--mantine-color-body)" display="flex">
      <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420} m="auto">
        <Stack gap="md">
          <Stack gap={4} align="center" ta="center">
            <LogoMark size={40} />
            <Title order={1} size="h2">
              {heading.title}
            </Title>
            <Text c="dimmed">{heading.subtitle}</Text>
          </Stack>
          <ProviderButtons />
          <Divider label="or" labelPosition="center" />
          <AuthForm mode={mode} onModeChange={setMode} />
        </Stack>
      </Paper>
    </Box>
  );
}
