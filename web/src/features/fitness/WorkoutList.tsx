import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { WorkoutCard } from './WorkoutCard';
import type { Workout } from './types';

/** Workout cards, skeletons while loading, `empty` when there are none. */
export function WorkoutList({ workouts, label, empty }: { workouts: Workout[] | undefined; label: string; empty: ReactNode }) {
  if (!workouts)
    return (
      <Stack gap="sm">
        <Skeleton height={90} />
        <Skeleton height={90} />
      </Stack>
    );
  if (workouts.length === 0) return <>{empty}</>;
  return (
    <Stack gap="sm" aria-label={label} role="list">
      {workouts.map((workout) => (
        <div role="listitem" key={workout.id}>
          <WorkoutCard workout={workout} />
        </div>
      ))}
    </Stack>
  );
}
