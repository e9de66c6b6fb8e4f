import { Center, Loader, Stack, Text } from '@mantine/core';

/** Centred spinner with 'Loading...' (SPEC 2, while authentication loads). */
export function FullPageLoader({ fullHeight = true }: { fullHeight?: boolean }) {
  return (
    <Center mih={fullHeight ? '100dvh' : 240} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="dimmed">Loading...</Text>
      </Stack>
    </Center>
  );
}
