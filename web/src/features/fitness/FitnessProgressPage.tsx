import { SegmentedControl, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { ChartWithTable } from '../../components/FigureTable';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { SectionCard } from '../../components/SectionCard';
import { BodyWeightCard } from './BodyWeightCard';
import { PROGRESS_FIGURES } from './progress';
import { WeeklyFigureTable } from './ProgressTables';
import { workoutQueries } from './queries';
import type { WorkoutProgressRange } from './types';

// The chart library (recharts) loads with this screen only.
const ProgressChart = lazy(() => import('./ProgressCharts'));

const RANGES: { value: WorkoutProgressRange; label: string; caption: string }[] = [
  { value: '12w', label: '12 weeks', caption: 'last 12 weeks' },
  { value: '1y', label: 'Year', caption: 'last 52 weeks' },
];

/**
 * /fitness/progress (issue 27): completed workouts, active minutes and calories per week (Monday to
 * Sunday, the user's days; this week so far) by workout type, over 12 weeks or a year, each a chart
 * with its table; and the body-weight log with its trend. Everything reads as of the viewed instant.
 */
export default function FitnessProgressPage() {
  const [range, setRange] = useState<WorkoutProgressRange>('12w');
  const progress = useQuery(workoutQueries.progress(range));
  const caption = RANGES.find((option) => option.value === range)!.caption;

  return (
    <>
      <PageHeader
        title="Progress"
        description="Your workouts per week by type, and your body weight"
        back={{ to: '/fitness', label: 'Back to Fitness' }}
      />
      <SegmentedControl
        aria-label="Range"
        mb="lg"
        value={range}
        onChange={(value) => setRange(value)}
        data={RANGES.map(({ value, label }) => ({ value, label }))}
      />
      <Stack gap="lg">
        {PROGRESS_FIGURES.map(({ figure, title, unit }) => (
          <SectionCard key={figure} title={title} description={`Completed workouts, ${caption}, by type`}>
            <QueryState
              query={progress}
              loading={<Skeleton height={220} />}
              error="Could not load your progress. Please try again."
              retryLabel="Try again"
            >
              {(data) => (
                <ChartWithTable chart={<ProgressChart weeks={data.weeks} figure={figure} unit={unit} />}>
                  <WeeklyFigureTable caption={`${title}, ${caption}`} progress={data} figure={figure} />
                </ChartWithTable>
              )}
            </QueryState>
          </SectionCard>
        ))}
        <BodyWeightCard />
      </Stack>
    </>
  );
}
