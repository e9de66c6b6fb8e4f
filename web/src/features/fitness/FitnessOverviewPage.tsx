import { Button, EmptyState, Grid, SimpleGrid, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBarbell, IconChartBar, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { StatCardGrid } from '../../components/StatCard';
import { useViewedMoment } from '../../api/as-of';
import { localToday } from '../money';
import { ActivityRingsCard } from './ActivityRingsCard';
import { LogWorkoutDialog } from './LogWorkoutDialog';
import { STAT_CARDS, statFigures } from './stat-cards';
import { workoutQueries } from './queries';
import { SectionCard } from '../../components/SectionCard';
import { useFitnessTargets } from './targets';
import { WeeklyGoalsCard } from './WeeklyGoalsCard';
import { WorkoutList } from './WorkoutList';
import { WriteButton } from '../../components/WriteButton';

/** How many workouts 'Recent Workouts' shows. */
export const RECENT_WORKOUTS = 6;

/**
 * SPEC 2 Fitness overview: four stat cards, Weekly Goals, Today's Workouts, the Apple Fitness card,
 * Quick Actions and Recent Workouts. "This week" is the last 7 days and "today" the user's local
 * day (the API's figures, X-Time-Zone). Beyond SPEC: 'Log Workout' works, the rings are real.
 */
export default function FitnessOverviewPage() {
  const [logging, logDialog] = useDisclosure(false);
  const today = localToday(useViewedMoment());
  const stats = useQuery(workoutQueries.stats());
  const todays = useQuery(workoutQueries.list({ startDate: today, endDate: today }));
  const recent = useQuery(workoutQueries.list({ limit: RECENT_WORKOUTS }));
  const targets = useFitnessTargets();
  const week = stats.data?.week;
  const figures = stats.data && statFigures(stats.data, targets);

  return (
    <>
      <PageHeader
        title="Fitness"
        description="Track your workouts and weekly goals"
        actions={
          <WriteButton leftSection={<IconPlus size={16} aria-hidden />} onClick={logDialog.open}>
            Log Workout
          </WriteButton>
        }
      />

      <StatCardGrid
        cards={STAT_CARDS}
        figures={figures}
        loading={stats.isPending}
        failed={stats.isError ? 'Could not load your workouts' : undefined}
      />

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <WeeklyGoalsCard week={week} targets={targets} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <SectionCard title="Today's Workouts" link={{ to: '/fitness/schedule', label: 'Schedule' }}>
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
              <WriteButton block variant="light" fullWidth leftSection={<IconPlus size={16} aria-hidden />} onClick={logDialog.open}>
                Log Workout
              </WriteButton>
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
                  <WriteButton mt="sm" onClick={logDialog.open}>
                    Log Your First Workout
                  </WriteButton>
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
