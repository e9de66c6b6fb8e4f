import { Anchor, Button, EmptyState, Grid, SimpleGrid, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconActivity, IconBarbell, IconChartBar, IconClock, IconFlame, IconPlus, IconTrophy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { StatCard } from '../../components/StatCard';
import { localToday } from '../money/format';
import { ActivityRingsCard } from './ActivityRingsCard';
import { formatCount } from './format';
import { LogWorkoutDialog } from './LogWorkoutDialog';
import { workoutQueries } from './queries';
import { SectionCard } from '../../components/SectionCard';
import { useFitnessTargets } from './targets';
import { WeeklyGoalsCard } from './WeeklyGoalsCard';
import { WorkoutList } from './WorkoutList';
import { useReadOnly } from '../../api/as-of';
import { ReadOnlyTooltip } from '../../components/ReadOnlyTooltip';

/** How many workouts 'Recent Workouts' shows. */
export const RECENT_WORKOUTS = 6;

/**
 * SPEC 2 Fitness overview: four stat cards, Weekly Goals, Today's Workouts, the Apple Fitness card,
 * Quick Actions and Recent Workouts. "This week" is the last 7 days and "today" the user's local
 * day (the API's figures, X-Time-Zone). Beyond SPEC: 'Log Workout' works, the rings are real.
 */
export default function FitnessOverviewPage() {
  const readOnly = useReadOnly();
  const [logging, logDialog] = useDisclosure(false);
  const today = localToday();
  const stats = useQuery(workoutQueries.stats());
  const todays = useQuery(workoutQueries.list({ startDate: today, endDate: today }));
  const recent = useQuery(workoutQueries.list({ limit: RECENT_WORKOUTS }));
  const targets = useFitnessTargets();
  const week = stats.data?.week;
  const failed = stats.isError ? 'Could not load your workouts' : undefined;

  return (
    <>
      <PageHeader
        title="Fitness"
        description="Track your workouts and weekly goals"
        actions={
          <ReadOnlyTooltip>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={logDialog.open} disabled={readOnly}>
              Log Workout
            </Button>
          </ReadOnlyTooltip>
        }
      />

      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} mb="lg">
        <StatCard
          title="This Week"
          icon={IconActivity}
          color="indigo"
          loading={stats.isPending}
          value={week ? `${week.completed}/${targets.workouts}` : '—'}
          detail={failed ?? 'workouts done'}
        />
        <StatCard
          title="Calories Burned"
          icon={IconFlame}
          color="orange"
          loading={stats.isPending}
          value={week ? formatCount(week.calories) : '—'}
          detail={failed ?? 'this week'}
        />
        <StatCard
          title="Active Minutes"
          icon={IconClock}
          color="teal"
          loading={stats.isPending}
          value={week ? formatCount(week.activeMinutes) : '—'}
          detail={failed ?? 'this week'}
        />
        <StatCard
          title="Total Workouts"
          icon={IconTrophy}
          color="grape"
          loading={stats.isPending}
          value={stats.data ? formatCount(stats.data.totalCompleted) : '—'}
          detail={failed ?? 'completed'}
        />
      </SimpleGrid>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <WeeklyGoalsCard week={week} targets={targets} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <SectionCard
            title="Today's Workouts"
            action={
              <Anchor component={Link} to="/fitness/schedule" size="sm">
                Schedule
              </Anchor>
            }
          >
            <WorkoutList
              workouts={todays.data}
              label="Today's workouts"
              empty={
                <Text size="sm" c="dimmed">
                  No workouts scheduled for today.
                </Text>
              }
            />
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ActivityRingsCard day={stats.data?.day} targets={targets} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <SectionCard title="Quick Actions">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <ReadOnlyTooltip block>
                <Button
                  variant="light"
                  fullWidth
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={logDialog.open}
                  disabled={readOnly}
                >
                  Log Workout
                </Button>
              </ReadOnlyTooltip>
              <Button variant="light" component={Link} to="/fitness/progress" leftSection={<IconChartBar size={16} aria-hidden />}>
                View Progress
              </Button>
              <Button variant="light" component={Link} to="/fitness/apple" leftSection={<IconBarbell size={16} aria-hidden />}>
                Apple Fitness
              </Button>
            </SimpleGrid>
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={12}>
          <SectionCard title="Recent Workouts">
            <WorkoutList
              workouts={recent.data}
              label="Recent workouts"
              empty={
                <EmptyState
                  size="sm"
                  icon={<IconBarbell size={28} aria-hidden />}
                  title="No workouts yet"
                  description="Log a workout to see it here."
                >
                  <ReadOnlyTooltip>
                    <Button mt="sm" onClick={logDialog.open} disabled={readOnly}>
                      Log Your First Workout
                    </Button>
                  </ReadOnlyTooltip>
                </EmptyState>
              }
            />
          </SectionCard>
        </Grid.Col>
      </Grid>

      <LogWorkoutDialog opened={logging} onClose={logDialog.close} />
    </>
  );
}
