import { Group, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A small dimmed fact after its icon, on a card's detail line ('45 min', '320 cal'). */
export function IconFact({ icon: FactIcon, children }: { icon: Icon; children: ReactNode }) {
  return (
    <Group gap={4}>
      <FactIcon size={14} aria-hidden />
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Group>
  );
}
