import { Anchor, EmptyState, Skeleton, Stack, Text } from '@mantine/core';
import { IconSalad } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
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
      action={
        <Anchor component={Link} to="/nutrition/meals" size="sm">
          Plan Meals
        </Anchor>
      }
    >
      {meals.isPending ? (
        <Stack gap="sm">
          <Skeleton height={72} />
          <Skeleton height={72} />
        </Stack>
      ) : meals.isError ? (
        <Text size="sm" c="red" role="alert">
          Could not load today&apos;s meals. Please try again.
        </Text>
      ) : list.length === 0 ? (
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
      ) : (
        <Stack gap="sm">
          {list.map((meal) => (
            <MealCard key={meal.id} meal={meal} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
