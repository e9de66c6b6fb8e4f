import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { plural } from '../format';
import { accountMutations, useDeleteAccountWithTransactions } from './mutations';
import { accountQueries } from './queries';
import type { Account, AccountUsage } from './types';
import { RESTORABLE_NOTE } from '../../../components/restore-note';

/** SPEC 8's account confirmation: what the dialog says when nothing else names the account (restorable: issue 26). */
export const accountDeleteMessage = (account: Account) => `Are you sure you want to delete "${account.accountName}"? ${RESTORABLE_NOTE}`;

interface AccountDeleteDialogProps {
  /** The account asked about, null when closed (the manager's `deleting`). */
  deleting: Account | null;
  onClose: () => void;
}

/**
 * The accounts manager's delete confirmation (issue 13 #4): it counts what still names the account
 * first (GET /api/accounts/{id}/usage), so deleting never orphans transactions. With none, SPEC's plain
 * prompt; with transactions, their count, 'Make inactive instead' (keeps everything) and 'Delete account
 * and N transactions'; while recurring transactions use it, only Cancel and 'Make inactive instead'
 * (the API refuses the deletion).
 */
export function AccountDeleteDialog({ deleting, onClose }: AccountDeleteDialogProps) {
  // Keeps the last account while the dialog fades out after `deleting` is cleared.
  const [shown, setShown] = useState<Account | null>(null);
  if (deleting !== null && deleting !== shown) setShown(deleting);
  const account = deleting ?? shown;

  const usage = useQuery({ ...accountQueries.usage(account?.id ?? ''), enabled: deleting !== null, gcTime: 0 });
  const plainDelete = accountMutations.useDelete();
  const deleteAll = useDeleteAccountWithTransactions();
  const update = accountMutations.useUpdate();
  const busy = plainDelete.isPending || deleteAll.isPending || update.isPending;
  // A refusal means the counts moved since the dialog asked (a transaction recorded meanwhile): ask again.
  const options = { onSuccess: onClose, onError: () => void usage.refetch() };

  const makeInactive = () => account && update.mutate({ id: account.id, body: { isActive: false } }, { onSuccess: onClose });
  const counted = usage.isFetching ? undefined : usage.data;

  return (
    <Modal opened={deleting !== null} onClose={onClose} title="Delete account" centered size="md">
      {account && (
        <Stack gap="xs" data-testid="account-delete-prompt">
          {counted ? (
            <UsageText account={account} usage={counted} />
          ) : usage.isError ? (
            <Text>Could not count this account&apos;s transactions. Please try again.</Text>
          ) : (
            <Group gap="xs">
              <Loader size="xs" />
              <Text c="dimmed">Counting this account&apos;s transactions...</Text>
            </Group>
          )}
        </Stack>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        {account && counted && (counted.transactions > 0 || counted.recurringTransactions > 0) && account.isActive && (
          <Button variant="light" onClick={makeInactive} loading={update.isPending} disabled={busy && !update.isPending}>
            Make inactive instead
          </Button>
        )}
        {account && counted && counted.recurringTransactions === 0 && (
          <Button
            color="red"
            data-autofocus
            loading={plainDelete.isPending || deleteAll.isPending}
            disabled={update.isPending}
            onClick={() => (counted.transactions > 0 ? deleteAll : plainDelete).mutate(account.id, options)}
          >
            {counted.transactions > 0 ? `Delete account and ${plural(counted.transactions, 'transaction')}` : 'Delete'}
          </Button>
        )}
      </Group>
    </Modal>
  );
}

function UsageText({ account, usage }: { account: Account; usage: AccountUsage }) {
  const { transactions, transfers, recurringTransactions } = usage;
  if (recurringTransactions > 0) {
    return (
      <>
        <Text>
          &quot;{account.accountName}&quot; is used by {plural(recurringTransactions, 'recurring transaction')}. Delete{' '}
          {recurringTransactions === 1 ? 'it' : 'them'} or move {recurringTransactions === 1 ? 'it' : 'them'} to another account first.
        </Text>
        {transactions > 0 && <Text>This account has {plural(transactions, 'transaction')}.</Text>}
      </>
    );
  }
  if (transactions === 0) return <Text>{accountDeleteMessage(account)}</Text>;
  return (
    <>
      <Text>Are you sure you want to delete &quot;{account.accountName}&quot;?</Text>
      <Text fw={600}>This account has {plural(transactions, 'transaction')}.</Text>
      {transfers > 0 && <Text size="sm">{transferText(transactions, transfers)}</Text>}
      <Text size="sm" c="dimmed">
        Deleting the account deletes them too; restoring it from Recently Deleted brings them back with it. Make it inactive instead to keep
        everything in place.
      </Text>
    </>
  );
}

/** Deleting a transfer changes the other account's balance too: the dialog says so. */
function transferText(transactions: number, transfers: number): string {
  if (transfers === 1)
    return `${transactions === 1 ? 'It is' : '1 of them is'} a transfer with another account, whose balance changes too.`;
  return `${transfers === transactions ? 'All of them are' : `${transfers} of them are`} transfers with other accounts, whose balances change too.`;
}
