import { loggedMealTotals } from '@life/domain/meals/totals';
import { DEFAULT_TARGETS } from '@life/domain/targets/constants';
import { Anchor, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { IconGlass, IconMinus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { LoadError } from '../../components/QueryState';
import { SectionCard } from '../../components/SectionCard';
import { targetQueries } from '../targets/queries';
import { barPercent, barStatus, nutritionBars, type NutritionBar } from './goals';
import { useLogWater, useRemoveWater } from './mutations';
import { mealQueries, waterQueries } from './queries';
import { WriteButton } from '../../components/WriteButton';

function GoalBar({ bar }: { bar: NutritionBar }) {
  return (
    <div data-testid={`nutrition-bar-${bar.key}`}>
      <Group justify="space-between" mb={4} wrap="nowrap">
        <Text size="sm" fw={500}>
          {bar.label}
        </Text>
        <Text size="sm" c="dimmed" data-testid="bar-amount">
          {bar.format(bar.value)} / {bar.format(bar.target)}
        </Text>
      </Group>
      <Progress value={barPercent(bar)} color={bar.color} aria-label={`${bar.label} today`} />
      <Text size="xs" c={bar.value > bar.target ? 'red.7' : 'dimmed'} mt={2} data-testid="bar-status">
        {barStatus(bar)}
      </Text>
    </div>
  );
}

/**
 * SPEC 2 'Daily Nutrition Goals': Calories, Protein, Carbohydrates, Fat and Water bars. Beyond SPEC
 * every bar is real: the sums of today's logged meals and today's glasses against the user's own
 * targets ('Set Goals'; the SPEC constants until set). 'Log Water' adds a glass, 'Remove a glass' takes one back.
 */
export function NutritionGoalsCard({ today }: { today: string }) {
  const meals = useQuery(mealQueries.day(today));
  const water = useQuery(waterQueries.day(today));
  const targets = useQuery(targetQueries.current());
  const logWater = useLogWater();
  const removeWater = useRemoveWater();
  const glasses = water.data?.glasses ?? 0;
  const loading = meals.isPending || water.isPending || targets.isPending;
  const bars = nutritionBars(loggedMealTotals(meals.data ?? []), water.data?.glasses ?? 0, targets.data ?? DEFAULT_TARGETS);

  return (
    <SectionCard title="Daily Nutrition Goals" description="Today's progress towards your targets">
      {loading ? (
        <Stack gap="md">
          {bars.map((bar) => (
            <Skeleton key={bar.key} height={40} />
          ))}
        </Stack>
      ) : (
        <Stack gap="md">
          {meals.isError && <LoadError>Could not load today&apos;s meals. Please try again.</LoadError>}
          {bars.map((bar) => (
            <GoalBar key={bar.key} bar={bar} />
          ))}
        </Stack>
      )}
      <Group mt="lg" gap="sm">
        <WriteButton
          variant="light"
          leftSection={<IconGlass size={16} aria-hidden />}
          loading={logWater.isPending}
          onClick={() => logWater.mutate(today)}
        >
          Log Water
        </WriteButton>
        {/* Issue 26: a glass logged by mistake can be taken back. */}
        <WriteButton
          variant="subtle"
          color="gray"
          leftSection={<IconMinus size={16} aria-hidden />}
          loading={removeWater.isPending}
          disabled={glasses === 0}
          onClick={() => removeWater.mutate(today)}
        >
          Remove a glass
        </WriteButton>
        <Anchor component={Link} to="/nutrition/mfp" size="sm">
          Sync MFP
        </Anchor>
      </Group>
    </SectionCard>
  );
}
