import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function BudgetsPage() {
  return <PlaceholderPage title="Budgets" />;
}
