import { ACCOUNT_TYPES, type AccountType } from '@life/domain/accounts/constants';
import { asksAmountOwed, balanceToOwedCents } from '@life/domain/accounts/rules';
import { formatUsd } from '../../../format';
import { Badge, Group, Text } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { InactiveBadge } from '../../../components/InactiveBadge';
import { ItemManager, type ItemManagerConfig, type ManagerFields } from '../../../components/manager/ItemManager';
import { HistoryKindProvider } from '../../history';
import { DescriptionCell, type ManagerColumn, ManagerCard, type RowActionHandlers } from '../../../components/manager/ManagerItems';
import { formatDisplayDate, formatMoney, toCents } from '../format';
import { AccountDeleteDialog, accountDeleteMessage } from './AccountDeleteDialog';
import { AccountForm } from './AccountForm';
import { CreditUsageBar } from './CreditUsageBar';
import { accountMutations } from './mutations';
import { accountQueries } from './queries';
import { ACCOUNT_TYPE_LABELS, type Account } from './types';

const FIELDS: ManagerFields<Account, AccountType> = {
  name: (account) => account.accountName,
  type: (account) => account.accountType,
  description: (account) => account.description,
  color: (account) => account.color,
};

const TILES = (
  [
    ['checking', 'Checking'],
    ['savings', 'Savings'],
    ['credit_card', 'Credit Cards'],
    ['investment', 'Investments'],
  ] as const
).map(([type, label]) => ({ type, label, testId: `account-tile-${type}` }));

function AccountBadges({ account }: { account: Account }) {
  return (
    <>
      {account.isPrimary && (
        <Badge size="xs" variant="light" color="indigo">
          Primary
        </Badge>
      )}
      <InactiveBadge active={account.isActive} />
    </>
  );
}

/** Credit cards and loans (issue 24): what the negative balance means, '$350.00 owed' (or '$12.00 in credit'). */
function OwedLine({ account }: { account: Account }) {
  if (!asksAmountOwed(account.accountType)) return null;
  const owedCents = balanceToOwedCents(toCents(account.balance));
  return (
    <Text size="xs" c="dimmed" data-testid="account-owed">
      {owedCents >= 0 ? `${formatUsd(owedCents)} owed` : `${formatUsd(-owedCents)} in credit`}
    </Text>
  );
}

function AccountCard({ account, ...handlers }: { account: Account } & RowActionHandlers<Account>) {
  return (
    <ManagerCard
      item={account}
      name={account.accountName}
      color={account.color}
      testId="account-card"
      accent
      meta={
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            {ACCOUNT_TYPE_LABELS[account.accountType]}
          </Text>
          <AccountBadges account={account} />
        </Group>
      }
      {...handlers}
    >
      <Text size="xl" fw={700} mt="sm" data-testid="account-balance">
        {formatMoney(account.balance)}
      </Text>
      <OwedLine account={account} />
      <Text size="xs" c="dimmed">
        Starting {formatMoney(account.startingBalance)} as of {formatDisplayDate(account.startingBalanceAsof)}
      </Text>
      {account.creditLimit !== null && (
        <Text size="xs" c="dimmed">
          Credit limit {formatMoney(account.creditLimit)}
        </Text>
      )}
      <CreditUsageBar account={account} />
      {account.description && (
        <Text size="sm" mt={6} lineClamp={2}>
          {account.description}
        </Text>
      )}
    </ManagerCard>
  );
}

const TABLE_COLUMNS: ManagerColumn<Account>[] = [
  { header: 'Description', shrinks: true, cell: (account) => <DescriptionCell text={account.description} /> },
  {
    header: 'Balance',
    align: 'right',
    cell: (account) => (
      <>
        <Text size="sm" fw={600} data-testid="account-balance">
          {formatMoney(account.balance)}
        </Text>
        <OwedLine account={account} />
        <CreditUsageBar account={account} />
      </>
    ),
  },
];

const MANAGER: ItemManagerConfig<Account, AccountType> = {
  fields: FIELDS,
  names: { one: 'account', title: 'Account', many: 'accounts' },
  types: ACCOUNT_TYPES,
  typeLabel: (type) => ACCOUNT_TYPE_LABELS[type],
  loadingText: 'Loading accounts...',
  tiles: TILES,
  empty: (filtering) => ({
    icon: <IconBuildingBank size={32} aria-hidden />,
    title: 'No Accounts Found',
    description: filtering ? 'Try adjusting your search or filter criteria' : 'Start by adding your first account',
    addLabel: filtering ? undefined : 'Add Your First Account',
  }),
  renderCard: (account, handlers) => <AccountCard account={account} {...handlers} />,
  table: {
    rowTestId: 'account-row',
    nameHeader: 'Account',
    nameExtras: (account) => <AccountBadges account={account} />,
    columns: TABLE_COLUMNS,
  },
  form: { size: 'lg', render: (account, onDone) => <AccountForm account={account} onDone={onDone} /> },
  deleteMessage: accountDeleteMessage,
  renderDeleteDialog: (deleting, onClose) => <AccountDeleteDialog deleting={deleting} onClose={onClose} />,
  mutations: accountMutations,
};

/** SPEC 2 accounts manager (shown in a large dialog from the money Settings). */
export function AccountsManager() {
  return (
    <HistoryKindProvider kind="account">
      <ItemManager {...MANAGER} query={useQuery(accountQueries.list())} />
    </HistoryKindProvider>
  );
}
