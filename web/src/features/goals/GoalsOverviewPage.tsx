import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function GoalsOverviewPage() {
  return <PlaceholderPage title="Goals Overview" area="Goals" />;
}
