import { Grid } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { localToday } from '../money';
import { GroceryListCard } from './GroceryListCard';
import { NutritionGoalsCard } from './NutritionGoalsCard';
import { NutritionQuickActions } from './NutritionQuickActions';
import { TodaysMealsCard } from './TodaysMealsCard';
import { WriteLinkButton } from '../../components/WriteLinkButton';

/**
 * SPEC 2 Nutrition overview: Daily Nutrition Goals, Today's Meals, the Grocery List and Quick
 * Actions; 'Log Food' opens the meal form. "Today" is the user's local day.
 */
export default function NutritionOverviewPage() {
  const today = localToday();
  return (
    <>
      <PageHeader
        title="Nutrition Overview"
        description="Track what you eat and drink against your daily goals"
        actions={
          <WriteLinkButton to="/nutrition/log" leftSection={<IconPlus size={16} aria-hidden />}>
            Log Food
          </WriteLinkButton>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <NutritionGoalsCard today={today} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TodaysMealsCard today={today} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <GroceryListCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <NutritionQuickActions />
        </Grid.Col>
      </Grid>
    </>
  );
}
