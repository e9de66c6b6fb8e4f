import { formatUsd } from '../../../format';
import { Card, SimpleGrid, Skeleton } from '@mantine/core';
import { IconScale, IconTrendingDown, IconTrendingUp, IconWallet } from '@tabler/icons-react';
import { StatCardGrid, type StatFigures } from '../../../components/StatCard';
import { type MoneySummary, trendFromLastMonth } from './summary';

const CARDS = [
  { key: 'balance', title: 'Account Balance', icon: IconWallet, color: 'indigo' },
  { key: 'income', title: 'Monthly Income', icon: IconTrendingUp, color: 'teal' },
  { key: 'expenses', title: 'Monthly Expenses', icon: IconTrendingDown, color: 'red' },
  { key: 'netWorth', title: 'Net Worth', icon: IconScale, color: 'violet' },
] as const;

/** A figure with its trend against last month's; for expenses a rise is bad news. */
function againstLastMonth(valueCents: number, previousCents: number, detail: string, riseIsBad = false): StatFigures {
  const trend = trendFromLastMonth(valueCents, previousCents);
  const good = trend.direction === 'flat' || (trend.direction === 'up') !== riseIsBad;
  return { value: formatUsd(valueCents), trend: { ...trend, good }, detail };
}

function summaryFigures(summary: MoneySummary): Record<(typeof CARDS)[number]['key'], StatFigures> {
  const accounts = summary.activeAccountCount;
  const assetsAndLiabilities = `Assets ${formatUsd(summary.assetsCents)} − liabilities ${formatUsd(summary.liabilitiesCents)}`;
  return {
    balance: againstLastMonth(
      summary.totalBalanceCents,
      summary.previousTotalBalanceCents,
      `Across ${accounts} active account${accounts === 1 ? '' : 's'}`,
    ),
    income: againstLastMonth(summary.incomeCents, summary.previousIncomeCents, 'Income dated this month'),
    expenses: againstLastMonth(summary.expenseCents, summary.previousExpenseCents, 'Expenses dated this month', true),
    netWorth: againstLastMonth(summary.netWorthCents, summary.previousNetWorthCents, assetsAndLiabilities),
  };
}

export function SummaryCardsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} mb="lg" aria-busy="true" aria-label="Loading summary">
      {[0, 1, 2, 3].map((key) => (
        <Card key={key} withBorder radius="lg" padding="lg" data-testid="summary-skeleton">
          <Skeleton height={12} width="50%" />
          <Skeleton height={28} width="70%" mt="md" />
          <Skeleton height={10} width="60%" mt="md" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The money overview's four cards, all computed from the API's data (summary.ts). */
export function SummaryCards({ summary }: { summary: MoneySummary }) {
  return <StatCardGrid cards={CARDS} figures={summaryFigures(summary)} loading={false} />;
}
