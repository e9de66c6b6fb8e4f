import { Group, Stack, Text } from '@mantine/core';
import { LogoMark } from '../components/LogoMark';

/** Sidebar header: logo, name and the 'Personal OS' subtitle (SPEC 2). */
export function Brand({ compact = false }: { compact?: boolean }) {
  if (compact) return <LogoMark size={36} />;
  return (
    <Group gap="sm" wrap="nowrap">
      <LogoMark size={36} />
      <Stack gap={0}>
        <Text fw={700} size="lg" lh={1.2}>
          Life
        </Text>
        <Text size="xs" c="dimmed" lh={1.2}>
          Personal OS
        </Text>
      </Stack>
    </Group>
  );
}
