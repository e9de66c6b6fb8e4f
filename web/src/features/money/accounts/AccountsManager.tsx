import { ACCOUNT_TYPES, type AccountType } from '@life/domain/accounts/constants';
import { ActionIcon, Badge, Button, Group, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import { IconBuildingBank, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { FilterFields } from '../components/filter-items';
import { ColorDot, ManagerEmpty, ManagerLayout, ManagerStatus } from '../components/ManagerLayout';
import { useManagerState } from '../components/use-manager-state';
import { formatDisplayDate, formatMoney } from '../format';
import { AccountForm } from './AccountForm';
import { useDeleteAccount } from './mutations';
import { accountQueries } from './queries';
import { ACCOUNT_TYPE_LABELS, type Account } from './types';

type TypeFilter = 'all' | AccountType;

const FILTER_FIELDS: FilterFields<Account, AccountType> = {
  name: (account) => account.accountName,
  type: (account) => account.accountType,
  description: (account) => account.description,
};

const TILES: { type: AccountType; label: string }[] = [
  { type: 'checking', label: 'Checking' },
  { type: 'savings', label: 'Savings' },
  { type: 'credit_card', label: 'Credit Cards' },
  { type: 'investment', label: 'Investments' },
];

const FILTER_OPTIONS: { value: TypeFilter; label: string }[] = [
  { value: 'all', label: 'All Types' },
  ...ACCOUNT_TYPES.map((type) => ({ value: type, label: ACCOUNT_TYPE_LABELS[type] })),
];

interface ItemProps {
  account: Account;
  onEdit: (account: Account) => void;
  onDelete: (account: Account) => void;
}

function AccountBadges({ account }: { account: Account }) {
  return (
    <>
      {account.isPrimary && (
        <Badge size="xs" variant="light" color="indigo">
          Primary
        </Badge>
      )}
      {!account.isActive && (
        <Badge size="xs" variant="light" color="gray">
          Inactive
        </Badge>
      )}
    </>
  );
}

function AccountActions({ account, onEdit, onDelete }: ItemProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${account.accountName}`} onClick={() => onEdit(account)}>
        <IconPencil size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={`Delete ${account.accountName}`} onClick={() => onDelete(account)}>
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

function AccountCard({ account, onEdit, onDelete }: ItemProps) {
  return (
    <Paper withBorder radius="md" p="md" style={{ borderLeft: `4px solid ${account.color}` }} data-testid="account-card" aria-label={account.accountName}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} miw={0}>
          <Group gap={6} wrap="nowrap">
            <ColorDot color={account.color} />
            <Text fw={600} truncate="end">
              {account.accountName}
            </Text>
          </Group>
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              {ACCOUNT_TYPE_LABELS[account.accountType]}
            </Text>
            <AccountBadges account={account} />
          </Group>
        </Stack>
        <AccountActions account={account} onEdit={onEdit} onDelete={onDelete} />
      </Group>
      <Text size="xl" fw={700} mt="sm" data-testid="account-balance">
        {formatMoney(account.balance)}
      </Text>
      <Text size="xs" c="dimmed">
        Starting {formatMoney(account.startingBalance)} as of {formatDisplayDate(account.startingBalanceAsof)}
      </Text>
      {account.creditLimit !== null && (
        <Text size="xs" c="dimmed">
          Credit limit {formatMoney(account.creditLimit)}
        </Text>
      )}
      {account.description && (
        <Text size="sm" mt={6} lineClamp={2}>
          {account.description}
        </Text>
      )}
    </Paper>
  );
}

function AccountTable({ accounts, onEdit, onDelete }: { accounts: Account[] } & Omit<ItemProps, 'account'>) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Account</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th ta="right">Balance</Table.Th>
            <Table.Th ta="right">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((account) => (
            <Table.Tr key={account.id} data-testid="account-row" aria-label={account.accountName}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <ColorDot color={account.color} />
                  <Text size="sm" fw={500}>
                    {account.accountName}
                  </Text>
                  <AccountBadges account={account} />
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed" lineClamp={1}>
                  {account.description}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" fw={600} data-testid="account-balance">
                  {formatMoney(account.balance)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group justify="flex-end">
                  <AccountActions account={account} onEdit={onEdit} onDelete={onDelete} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** SPEC 2 accounts manager (shown in a large dialog from the money Settings). */
export function AccountsManager() {
  const { data, isPending, error } = useQuery(accountQueries.list());
  const deleteMutation = useDeleteAccount();
  const { search, setSearch, typeFilter, setTypeFilter, view, setView, editing, setEditing, deleting, setDeleting, filtered, filtering } =
    useManagerState(data, FILTER_FIELDS);

  // Keeps the name in the prompt while the dialog fades out after `deleting` is cleared.
  const deletingName = useRef('');
  if (deleting) deletingName.current = deleting.accountName;
  const ofType = (type: AccountType) => filtered.filter((account) => account.accountType === type);

  const confirmDelete = () => {
    if (!deleting) return;
    deleteMutation.mutate(deleting.id, { onSettled: () => setDeleting(null) });
  };

  let status: React.ReactNode = null;
  if (isPending) status = <ManagerStatus kind="loading">Loading accounts...</ManagerStatus>;
  else if (error) status = <ManagerStatus kind="error">Could not load accounts. Please try again.</ManagerStatus>;
  else if (filtered.length === 0) {
    status = (
      <ManagerEmpty
        icon={<IconBuildingBank size={32} aria-hidden />}
        title="No Accounts Found"
        description={filtering ? 'Try adjusting your search or filter criteria' : 'Start by adding your first account'}
      >
        {!filtering && (
          <Button mt="md" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            Add Your First Account
          </Button>
        )}
      </ManagerEmpty>
    );
  }

  return (
    <ManagerLayout
      searchLabel="Search accounts"
      search={search}
      onSearch={setSearch}
      filterLabel="Filter by account type"
      filterOptions={FILTER_OPTIONS}
      typeFilter={typeFilter}
      onTypeFilter={setTypeFilter}
      view={view}
      onView={setView}
      addLabel="Add Account"
      onAdd={() => setEditing('new')}
      tiles={TILES.map((tile) => ({ key: tile.type, label: tile.label, count: ofType(tile.type).length, testId: `account-tile-${tile.type}` }))}
      status={status}
      sections={ACCOUNT_TYPES.map((type) => ({
        key: type,
        title: ACCOUNT_TYPE_LABELS[type],
        ariaLabel: `${ACCOUNT_TYPE_LABELS[type]} accounts`,
        items: ofType(type).sort((a, b) => a.accountName.localeCompare(b.accountName)),
      }))}
      renderCard={(account) => <AccountCard account={account} onEdit={setEditing} onDelete={setDeleting} />}
      renderTable={(accounts) => <AccountTable accounts={accounts} onEdit={setEditing} onDelete={setDeleting} />}
    >
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Add Account' : 'Edit Account'}
        size="lg"
      >
        {editing !== null && (
          <AccountForm
            key={editing === 'new' ? 'new' : editing.id}
            account={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>

      <ConfirmDialog
        opened={deleting !== null}
        title="Delete account"
        message={`Are you sure you want to delete "${deletingName.current}"? This action cannot be undone.`}
        loading={deleteMutation.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </ManagerLayout>
  );
}
