import { Grid } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { useViewedMoment } from '../../api/as-of';
import { localToday } from '../money';
import { GroceryListCard } from './GroceryListCard';
import { NutritionGoalsCard } from './NutritionGoalsCard';
import { NutritionQuickActions } from './NutritionQuickActions';
import { TodaysMealsCard } from './TodaysMealsCard';
import { AddLinkButton } from '../../components/WriteLinkButton';

/**
 * SPEC 2 Nutrition overview: Daily Nutrition Goals, Today's Meals, the Grocery List and Quick
 * Actions; 'Log Food' opens the meal form. "Today" is the user's local day.
 */
export default function NutritionOverviewPage() {
  const today = localToday(useViewedMoment());
  return (
    <>
      <PageHeader
        title="Nutrition Overview"
        description="Track what you eat and drink against your daily goals"
        actions={<AddLinkButton to="/nutrition/log">Log Food</AddLinkButton>}
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
