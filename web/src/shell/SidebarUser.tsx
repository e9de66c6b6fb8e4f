import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useLogout } from '../features/auth/mutations';
import type { User } from '../features/auth/types';
import { UserAvatar } from './UserAvatar';
import { userDisplayName } from './user-display';

/** Sidebar footer: avatar, name, e-mail and 'Sign out' (SPEC 2). */
export function SidebarUser({ user, compact = false }: { user: User; compact?: boolean }) {
  const logout = useLogout();
  const name = userDisplayName(user);
  const signOut = () => {
    if (!logout.isPending) logout.mutate();
  };

  if (compact) {
    return (
      <Stack gap="xs" align="center">
        <Tooltip label={`${name} (${user.email})`} position="right" withArrow>
          <span>
            <UserAvatar user={user} />
          </span>
        </Tooltip>
        <Tooltip label="Sign out" position="right" withArrow>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Sign out" onClick={signOut} loading={logout.isPending}>
            <IconLogout size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap">
        <UserAvatar user={user} />
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={600} truncate="end" data-testid="user-name">
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end" data-testid="user-email">
            {user.email}
          </Text>
        </Stack>
      </Group>
      <Button variant="default" fullWidth leftSection={<IconLogout size={16} aria-hidden />} onClick={signOut} loading={logout.isPending}>
        Sign out
      </Button>
    </Stack>
  );
}
