import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconUpload } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useAsOf, useReadOnly } from '../../api/as-of';
import { PageHeader } from '../../components/PageHeader';
import { ReadOnlyTooltip } from '../../components/ReadOnlyTooltip';
import { accountQueries } from './accounts/queries';
import { categoryQueries } from './categories/queries';
import { localToday } from './format';
import { MoneySettings } from './MoneySettings';
import { RecurringList } from './recurring/RecurringList';
import { useDeleteTransaction, useSetTransactionStatus } from './transactions/mutations';
import { AccountFilterNotice } from './transactions/AccountFilterNotice';
import { useTransactionChangesPolling } from './transactions/list-changes';
import { transactionQueries } from './transactions/queries';
import {
  CLEARED_FILTER_VALUES,
  defaultFilterValues,
  filtersShow,
  hasActiveFilters,
  TransactionFiltersCard,
  type TransactionFilterValues,
  useAppliedTransactionFilters,
  valuesShowing,
} from './transactions/TransactionFilters';
import { TransactionFormDialog } from './transactions/TransactionFormDialog';
import { SavedOutsideNotice } from './transactions/SavedOutsideNotice';
import { TransactionsEmptyState } from './transactions/TransactionsEmptyState';
import { TransactionList } from './transactions/TransactionList';
import type { Transaction } from './transactions/types';
import type { Category } from './categories/types';

// Stable empties while loading, so the list's rows do not re-render for a new empty map.
const NO_ACCOUNT_NAMES: ReadonlyMap<string, string> = new Map();
const NO_CATEGORIES: ReadonlyMap<string, Category> = new Map();

