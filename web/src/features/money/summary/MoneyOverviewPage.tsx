import { Grid, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import { AccountBalancesCard } from '../accounts/AccountBalancesCard';
import { MoneySettings } from '../settings/MoneySettings';
import { useMoneySummary } from './queries';
import { BudgetOverview } from './BudgetOverview';
import { SummaryCards, SummaryCardsSkeleton } from './SummaryCards';
import { UpcomingTransactions } from './UpcomingTransactions';
import { RecentTransactions } from '../transactions/RecentTransactions';
import { TransactionFormDialog } from '../transactions/TransactionFormDialog';
import { QueryState } from '../../../components/QueryState';
import { WriteButton } from '../../../components/WriteButton';

/**
 * SPEC 2 Money overview: summary cards, recent transactions (dated up to today; the next ones under
 * 'Upcoming', issue 24) and this month's spending by category;
 * beyond SPEC (issue 13) each active account's balance, leading to its transactions.
 */
export default function MoneyOverviewPage() {
  const { summary, isLoading, error } = useMoneySummary();
  const [adding, setAdding] = useState(false);

  return (
    <>
      <PageHeader
        title="Money Overview"
        description="Your accounts, cash flow and spending at a glance"
        actions={
          <Group gap="sm">
            <MoneySettings />
            <WriteButton leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              Add Transaction
            </WriteButton>
          </Group>
        }
      />

      <QueryState
        // The summary shows while it can be computed, even when a refetch failed.
        query={{ data: summary, isPending: isLoading, isError: false }}
        loading={<SummaryCardsSkeleton />}
        error={
          error && (
            <Text c="red" mb="lg" role="alert">
              Could not load your money summary. Please try again.
            </Text>
          )
        }
      >
        {(loaded) => <SummaryCards summary={loaded} />}
      </QueryState>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <RecentTransactions onAdd={() => setAdding(true)} />
            <UpcomingTransactions />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <AccountBalancesCard />
            {summary ? <BudgetOverview summary={summary} /> : isLoading ? <Skeleton height={240} radius="lg" /> : null}
          </Stack>
        </Grid.Col>
      </Grid>

      <TransactionFormDialog opened={adding} onClose={() => setAdding(false)} />
    </>
  );
}
