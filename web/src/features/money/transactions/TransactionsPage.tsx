import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconPlus, IconUpload } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
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
import { filterKey, paramsWithFilters, rememberedFilters, rememberFilters, filtersFromParams, urlChoosesFilters } from './filter-params';
import { ledgerCountText } from './ledger-count';
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
import { BulkActionsBar } from './BulkActionsBar';
import { ReconcileBar } from './ReconcileBar';
import { useRowSelection } from './use-row-selection';
import { splitUpcoming, UpcomingSection } from './UpcomingSection';
import type { Transaction } from './types';
import type { Category } from '../categories/types';
import { WriteButton } from '../../../components/WriteButton';
import { RESTORABLE_NOTE } from '../../../components/restore-note';

// Stable empties while loading, so the list's rows do not re-render for a new empty map.
const NO_ACCOUNT_NAMES: ReadonlyMap<string, string> = new Map();
const NO_CATEGORIES: ReadonlyMap<string, Category> = new Map();

/** SPEC 2 Transactions page: filters, the virtualised list, add/edit dialogs, delete confirmation, status switch. */
export default function TransactionsPage() {
  const asOf = useAsOf();
  // The register (issue 24): /money/accounts/:accountId is this ledger for one account.
  const registerAccountId = useParams<{ accountId?: string }>().accountId;
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  // One account's transactions: the register's route, or ?accountId (the Money overview's links, issue 13).
  const urlAccount = registerAccountId ?? params.get('accountId') ?? '';
  // A URL naming no filters (the sidebar, an account link) gets the filters last chosen in this tab,
  // else the default window; viewing the past (issue 10), the default dates are around the day viewed.
  const [start] = useState<TransactionFilterValues>(
    () => rememberedFilters() ?? defaultFilterValues(localToday(asOf === null ? undefined : Date.parse(asOf))),
  );
  const urlValues = urlChoosesFilters(params) ? { ...filtersFromParams(params, start), accountId: urlAccount } : null;
  const [filterValues, setFilterValues] = useState<TransactionFilterValues>(() => urlValues ?? { ...start, accountId: urlAccount });
  // The URL is the filters' home (issue 24): a URL that comes to say something else (back, forward, a
  // link to another account) moves the form to it; the form's own writes come back as URLs already shown.
  const urlKey = urlValues ? filterKey(urlValues) : `account=${urlAccount}`;
  const [seenUrlKey, setSeenUrlKey] = useState(urlKey);
  const [ownWrites, setOwnWrites] = useState<readonly string[]>([]);
  if (urlKey !== seenUrlKey) {
    setSeenUrlKey(urlKey);
    const own = ownWrites.indexOf(urlKey);
    if (own >= 0) setOwnWrites(ownWrites.slice(own + 1));
    else {
      setOwnWrites([]);
      setFilterValues(urlValues ?? { ...filterValues, accountId: urlAccount });
    }
  }
  // A URL naming no filters gets the form's, so a reload or a shared link shows the same rows.
  const urlNamesNone = urlValues === null;
  useEffect(() => {
    if (urlNamesNone) setParams((prev) => paramsWithFilters(prev, filterValues, !registerAccountId), { replace: true });
  }, [urlNamesNone, filterValues, registerAccountId, setParams]);

  const { filters, rangeError } = useAppliedTransactionFilters(filterValues);
  const accountId = filters.accountId;
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
  // Recurring occurrences after today (the user's day, or the day viewed) sit apart, collapsed (issue 24).
  const today = localToday(asOf === null ? undefined : Date.parse(asOf));
  const { upcoming, current } = useMemo(() => splitUpcoming(transactions, today), [transactions, today]);
  // Bulk edit (issue 24): a selection over the loaded rows up to today; none while viewing the past.
  const selection = useRowSelection(current);
  // The list is newest first: when the last loaded row is still upcoming, later pages may hold more.
  const moreUpcoming = Boolean(list.hasNextPage) && current.length === 0 && upcoming.length > 0;
  // Only asked when the filtered list is empty: does the user have any transaction at all?
  const filteredEmpty = hasActiveFilters(filters) && list.isSuccess && transactions.length === 0;
  const anyAtAll = useQuery({ ...transactionQueries.recent(1), enabled: filteredEmpty });
  const changeFilters = useCallback(
    (next: TransactionFilterValues) => {
      setFilterValues(next);
      setHiddenSave(null);
      rememberFilters(next);
      // Another account from the register: that account's register (or the whole ledger), same filters.
      if (registerAccountId !== undefined && next.accountId !== registerAccountId) {
        void navigate({
          pathname: next.accountId ? `/money/accounts/${encodeURIComponent(next.accountId)}` : '/money/transactions',
          search: paramsWithFilters(params, next, !next.accountId).toString(),
        });
        return;
      }
      setOwnWrites((writes) => [...writes, filterKey(next)]);
      setParams((prev) => paramsWithFilters(prev, next, registerAccountId === undefined), { replace: true });
    },
    [navigate, params, registerAccountId, setParams],
  );
  const accounts = useQuery(accountQueries.list()).data;
  const accountChoices = useMemo(() => (accounts ?? []).map((account) => ({ value: account.id, label: account.accountName })), [accounts]);
  const categoryChoices = useMemo(
    () => [...categoryMap.values()].map((category) => ({ value: category.id, label: category.transactionCategory })),
    [categoryMap],
  );

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
  const countText = ledgerCountText({
    total: total === null ? null : total - upcoming.length,
    loaded: current.length,
    hasMore: Boolean(hasNextPage),
    // "14 in this window of 22": the API's count of the same filters at any date, sent while a date bound is set.
    whole: list.data?.pages[0]?.wholeTotal ?? null,
  });
  const showBalance = Boolean(accountId);
  const accountName = accountId ? (accountNames.get(accountId) ?? 'Unknown Account') : '';

  // What both lists (upcoming, and up to today) show rows with and do with them.
  const listActions = {
    accountNames,
    categories: categoryMap,
    onLoadMore: loadMore,
    onEdit: openEdit,
    onDelete: askDelete,
    onToggleStatus: toggleStatus,
    showBalance,
  };
  const content = (
    <QueryState
      query={{ data: transactions, isPending: list.isPending || (filteredEmpty && anyAtAll.isPending), isError: list.isError }}
      loading={<SkeletonStack height={96} count={4} gap="xs" radius="md" busy label="Loading transactions" />}
      error={<LoadError size="page">Could not load transactions. Please try again.</LoadError>}
      empty={
        <TransactionsEmptyState
          filtered={filteredEmpty && (anyAtAll.data?.length ?? 0) > 0}
          onAdd={openAdd}
          onClearFilters={() => changeFilters({ ...CLEARED_FILTER_VALUES, accountId: registerAccountId ?? '' })}
        />
      }
    >
      {() => (
        <>
          {upcoming.length > 0 && (
            <UpcomingSection count={upcoming.length} more={moreUpcoming}>
              {() => (
                <TransactionList
                  {...listActions}
                  transactions={upcoming}
                  hasMore={false}
                  loadingMore={false}
                  label="Upcoming recurring transactions"
                />
              )}
            </UpcomingSection>
          )}
          {current.length === 0 && !hasNextPage ? (
            <Text size="sm" c="dimmed" py="md" ta="center">
              Nothing dated up to today here: only upcoming transactions.
            </Text>
          ) : (
            <TransactionList
              {...listActions}
              transactions={current}
              hasMore={Boolean(hasNextPage)}
              loadingMore={isFetchingNextPage}
              selection={readOnly ? undefined : selection}
            />
          )}
        </>
      )}
    </QueryState>
  );

  return (
    <>
      <PageHeader
        title={registerAccountId ? accountName : 'Transactions'}
        description={
          registerAccountId
            ? 'Every transaction from or to this account, with its balance after each'
            : 'Track income, expenses and transfers between your accounts'
        }
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

      <TransactionFiltersCard
        value={filterValues}
        onChange={changeFilters}
        rangeError={rangeError}
        accounts={accountChoices}
        categories={categoryChoices}
      />

      {hiddenSave && (
        <SavedOutsideNotice
          transaction={hiddenSave}
          filters={filters}
          onShow={() => changeFilters(valuesShowing(filterValues, hiddenSave))}
          onClose={() => setHiddenSave(null)}
        />
      )}

      <RecurringList />

      {/* Phones: a narrower frame leaves the rows' text its room (issue 24). */}
      <Card withBorder radius="lg" padding="lg" p={{ base: 'xs', sm: 'lg' }} component="section" aria-labelledby="all-transactions-title">
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
        {accountId && (
          <AccountFilterNotice
            accountName={accountName}
            allAccountsPath={`/money/transactions?${paramsWithFilters(params, { ...filterValues, accountId: '' }).toString()}`}
          />
        )}
        {showBalance && (
          <Text size="xs" c="dimmed" mb="xs" data-testid="running-balance-legend">
            Balance after each row: posted, and with pending beneath it when that differs.
          </Text>
        )}
        {!readOnly && <BulkActionsBar selection={selection} transactions={current} categories={categoryMap} accounts={accountChoices} />}
        {/* Reconciliation (issue 24): the register's locked-in line, the Reconcile dialog, lock marks on its rows. */}
        {registerAccountId && showBalance ? (
          <ReconcileBar accountId={registerAccountId} accountName={accountName}>
            {content}
          </ReconcileBar>
        ) : (
          content
        )}
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
        message={`Delete this transaction? ${RESTORABLE_NOTE}`}
        loading={deleteMutation.isPending}
        onConfirm={() => deleting && deleteMutation.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
