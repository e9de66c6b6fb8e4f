import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function TransactionsPage() {
  return <PlaceholderPage title="Transactions" />;
}
