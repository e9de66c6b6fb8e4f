import { Button, Grid, SimpleGrid } from '@mantine/core';
import { IconBarbell, IconPlus, IconSalad, IconTarget, type Icon } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useAsOf } from '../../api/as-of';
import { PageHeader } from '../../components/PageHeader';
import { ReadOnlyTooltip } from '../../components/ReadOnlyTooltip';
import { SectionCard } from '../../components/SectionCard';
import { ActiveGoalsCard } from './ActiveGoalsCard';
import { DashboardStatCards } from './DashboardStatCards';
import { dashboardQueries } from './queries';
import { RecentActivityCard } from './RecentActivityCard';
import { WRAPPING_LABEL } from '../../components/wrapping-label';

const QUICK_ACTIONS: { label: string; to: string; icon: Icon }[] = [
  { label: 'Add Transaction', to: '/money/transactions', icon: IconPlus },
  { label: 'Create Goal', to: '/goals', icon: IconTarget },
  { label: 'Log Workout', to: '/fitness', icon: IconBarbell },
  { label: 'Log Meal', to: '/nutrition', icon: IconSalad },
];

/** Two buttons a row on a 390 px phone leave ~150 px each: labels wrap onto a second line instead of being cut ('Add Transac'). */
/**
 * SPEC 2 Dashboard (/): the four stat cards, Active Goals, Recent Activity and Quick Actions, all
 * from one GET /api/dashboard (the server's dashboard read model; "today", the last 7 days and the
 * month are the user's local days, X-Time-Zone). Kept light: the initial JS of / has a budget.
 */
export default function DashboardPage() {
  const asOf = useAsOf();
  const dashboard = useQuery(dashboardQueries.summary(asOf));
  const loading = dashboard.isPending && !dashboard.isError;
  return (
    <>
      <PageHeader title="Dashboard" description="Welcome back! Here's what's happening in your life." />
      <DashboardStatCards dashboard={dashboard.data} loading={loading} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ActiveGoalsCard goals={dashboard.data?.activeGoals} loading={loading} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <RecentActivityCard items={dashboard.data?.recentActivity} loading={loading} />
        </Grid.Col>
        <Grid.Col span={12}>
          <SectionCard title="Quick Actions" description="Common tasks to keep you on track">
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {QUICK_ACTIONS.map(({ label, to, icon: ActionIcon }) =>
                asOf === null ? (
                  <Button
                    key={label}
                    component={Link}
                    to={to}
                    variant="light"
                    leftSection={<ActionIcon size={16} aria-hidden />}
                    styles={WRAPPING_LABEL}
                  >
                    {label}
                  </Button>
                ) : (
                  // Each one leads to a write: not while the past is viewed.
                  <ReadOnlyTooltip key={label} block>
                    <Button disabled variant="light" leftSection={<ActionIcon size={16} aria-hidden />} styles={WRAPPING_LABEL}>
                      {label}
                    </Button>
                  </ReadOnlyTooltip>
                ),
              )}
            </SimpleGrid>
          </SectionCard>
        </Grid.Col>
      </Grid>
    </>
  );
}
