import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function NutritionOverviewPage() {
  return <PlaceholderPage title="Nutrition Overview" area="Nutrition" />;
}
