import { EmptyState, Group, Paper } from '@mantine/core';
import { IconPigMoney, IconPlus } from '@tabler/icons-react';
import { ComingSoonButton } from '../../components/ComingSoonButton';
import { PageHeader } from '../../components/PageHeader';
import { MoneySettings } from './MoneySettings';

const REASON = 'Budgets arrive in a coming release';

/** SPEC 2 Budgets: no budgets can be created yet, and the page says so. */
export default function BudgetsPage() {
  return (
    <>
      <PageHeader
        title="Budgets"
        description="Plan monthly spending limits per category"
        actions={
          <Group gap="sm">
            <MoneySettings />
            <ComingSoonButton reason={REASON} leftSection={<IconPlus size={16} aria-hidden />}>
              Create Budget
            </ComingSoonButton>
          </Group>
        }
      />
      <Paper withBorder radius="lg" p="xl">
        <EmptyState
          icon={<IconPigMoney size={32} aria-hidden />}
          variant="light"
          title="No budgets yet"
          description="Budgets arrive in a coming release. Meanwhile the Money Overview shows this month's spending by category."
        >
          <ComingSoonButton reason={REASON} mt="md" leftSection={<IconPlus size={16} aria-hidden />}>
            Create Budget
          </ComingSoonButton>
        </EmptyState>
      </Paper>
    </>
  );
}
