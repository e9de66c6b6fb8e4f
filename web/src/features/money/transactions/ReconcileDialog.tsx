import { parseMoney } from '@life/domain/shared/money';
import { formatUsd } from '../../../format';
import { isSupportedDate } from '@life/domain/shared/dates';
import { reconciliationMessages } from '@life/domain/accounts/reconciliation';
import { Alert, Button, Checkbox, Group, Modal, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDisplayDate, formatMoney, localToday, toCents } from '../format';
import { reconciliationQueries, useFinishReconciliation, useSetCleared } from './reconciliation';

interface ReconcileDialogProps {
  accountId: string;
  accountName: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * Reconcile (issue 24): the bank statement's day and ending balance, the difference from the
 * cleared balance (domain/src/accounts/reconciliation.ts), the account's posted, not yet locked
 * transactions up to that day to tick, and "Finish reconciliation" once the difference is $0.00.
 */
export function ReconcileDialog({ accountId, accountName, opened, onClose }: ReconcileDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Reconcile ${accountName}`} size="lg">
      {opened && <ReconcileForm accountId={accountId} onDone={onClose} />}
    </Modal>
  );
}

function ReconcileForm({ accountId, onDone }: { accountId: string; onDone: () => void }) {
  const [statementDate, setStatementDate] = useState(() => localToday());
  const [balanceText, setBalanceText] = useState('');
  // Ticks sent and not yet in the server's answer: the difference moves at once.
  const [ticks, setTicks] = useState<Readonly<Record<string, boolean>>>({});
  const dateOk = isSupportedDate(statementDate);
  const status = useQuery({ ...reconciliationQueries.status(accountId, dateOk ? statementDate : ''), enabled: dateOk });
  const setCleared = useSetCleared();
  const finish = useFinishReconciliation(accountId);

  const balance = balanceText.trim() === '' ? null : parseMoney(balanceText, { sign: 'any', label: 'Statement balance' });
  const data = status.data;
  const transactions = data?.transactions ?? [];
  const isTicked = (id: string, cleared: boolean) => ticks[id] ?? cleared;
  // The server's cleared balance, moved by each tick it has not counted yet (cents, exact).
  const clearedCents =
    (data ? toCents(data.clearedBalance) : 0) +
    transactions.reduce((sum, tx) => {
      const ticked = isTicked(tx.id, tx.cleared);
      return ticked === tx.cleared ? sum : sum + (ticked ? toCents(tx.amount) : -toCents(tx.amount));
    }, 0);
  const differenceCents = balance?.ok ? balance.cents - clearedCents : null;
  // Never back before the latest reconciliation: the server refuses it too (400 on statementDate).
  const latest = data?.lastReconciliation?.statementDate;
  const beforeLatest = dateOk && latest !== undefined && statementDate < latest;
  const balanced = differenceCents === 0 && data !== undefined && !status.isFetching && !setCleared.isPending && !beforeLatest;

  const toggle = (id: string, cleared: boolean) => {
    setTicks((current) => ({ ...current, [id]: cleared }));
    setCleared.mutate(
      { id, cleared },
      {
        onError: () =>
          setTicks((current) => {
            const { [id]: _dropped, ...rest } = current;
            return rest;
          }),
      },
    );
  };

  return (
    <Stack gap="md">
      <Group grow align="flex-start">
        <TextInput
          type="date"
          label="Statement date"
          value={statementDate}
          onChange={(event) => setStatementDate(event.currentTarget.value)}
          error={
            !dateOk ? reconciliationMessages.statementDateInvalid : beforeLatest ? reconciliationMessages.beforeLatest(latest) : undefined
          }
        />
        <TextInput
          label="Statement ending balance"
          placeholder="0.00"
          inputMode="decimal"
          value={balanceText}
          onChange={(event) => setBalanceText(event.currentTarget.value)}
          error={balance && !balance.ok ? balance.message : undefined}
        />
      </Group>

      <Group justify="space-between" data-testid="reconcile-summary">
        <Text size="sm">
          Cleared balance: <strong data-testid="reconcile-cleared">{formatUsd(clearedCents)}</strong>
        </Text>
        <Text size="sm" c={differenceCents === 0 ? 'teal.7' : differenceCents === null ? 'dimmed' : 'red.7'}>
          Difference: <strong data-testid="reconcile-difference">{differenceCents === null ? '—' : formatUsd(differenceCents)}</strong>
        </Text>
      </Group>
      {data?.lastReconciliation && (
        <Text size="xs" c="dimmed">
          Last reconciled to {formatMoney(data.lastReconciliation.statementBalance)} on{' '}
          {formatDisplayDate(data.lastReconciliation.statementDate)}
        </Text>
      )}

      {status.isError ? (
        <Alert color="red">Could not load the account's transactions. Please try again.</Alert>
      ) : (
        <ScrollArea.Autosize mah={360}>
          <Stack gap={6} role="group" aria-label="Transactions to clear">
            {transactions.length === 0 && data && (
              <Text size="sm" c="dimmed">
                No posted transactions to clear up to this day.
              </Text>
            )}
            {transactions.map((tx) => (
              <Checkbox
                key={tx.id}
                checked={isTicked(tx.id, tx.cleared)}
                onChange={(event) => toggle(tx.id, event.currentTarget.checked)}
                label={
                  <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
                    <Text size="sm">
                      {formatDisplayDate(tx.date)} · {tx.title}
                    </Text>
                    <Text size="sm" fw={600}>
                      {formatMoney(tx.amount)}
                    </Text>
                  </Group>
                }
                aria-label={`Cleared: ${tx.title} ${formatMoney(tx.amount)} on ${formatDisplayDate(tx.date)}`}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}

      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button
          disabled={!balanced || !balance?.ok}
          loading={finish.isPending}
          onClick={() => finish.mutate({ statementDate, statementBalance: balanceText }, { onSuccess: onDone })}
        >
          Finish reconciliation
        </Button>
      </Group>
    </Stack>
  );
}
