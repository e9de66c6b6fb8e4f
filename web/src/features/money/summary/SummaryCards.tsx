import { formatUsd } from '@life/domain/shared/money';
import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus, IconScale, IconTrendingDown, IconTrendingUp, IconWallet, type Icon } from '@tabler/icons-react';
import { type MoneySummary, type TrendDirection, trendFromLastMonth } from './summary';

interface StatCardProps {
  title: string;
  valueCents: number;
  previousCents: number;
  icon: Icon;
  color: string;
  detail: string;
  /** For expenses a rise is bad news. */
  riseIsBad?: boolean;
}

const TREND_ICONS: Record<TrendDirection, Icon> = {
  up: IconArrowUpRight,
  down: IconArrowDownRight,
  flat: IconMinus,
  none: IconMinus,
};

function StatCard({ title, valueCents, previousCents, icon: CardIcon, color, detail, riseIsBad = false }: StatCardProps) {
  const trend = trendFromLastMonth(valueCents, previousCents);
  const TrendIcon = TREND_ICONS[trend.direction];
  const good = trend.direction === 'flat' || (trend.direction === 'up') !== riseIsBad;
  const trendColor = trend.direction === 'none' ? 'dimmed' : good ? 'teal.7' : 'red.7';
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" c="dimmed" fw={500}>
          {title}
        </Text>
        <ThemeIcon variant="light" color={color} radius="md" aria-hidden>
          <CardIcon size={18} />
        </ThemeIcon>
      </Group>
      <Text fz={26} fw={700} mt={4} data-testid="stat-value">
        {formatUsd(valueCents)}
      </Text>
      <Group gap={4} mt={4} wrap="nowrap">
        {trend.direction !== 'none' && <TrendIcon size={14} color={`var(--mantine-color-${good ? 'teal' : 'red'}-7)`} aria-hidden />}
        <Text size="xs" c={trendColor} data-testid="stat-trend">
          {trend.text}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" mt={2}>
        {detail}
      </Text>
    </Card>
  );
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
      <StatCard
        title="Account Balance"
        valueCents={summary.totalBalanceCents}
        previousCents={summary.previousTotalBalanceCents}
        icon={IconWallet}
        color="indigo"
        detail={`Across ${accounts} active account${accounts === 1 ? '' : 's'}`}
      />
      <StatCard
        title="Monthly Income"
        valueCents={summary.incomeCents}
        previousCents={summary.previousIncomeCents}
        icon={IconTrendingUp}
        color="teal"
        detail="Income dated this month"
      />
      <StatCard
        title="Monthly Expenses"
        valueCents={summary.expenseCents}
        previousCents={summary.previousExpenseCents}
        icon={IconTrendingDown}
        color="red"
        detail="Expenses dated this month"
        riseIsBad
      />
      <StatCard
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
