import { formatUsd } from '@life/domain/shared/money';
import { Card, SimpleGrid, Skeleton } from '@mantine/core';
import { IconScale, IconTrendingDown, IconTrendingUp, IconWallet, type Icon } from '@tabler/icons-react';
import { StatCard } from '../../../components/StatCard';
import { type MoneySummary, trendFromLastMonth } from './summary';

interface TrendCardProps {
  title: string;
  valueCents: number;
  previousCents: number;
  icon: Icon;
  color: string;
  detail: string;
  /** For expenses a rise is bad news. */
  riseIsBad?: boolean;
}

/** A StatCard whose trend compares the value with last month's. */
function TrendCard({ valueCents, previousCents, riseIsBad = false, ...card }: TrendCardProps) {
  const trend = trendFromLastMonth(valueCents, previousCents);
  const good = trend.direction === 'flat' || (trend.direction === 'up') !== riseIsBad;
  return <StatCard {...card} value={formatUsd(valueCents)} trend={{ ...trend, good }} />;
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
  const accounts = summary.activeAccountCount;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} mb="lg">
      <TrendCard
        title="Account Balance"
        valueCents={summary.totalBalanceCents}
        previousCents={summary.previousTotalBalanceCents}
        icon={IconWallet}
        color="indigo"
        detail={`Across ${accounts} active account${accounts === 1 ? '' : 's'}`}
      />
      <TrendCard
        title="Monthly Income"
        valueCents={summary.incomeCents}
        previousCents={summary.previousIncomeCents}
        icon={IconTrendingUp}
        color="teal"
        detail="Income dated this month"
      />
      <TrendCard
        title="Monthly Expenses"
        valueCents={summary.expenseCents}
        previousCents={summary.previousExpenseCents}
        icon={IconTrendingDown}
        color="red"
        detail="Expenses dated this month"
        riseIsBad
      />
      <TrendCard
        title="Net Worth"
        valueCents={summary.netWorthCents}
        previousCents={summary.previousNetWorthCents}
        icon={IconScale}
        color="violet"
        detail={`Assets ${formatUsd(summary.assetsCents)} − liabilities ${formatUsd(summary.liabilitiesCents)}`}
      />
    </SimpleGrid>
  );
}
