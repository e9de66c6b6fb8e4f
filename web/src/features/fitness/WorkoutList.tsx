import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryState, SkeletonStack } from '../../components/QueryState';
import { WorkoutCard } from './WorkoutCard';
import type { Workout } from './types';

/** Workout cards, skeletons until there are some (a failed load too: the stat cards say it failed), `empty` when there are none. */
export function WorkoutList({ workouts, label, empty }: { workouts: Workout[] | undefined; label: string; empty: ReactNode }) {
  return (
    <QueryState
      query={{ data: workouts, isPending: workouts === undefined, isError: false }}
      loading={<SkeletonStack height={90} />}
      error={null}
      empty={empty}
    >
      {(list) => (
        <Stack gap="sm" aria-label={label} role="list">
          {list.map((workout) => (
            <div role="listitem" key={workout.id}>
              <WorkoutCard workout={workout} />
            </div>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
