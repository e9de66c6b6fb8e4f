import { Center, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LogoMark } from '../../components/LogoMark';
import { AuthForm } from './AuthForm';
import { ProviderButtons } from './ProviderButtons';
import type { AuthMode } from './validation';

const HEADINGS: Record<AuthMode, { title: string; subtitle: string }> = {
  login: { title: 'Welcome to Life', subtitle: 'Your personal operating system' },
  register: { title: 'Create your Life account', subtitle: 'Start organizing your personal operating system' },
};

/** Shown instead of any route while nobody is signed in. */
export default function LoginScreen() {
  const [mode, setMode] = useState<AuthMode>('login');
  const heading = HEADINGS[mode];

  return (
    <Center component="main" mih="100dvh" p="md" bg="var(--mantine-color-body)">
      <Paper withBorder shadow="md" radius="lg" p="xl" w="100%" maw={420}>
        <Stack gap="lg">
          <Stack gap={6} align="center" ta="center">
            <LogoMark size={48} />
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
    </Center>
  );
}
