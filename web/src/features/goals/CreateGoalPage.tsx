import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function CreateGoalPage() {
  return <PlaceholderPage title="Create New Goal" area="Goal creation" />;
}
