import { EmptyState, SimpleGrid, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { GoalCard } from './GoalCard';
import type { Goal } from './types';

interface GoalListProps {
  goals: readonly Goal[] | undefined;
  isPending: boolean;
  error: Error | null;
  /** Accessible name of the list. */
  label: string;
  empty: { icon: ReactNode; title: string; description?: string; action?: ReactNode };
}

/** Goal cards in a grid, with loading, error and empty states (the overview, the backlog). */
export function GoalList({ goals, isPending, error, label, empty }: GoalListProps) {
  if (isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true">
        <Skeleton height={180} radius="lg" />
        <Skeleton height={180} radius="lg" />
      </SimpleGrid>
    );
  }
  if (error || !goals) {
    return <EmptyState variant="light" size="sm" title="Could not load your goals" description="Please try again." role="alert" />;
  }
  if (goals.length === 0) {
    return (
      <EmptyState icon={empty.icon} variant="light" size="sm" title={empty.title} description={empty.description}>
        {empty.action}
      </EmptyState>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} role="list" aria-label={label}>
      {goals.map((goal) => (
        <div role="listitem" key={goal.id}>
          <GoalCard goal={goal} />
        </div>
      ))}
    </SimpleGrid>
  );
}
