import { ActionIcon, Checkbox, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '../accounts/queries';
import { ACCOUNT_TYPE_LABELS, type Account } from '../accounts/types';
import { type AccountDisplaySettings, displayOrder, moveAccount, setAccountShown } from './account-display';

interface AccountDisplaySettingsDialogProps {
  opened: boolean;
  onClose: () => void;
  settings: AccountDisplaySettings;
  onChange: (settings: AccountDisplaySettings) => void;
}

const orderable = (account: Account) => ({ id: account.id, name: account.accountName, type: account.accountType, account });

/**
 * SPEC 2 'Account Display Settings' (the Schedules page's 'Select Accounts'): a checkbox per
 * account shows or hides it in the period tables; up/down reorders it within its type.
 */
export function AccountDisplaySettingsDialog({ opened, onClose, settings, onChange }: AccountDisplaySettingsDialogProps) {
  const accounts = useQuery({ ...accountQueries.list(), enabled: opened });
  const items = (accounts.data ?? []).map(orderable);
  const ordered = displayOrder(items, settings.order);
  const hidden = new Set(settings.hidden);

  let content: React.ReactNode;
  if (accounts.isPending) content = <Text c="dimmed">Loading accounts...</Text>;
  else if (ordered.length === 0) content = <Text c="dimmed">No accounts available</Text>;
  else {
    content = (
      <Stack gap="xs" role="list" aria-label="Accounts">
        {ordered.map((item, index) => {
          const canMoveUp = ordered[index - 1]?.type === item.type;
          const canMoveDown = ordered[index + 1]?.type === item.type;
          return (
            <Paper key={item.id} withBorder radius="md" p="xs" role="listitem">
              <Group justify="space-between" wrap="nowrap">
                <Checkbox
                  label={item.name}
                  description={ACCOUNT_TYPE_LABELS[item.type]}
                  checked={!hidden.has(item.id)}
                  onChange={(event) => onChange(setAccountShown(settings, item.id, event.currentTarget.checked))}
                />
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Move ${item.name} up`}
                    disabled={!canMoveUp}
                    onClick={() => onChange(moveAccount(settings, items, item.id, 'up'))}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Move ${item.name} down`}
                    disabled={!canMoveDown}
                    onClick={() => onChange(moveAccount(settings, items, item.id, 'down'))}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Account Display Settings" size="md">
      <Text size="sm" c="dimmed" mb="md">
        Choose which accounts the period tables show, and their order within each account type.
      </Text>
      {content}
    </Modal>
  );
}