/** SPEC 2 Transactions page: filters, the virtualised list, add/edit dialogs, delete confirmation, status switch. */
export default function TransactionsPage() {
  const asOf = useAsOf();
  // Viewing the past (issue 10), the default dates are around the day viewed.
  const [filterValues, setFilterValues] = useState<TransactionFilterValues>(() =>
    defaultFilterValues(localToday(asOf === null ? undefined : Date.parse(asOf))),
  );
  const { filters: chosenFilters, rangeError } = useAppliedTransactionFilters(filterValues);
  // One account's transactions (the Money overview's account links, issue 13).
  const accountId = useSearchParams()[0].get('accountId') || undefined;
  const filters = useMemo(() => (accountId ? { ...chosenFilters, accountId } : chosenFilters), [chosenFilters, accountId]);
  const list = useInfiniteQuery(transactionQueries.list(filters));
  useTransactionChangesPolling(filters, list.isSuccess);
  // A saved transaction the filters hide (issue 13): the notice says where it went.
  const [hiddenSave, setHiddenSave] = useState<Transaction | null>(null);
  const accountNames = useQuery(accountQueries.names()).data ?? NO_ACCOUNT_NAMES;
  const categoryMap = useQuery(categoryQueries.byId()).data ?? NO_CATEGORIES;
  const deleteMutation = useDeleteTransaction();
  const statusMutation = useSetTransactionStatus();
  const readOnly = useReadOnly();

  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Transaction | null>(null);
  const [deleting, setDeleting] = useState<Transaction | null>(null);

  const transactions = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  // Only asked when the filtered list is empty: does the user have any transaction at all?
  const filteredEmpty = hasActiveFilters(filters) && list.isSuccess && transactions.length === 0;
  const anyAtAll = useQuery({ ...transactionQueries.recent(1), enabled: filteredEmpty });
  const changeFilters = useCallback((next: TransactionFilterValues) => {
    setFilterValues(next);
    setHiddenSave(null);
  }, []);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useCallback(() => {
    void fetchNextPage();
  }, [fetchNextPage]);
  const openAdd = useCallback(() => {
    setEditing(null);
    setFormOpen(true);
  }, []);
  // Viewing the past (issue 10), the list's keyboard (Enter edits, Delete asks) opens nothing.
  const openEdit = useCallback(
    (tx: Transaction) => {
      if (readOnly) return;
      setEditing(tx);
      setFormOpen(true);
    },
    [readOnly],
  );
  const askDelete = useCallback(
    (tx: Transaction) => {
      if (!readOnly) setDeleting(tx);
    },
    [readOnly],
  );
  const { mutate: setStatus } = statusMutation;
  const toggleStatus = useCallback(
    (tx: Transaction) => setStatus({ id: tx.id, posted: tx.posted === 'posted' ? 'pending' : 'posted' }),
    [setStatus],
  );

  // The first page's X-Total-Count counts every match; without it, what is loaded so far ("500+").
  const total = list.data?.pages[0]?.total ?? null;
  const countText =
    total !== null
      ? `${total.toLocaleString('en-US')} transaction${total === 1 ? '' : 's'} recorded`
      : `${transactions.length.toLocaleString('en-US')}${hasNextPage ? '+' : ''} transaction${transactions.length === 1 && !hasNextPage ? '' : 's'} recorded`;

  let content: React.ReactNode;
  if (list.isPending || (filteredEmpty && anyAtAll.isPending)) {
    content = (
      <Stack gap="xs" aria-busy="true" aria-label="Loading transactions">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} height={96} radius="md" />
        ))}
      </Stack>
    );
  } else if (list.error) {
    content = (
      <Text c="red" role="alert">
        Could not load transactions. Please try again.
      </Text>
    );
  } else if (transactions.length === 0) {
    content = (
      <TransactionsEmptyState
        filtered={filteredEmpty && (anyAtAll.data?.length ?? 0) > 0}
        onAdd={openAdd}
        onClearFilters={() => changeFilters(CLEARED_FILTER_VALUES)}
      />
    );
  } else {
    content = (
      <TransactionList
        transactions={transactions}
        accountNames={accountNames}
        categories={categoryMap}
        hasMore={Boolean(hasNextPage)}
        loadingMore={isFetchingNextPage}
        onLoadMore={loadMore}
        onEdit={openEdit}
        onDelete={askDelete}
        onToggleStatus={toggleStatus}
      />
    );
  }

  return (
    <>
      <PageHeader
        title="Transactions"
        description="Track income, expenses and transfers between your accounts"
        actions={
          <Group gap="sm">
            <MoneySettings />
            <Button component={Link} to="/money/import" variant="default" leftSection={<IconUpload size={16} aria-hidden />}>
              Import
            </Button>
            <ReadOnlyTooltip>
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openAdd} disabled={readOnly}>
                Add Transaction
              </Button>
            </ReadOnlyTooltip>
          </Group>
        }
      />

      <TransactionFiltersCard value={filterValues} onChange={changeFilters} rangeError={rangeError} />

      {hiddenSave && (
        <SavedOutsideNotice
          transaction={hiddenSave}
          filters={filters}
          onShow={() => changeFilters(valuesShowing(filterValues, hiddenSave))}
          onClose={() => setHiddenSave(null)}
        />
      )}

      <RecurringList />

      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="all-transactions-title">
        <Group justify="space-between" mb="md">
          <div>
            <Title order={2} size="h4" id="all-transactions-title">
              All Transactions
            </Title>
            {!list.isPending && !list.error && (
              <Text size="sm" c="dimmed" data-testid="transaction-count">
                {countText}
              </Text>
            )}
          </div>
        </Group>
        {accountId && <AccountFilterNotice accountName={accountNames.get(accountId) ?? 'Unknown Account'} />}
        {content}
      </Card>

      <TransactionFormDialog
        opened={formOpen}
        onClose={() => setFormOpen(false)}
        transaction={editing}
        onSaved={(saved) => setHiddenSave(filtersShow(filters, saved) ? null : saved)}
      />

      <ConfirmDialog
        opened={deleting !== null}
        title="Delete transaction"
        message="Delete permanently? This cannot be undone."
        loading={deleteMutation.isPending}
        onConfirm={() => deleting && deleteMutation.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
