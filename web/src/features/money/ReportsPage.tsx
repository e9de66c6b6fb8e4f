import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function ReportsPage() {
  return <PlaceholderPage title="Reports" />;
}
