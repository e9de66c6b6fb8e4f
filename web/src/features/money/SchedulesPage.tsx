import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function SchedulesPage() {
  return <PlaceholderPage title="Schedules" />;
}
