import { EmptyState, Stack } from '@mantine/core';
import { IconSalad } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { QueryState, SkeletonStack } from '../../components/QueryState';
import { SectionCard } from '../../components/SectionCard';
import { MealCard } from './MealCard';
import { mealQueries } from './queries';
import { WriteLinkButton } from '../../components/WriteLinkButton';

/** SPEC 2 'Today's Meals': 'N of M meals logged', a Plan Meals link and a card per meal of the user's today. */
export function TodaysMealsCard({ today }: { today: string }) {
  const meals = useQuery(mealQueries.day(today));
  const list = meals.data ?? [];
  const logged = list.filter((meal) => meal.logged).length;

  return (
    <SectionCard
      title="Today's Meals"
      description={meals.data ? `${logged} of ${list.length} meals logged` : undefined}
      link={{ to: '/nutrition/meals', label: 'Plan Meals' }}
    >
      <QueryState
        query={meals}
        loading={<SkeletonStack height={72} />}
        error="Could not load today's meals. Please try again."
        empty={
          <EmptyState
            size="sm"
            icon={<IconSalad size={28} aria-hidden />}
            title="No meals for today yet"
            description="Log what you eat to see it add up against your goals."
          >
            <WriteLinkButton to="/nutrition/log" variant="light" size="xs">
              Log Food
            </WriteLinkButton>
          </EmptyState>
        }
      >
        {(list) => (
          <Stack gap="sm">
            {list.map((meal) => (
              <MealCard key={meal.id} meal={meal} />
            ))}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
