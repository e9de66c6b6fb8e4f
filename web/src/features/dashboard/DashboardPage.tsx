import { Anchor, Button, Card, EmptyState, Grid, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBarbell, IconCreditCard, IconFlame, IconPlus, IconReceipt, IconSalad, IconTarget, type Icon } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { StatCard } from '../../components/StatCard';
import { AMOUNT_TONE_COLORS, formatDisplayDate, formatMoney, formatTransactionAmount, plural } from '../money/format';
import { useThisMonthSummary } from '../money/summary/queries';
import { transactionQueries } from '../money/transactions/queries';
import type { Transaction } from '../money/transactions/types';

/** SPEC 9: the dashboard lists the 2 latest transactions (shares the overview's "latest 5" query). */
const DASHBOARD_TRANSACTIONS = 2;
const RECENT_QUERY_SIZE = 5;

const ACTIVITY_TITLES: Record<Transaction['type'], string> = {
  expense: 'Expense Added',
  income: 'Income Added',
  payment: 'Payment Added',
};

function TransactionActivity({ tx }: { tx: Transaction }) {
  const amount = formatTransactionAmount(tx.type, tx.amount);
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="activity-item" role="listitem">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <ThemeIcon variant="light" radius="xl" color="indigo" aria-hidden>
          <IconReceipt size={16} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500}>
            {ACTIVITY_TITLES[tx.type]}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {tx.title} · {formatDisplayDate(tx.date)}
          </Text>
        </div>
      </Group>
      <Text size="sm" fw={600} c={AMOUNT_TONE_COLORS[amount.tone]}>
        {amount.text}
      </Text>
    </Group>
  );
}

const QUICK_ACTIONS: { label: string; to: string; icon: Icon }[] = [
  { label: 'Add Transaction', to: '/money/transactions', icon: IconPlus },
  { label: 'Create Goal', to: '/goals', icon: IconTarget },
  { label: 'Log Workout', to: '/fitness', icon: IconBarbell },
  { label: 'Log Meal', to: '/nutrition', icon: IconSalad },
];

/**
 * SPEC 2 Dashboard. Money cards use real data; goals, workouts and meals are not built yet, so
 * their cards say so instead of showing made-up numbers.
 */
export default function DashboardPage() {
  const month = useThisMonthSummary();
  const totals = month.data?.monthTotals;
  const recent = useQuery(transactionQueries.recent(RECENT_QUERY_SIZE));
  const latest = recent.data?.slice(0, DASHBOARD_TRANSACTIONS) ?? [];

  return (
    <>
      <PageHeader title="Dashboard" description="Welcome back! Here's what's happening in your life." />

      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} mb="lg">
        <StatCard
          title="Monthly Spending"
          icon={IconCreditCard}
          color="red"
          loading={month.isPending}
          value={totals ? formatMoney(totals.expenses) : '—'}
          detail={totals ? `${plural(totals.transactionCount, 'transaction')} this month` : 'Could not load your spending'}
        />
        <StatCard title="Active Goals" icon={IconTarget} color="indigo" value="—" detail="Goals arrive in a coming release" />
        <StatCard title="Weekly Workouts" icon={IconBarbell} color="teal" value="—" detail="Workouts arrive in a coming release" />
        <StatCard title="Calories Today" icon={IconFlame} color="orange" value="—" detail="Meal logging arrives in a coming release" />
      </SimpleGrid>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder radius="lg" padding="lg" h="100%" component="section" aria-labelledby="dashboard-goals-title">
            <Group justify="space-between" align="flex-start">
              <div>
                <Title order={2} size="h4" id="dashboard-goals-title">
                  Active Goals
                </Title>
                <Text size="sm" c="dimmed">
                  Your current focus areas
                </Text>
              </div>
              <Anchor component={Link} to="/goals" size="sm">
                View all
              </Anchor>
            </Group>
            <EmptyState
              mt="md"
              size="sm"
              icon={<IconTarget size={28} aria-hidden />}
              title="No active goals yet"
              description="Goals arrive in a coming release."
            />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder radius="lg" padding="lg" h="100%" component="section" aria-labelledby="dashboard-activity-title">
            <Title order={2} size="h4" id="dashboard-activity-title">
              Recent Activity
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              Latest updates across all areas
            </Text>
            {recent.isPending ? (
              <Stack gap="sm">
                <Skeleton height={36} />
                <Skeleton height={36} />
              </Stack>
            ) : latest.length === 0 ? (
              <Text size="sm" c="dimmed">
                No recent activity yet.{' '}
                <Anchor component={Link} to="/money/transactions" size="sm">
                  Add a transaction
                </Anchor>
              </Text>
            ) : (
              <Stack gap="sm" role="list" aria-label="Recent activity">
                {latest.map((tx) => (
                  <TransactionActivity key={tx.id} tx={tx} />
                ))}
              </Stack>
            )}
            <Text size="xs" c="dimmed" mt="md">
              Workouts, meals and goals will show here once those areas arrive.
            </Text>
          </Card>
        </Grid.Col>
        <Grid.Col span={12}>
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="dashboard-actions-title">
            <Title order={2} size="h4" id="dashboard-actions-title">
              Quick Actions
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              Common tasks to keep you on track
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {QUICK_ACTIONS.map(({ label, to, icon: ActionIcon }) => (
                <Button key={label} component={Link} to={to} variant="light" leftSection={<ActionIcon size={16} aria-hidden />}>
                  {label}
                </Button>
              ))}
            </SimpleGrid>
          </Card>
        </Grid.Col>
      </Grid>
    </>
  );
}
