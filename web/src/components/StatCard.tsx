import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type StatTrendDirection = 'up' | 'down' | 'flat' | 'none';

/** A change against an earlier period: '+5.2% from last month'. */
export interface StatTrend {
  text: string;
  direction: StatTrendDirection;
  /** Green when good, red when not; 'none' is always dimmed. */
  good: boolean;
}

export interface StatCardProps {
  title: string;
  icon: Icon;
  color: string;
  value: ReactNode;
  /** The line under the value (or under the trend); a card whose sub-text is its trend has none. */
  detail?: ReactNode;
  trend?: StatTrend;
  /** Skeletons in place of the value, trend and detail. */
  loading?: boolean;
}

const TREND_ICONS: Record<StatTrendDirection, Icon> = {
  up: IconArrowUpRight,
  down: IconArrowDownRight,
  flat: IconMinus,
  none: IconMinus,
};

/** A dashboard/overview tile: title and icon, a big value, an optional trend line, a detail line. */
export function StatCard({ title, icon: CardIcon, color, value, detail, trend, loading = false }: StatCardProps) {
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
      {loading ? (
        <>
          <Skeleton height={28} width="60%" mt="sm" />
          <Skeleton height={10} width="50%" mt="sm" />
        </>
      ) : (
        <>
          <Text fz={26} fw={700} mt={4} data-testid="stat-value">
            {value}
          </Text>
          {trend && <TrendLine trend={trend} />}
          {detail !== undefined && (
            <Text size="xs" c="dimmed" mt={trend ? 2 : undefined}>
              {detail}
            </Text>
          )}
        </>
      )}
    </Card>
  );
}

function TrendLine({ trend }: { trend: StatTrend }) {
  const TrendIcon = TREND_ICONS[trend.direction];
  const tone = trend.good ? 'teal' : 'red';
  return (
    <Group gap={4} mt={4} wrap="nowrap">
      {trend.direction !== 'none' && <TrendIcon size={14} color={`var(--mantine-color-${tone}-7)`} aria-hidden />}
      <Text size="xs" c={trend.direction === 'none' ? 'dimmed' : `${tone}.7`} data-testid="stat-trend">
        {trend.text}
      </Text>
    </Group>
  );
}

/** A card of a StatCardGrid as it always looks: its key names its figures. */
export interface StatCardLook {
  key: string;
  title: string;
  icon: Icon;
  color: string;
}

/** What a card shows once the data has loaded. */
export type StatFigures = Pick<StatCardProps, 'value' | 'detail' | 'trend'>;

interface StatCardGridProps<K extends string> {
  cards: readonly (StatCardLook & { key: K })[];
  /** Each card's figures; until then (or after a failed load) the cards show '—'. */
  figures: Record<K, StatFigures> | undefined;
  loading: boolean;
  /** The detail line of every card when the figures could not be loaded ('Could not load your workouts'). */
  failed?: string;
}

/** The row of stat cards at the top of an overview (the dashboard, fitness). */
export function StatCardGrid<K extends string>({ cards, figures, loading, failed }: StatCardGridProps<K>) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} mb="lg">
      {cards.map(({ key, ...look }) => {
        const { value = '—', detail, trend } = figures?.[key] ?? {};
        return <StatCard key={key} {...look} loading={loading} value={value} detail={failed ?? detail} trend={trend} />;
      })}
    </SimpleGrid>
  );
}
