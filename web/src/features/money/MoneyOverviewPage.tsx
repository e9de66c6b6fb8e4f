import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function MoneyOverviewPage() {
  return <PlaceholderPage title="Money Overview" area="Money" />;
}
