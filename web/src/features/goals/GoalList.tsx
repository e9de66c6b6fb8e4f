import { EmptyState, SimpleGrid, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryState, type QueryLike } from '../../components/QueryState';
import { GoalCard } from './GoalCard';
import type { Goal } from './types';

interface GoalListProps {
  goals: QueryLike<readonly Goal[]>;
  /** Accessible name of the list. */
  label: string;
  empty: { icon: ReactNode; title: string; description?: string; action?: ReactNode };
}

/** Goal cards in a grid, with loading, error and empty states (the overview, the backlog). */
export function GoalList({ goals, label, empty }: GoalListProps) {
  return (
    <QueryState
      query={goals}
      loading={
        <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true">
          <Skeleton height={180} radius="lg" />
          <Skeleton height={180} radius="lg" />
        </SimpleGrid>
      }
      error={<EmptyState variant="light" size="sm" title="Could not load your goals" description="Please try again." role="alert" />}
      empty={
        <EmptyState icon={empty.icon} variant="light" size="sm" title={empty.title} description={empty.description}>
          {empty.action}
        </EmptyState>
      }
    >
      {(list) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }} role="list" aria-label={label}>
          {list.map((goal) => (
            <div role="listitem" key={goal.id}>
              <GoalCard goal={goal} />
            </div>
          ))}
        </SimpleGrid>
      )}
    </QueryState>
  );
}
