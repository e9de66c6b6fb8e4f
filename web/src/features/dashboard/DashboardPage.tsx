import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function DashboardPage() {
  return <PlaceholderPage title="Dashboard" description="Welcome back! Here's what's happening in your life." area="Dashboard" />;
}
