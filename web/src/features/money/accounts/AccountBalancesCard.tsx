import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { DimmedText, QueryState, SkeletonStack } from '../../../components/QueryState';
import { formatMoney, toCents } from '../format';
import { CreditUsageBar } from './CreditUsageBar';
import { accountQueries } from './queries';
import { ACCOUNT_TYPE_LABELS, type Account } from './types';

const TYPE_ORDER = Object.keys(ACCOUNT_TYPE_LABELS) as Account['accountType'][];

/** Active accounts by type (the manager's section order), the primary first in its type, then by name. */
export function activeAccountsByType(accounts: readonly Account[]): Array<{ type: Account['accountType']; accounts: Account[] }> {
  const active = accounts.filter((account) => account.isActive);
  return TYPE_ORDER.map((type) => ({
    type,
    accounts: active
      .filter((account) => account.accountType === type)
      .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.accountName.localeCompare(b.accountName)),
  })).filter((group) => group.accounts.length > 0);
}

/** Where an account's name leads: its transactions (GET /api/transactions?accountId). */
export const accountTransactionsPath = (accountId: string) => `/money/transactions?accountId=${encodeURIComponent(accountId)}`;

function AccountLine({ account }: { account: Account }) {
  const pendingDiffers = account.balanceAll !== account.balance;
  return (
    <div data-testid="account-balance-row">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Anchor component={Link} to={accountTransactionsPath(account.id)} size="sm" fw={500} truncate="end">
          {account.accountName}
        </Anchor>
        <Text size="sm" fw={700} c={toCents(account.balance) < 0 ? 'red.7' : undefined} style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(account.balance)}
        </Text>
      </Group>
      {pendingDiffers && (
        <Text size="xs" c="dimmed" ta="right">
          {formatMoney(account.balanceAll)} with pending
        </Text>
      )}
      <CreditUsageBar account={account} />
    </div>
  );
}

/** The active accounts by type, or where to add one. */
function ActiveAccounts({ accounts }: { accounts: Account[] }) {
  const groups = activeAccountsByType(accounts);
  if (groups.length === 0) {
    return <DimmedText>No active accounts. Add one under Settings → Create / Manage Account(s).</DimmedText>;
  }
  return (
    <Stack gap="md">
      {groups.map((group) => (
        <section key={group.type} aria-label={`${ACCOUNT_TYPE_LABELS[group.type]} balances`}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={4}>
            {ACCOUNT_TYPE_LABELS[group.type]}
          </Text>
          <Stack gap={8}>
            {group.accounts.map((account) => (
              <AccountLine key={account.id} account={account} />
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}

/**
 * Money overview (issue 13, beyond SPEC): every active account with its balance, by type, each
 * leading to its transactions. Reads the accounts list the rest of money already polls.
 */
export function AccountBalancesCard() {
  const accounts = useQuery(accountQueries.list());
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="account-balances-title">
      <Title order={2} size="h4" id="account-balances-title" mb="md">
        Accounts
      </Title>
      <QueryState
        query={accounts}
        loading={<SkeletonStack height={24} count={3} gap="xs" radius="sm" busy />}
        error="Could not load accounts. Please try again."
      >
        {(list) => <ActiveAccounts accounts={list} />}
      </QueryState>
    </Card>
  );
}
