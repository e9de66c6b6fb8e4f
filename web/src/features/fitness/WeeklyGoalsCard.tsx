import { Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { formatCount } from './format';
import { SectionCard } from '../../components/SectionCard';
import type { FitnessTargets } from './targets';
import type { WorkoutWeek } from './types';

interface GoalBar {
  label: string;
  value: number;
  target: number;
  unit: string;
  color: string;
}

/** Percent of a target reached, capped at 100 (a bar never overflows). */
export function percentOf(value: number, target: number): number {
  return target > 0 ? Math.min(100, Math.round((value / target) * 100)) : 0;
}

/** SPEC 2 'Weekly Goals': this week's workouts, calories and active minutes against the targets. */
export function WeeklyGoalsCard({ week, targets }: { week: WorkoutWeek | undefined; targets: FitnessTargets }) {
  const bars: GoalBar[] = week
    ? [
        { label: 'Workouts', value: week.completed, target: targets.workouts, unit: '', color: 'indigo' },
        { label: 'Calories', value: week.calories, target: targets.calories, unit: ' cal', color: 'orange' },
        { label: 'Active Minutes', value: week.activeMinutes, target: targets.activeMinutes, unit: ' min', color: 'teal' },
      ]
    : [];
  return (
    <SectionCard title="Weekly Goals" description="Your progress over the last 7 days">
      {!week ? (
        <Stack gap="md">
          <Skeleton height={28} />
          <Skeleton height={28} />
          <Skeleton height={28} />
        </Stack>
      ) : (
        <Stack gap="md">
          {bars.map((bar) => (
            <div key={bar.label}>
              <Group justify="space-between" mb={4}>
                <Text size="sm" fw={500}>
                  {bar.label}
                </Text>
                <Text size="sm" c="dimmed" data-testid={`goal-${bar.label}`}>
                  {formatCount(bar.value)} / {formatCount(bar.target)}
                  {bar.unit}
                </Text>
              </Group>
              <Progress value={percentOf(bar.value, bar.target)} color={bar.color} aria-label={`${bar.label} this week`} />
            </div>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
