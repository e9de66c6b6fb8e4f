import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

/**
 * Above the list while it shows one account's transactions (/money/transactions?accountId=…, the
 * Money overview's account links): which account, and the way back to all of them.
 */
export function AccountFilterNotice({
  accountName,
  allAccountsPath = '/money/transactions',
}: {
  accountName: string;
  allAccountsPath?: string;
}) {
  return (
    <Group gap="xs" mb="sm" data-testid="account-filter">
      <Text size="sm">
        Showing transactions from or to <strong>{accountName}</strong>
      </Text>
      <Anchor component={Link} to={allAccountsPath} size="sm">
        Show all accounts
      </Anchor>
    </Group>
  );
}
