import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconPlus, IconUpload } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useAsOf, useReadOnly } from '../../../api/as-of';
import { PageHeader } from '../../../components/PageHeader';
import { LoadError, QueryState, SkeletonStack } from '../../../components/QueryState';
import { accountQueries } from '../accounts/queries';
import { categoryQueries } from '../categories/queries';
import { localToday } from '../format';
import { MoneySettings } from '../settings/MoneySettings';
import { RecurringList } from '../recurring/RecurringList';
import { useDeleteTransaction, useSetTransactionStatus } from './mutations';
import { AccountFilterNotice } from './AccountFilterNotice';
import { useTransactionChangesPolling } from './list-changes';
import { transactionQueries } from './queries';
import {
  CLEARED_FILTER_VALUES,
  defaultFilterValues,
  filtersShow,
  hasActiveFilters,
  TransactionFiltersCard,
  type TransactionFilterValues,
  useAppliedTransactionFilters,
  valuesShowing,
} from './TransactionFilters';
import { TransactionFormDialog } from './TransactionFormDialog';
import { SavedOutsideNotice } from './SavedOutsideNotice';
import { TransactionsEmptyState } from './TransactionsEmptyState';
import { TransactionList } from './TransactionList';
import type { Transaction } from './types';
import type { Category } from '../categories/types';
import { WriteButton } from '../../../components/WriteButton';

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

  const content = (
    <QueryState
      query={{ data: transactions, isPending: list.isPending || (filteredEmpty && anyAtAll.isPending), isError: list.isError }}
      loading={<SkeletonStack height={96} count={4} gap="xs" radius="md" busy label="Loading transactions" />}
      error={<LoadError size="page">Could not load transactions. Please try again.</LoadError>}
      empty={
        <TransactionsEmptyState
          filtered={filteredEmpty && (anyAtAll.data?.length ?? 0) > 0}
          onAdd={openAdd}
          onClearFilters={() => changeFilters(CLEARED_FILTER_VALUES)}
        />
      }
    >
      {() => (
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
      )}
    </QueryState>
  );

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
            <WriteButton leftSection={<IconPlus size={16} aria-hidden />} onClick={openAdd}>
              Add Transaction
            </WriteButton>
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
