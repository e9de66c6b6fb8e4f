import { Button, Grid, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useReadOnly } from '../../api/as-of';
import { PageHeader } from '../../components/PageHeader';
import { ReadOnlyTooltip } from '../../components/ReadOnlyTooltip';
import { AccountBalancesCard } from './accounts/AccountBalancesCard';
import { MoneySettings } from './MoneySettings';
import { useMoneySummary } from './summary/queries';
import { BudgetOverview } from './summary/BudgetOverview';
import { SummaryCards, SummaryCardsSkeleton } from './summary/SummaryCards';
import { RecentTransactions } from './transactions/RecentTransactions';
import { TransactionFormDialog } from './transactions/TransactionFormDialog';

/**
 * SPEC 2 Money overview: summary cards, recent transactions and this month's spending by category;
 * beyond SPEC (issue 13) each active account's balance, leading to its transactions.
 */
export default function MoneyOverviewPage() {
  const { summary, isLoading, error } = useMoneySummary();
  const [adding, setAdding] = useState(false);
  const readOnly = useReadOnly();

  return (
    <>
      <PageHeader
        title="Money Overview"
        description="Your accounts, cash flow and spending at a glance"
        actions={
          <Group gap="sm">
            <MoneySettings />
            <ReadOnlyTooltip>
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)} disabled={readOnly}>
                Add Transaction
              </Button>
            </ReadOnlyTooltip>
          </Group>
        }
      />

      {isLoading ? (
        <SummaryCardsSkeleton />
      ) : summary ? (
        <SummaryCards summary={summary} />
      ) : (
        error && (
          <Text c="red" mb="lg" role="alert">
            Could not load your money summary. Please try again.
          </Text>
        )
      )}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <RecentTransactions onAdd={() => setAdding(true)} />
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
