import { Group, RingProgress, Skeleton, Stack, Text } from '@mantine/core';
import { formatCount } from './format';
import { SectionCard } from '../../components/SectionCard';
import { dailyShare, type FitnessTargets } from './targets';
import type { WorkoutTotals } from './types';
import { percentOf } from './WeeklyGoalsCard';

interface Ring {
  label: string;
  value: number;
  goal: number;
  unit: string;
  color: string;
}

/**
 * SPEC 2's Apple Fitness card, with rings from the user's own data instead of SPEC's hard-coded
 * 157/12/8: today's calories, active minutes and workouts, each against a day's share of its weekly
 * target. Its Connect link leads to /fitness/apple.
 */
export function ActivityRingsCard({ day, targets }: { day: WorkoutTotals | undefined; targets: FitnessTargets }) {
  const rings: Ring[] = day
    ? [
        { label: 'Move', value: day.calories, goal: dailyShare(targets.calories), unit: 'cal', color: 'red' },
        { label: 'Exercise', value: day.activeMinutes, goal: dailyShare(targets.activeMinutes), unit: 'min', color: 'lime' },
        { label: 'Workouts', value: day.completed, goal: dailyShare(targets.workouts), unit: '', color: 'cyan' },
      ]
    : [];
  return (
    <SectionCard title="Apple Fitness" description="Today's activity" link={{ to: '/fitness/apple', label: 'Connect' }}>
      {!day ? (
        <Skeleton height={120} />
      ) : (
        <Group justify="space-around" wrap="nowrap">
          {rings.map((ring) => (
            <Stack key={ring.label} gap={2} align="center">
              <RingProgress
                size={84}
                thickness={9}
                roundCaps
                sections={[{ value: percentOf(ring.value, ring.goal), color: ring.color }]}
                label={
                  <Text ta="center" fw={700} size="sm" data-testid={`ring-${ring.label}`}>
                    {formatCount(ring.value)}
                  </Text>
                }
                role="img"
                aria-label={`${ring.label}: ${ring.value} of ${ring.goal}${ring.unit ? ` ${ring.unit}` : ''} today`}
              />
              <Text size="xs" fw={500}>
                {ring.label}
              </Text>
              <Text size="xs" c="dimmed">
                of {formatCount(ring.goal)}
                {ring.unit ? ` ${ring.unit}` : ''}
              </Text>
            </Stack>
          ))}
        </Group>
      )}
    </SectionCard>
  );
}
