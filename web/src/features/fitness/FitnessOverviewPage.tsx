import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function FitnessOverviewPage() {
  return <PlaceholderPage title="Fitness" area="Fitness" />;
}
