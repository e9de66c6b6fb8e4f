import { Badge, Card, Collapse, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { RESTORABLE_NOTE } from '../../../components/restore-note';
import { accountQueries } from '../accounts/queries';
import { categoryQueries } from '../categories/queries';
import type { Category } from '../categories/types';
import { plural } from '../format';
import { useDeleteRecurringTransaction, useGenerateRecurringTransactions } from './mutations';
import { recurringQueries } from './queries';
import { RecurringEditDialog } from './RecurringEditForm';
import { RecurringRow } from './RecurringRow';
import type { RecurringTransaction } from './types';

const NO_ACCOUNT_NAMES: ReadonlyMap<string, string> = new Map();
const NO_CATEGORIES: ReadonlyMap<string, Category> = new Map();

/** What the delete confirmation says (SPEC 7: deleting it removes its pending transactions too). */
export const RECURRING_DELETE_MESSAGE = `Are you sure you want to delete this recurring transaction? Its pending transactions are deleted too, and come back with it. ${RESTORABLE_NOTE}`;

/**
 * The Transactions page's collapsible 'Recurring Transactions' list (SPEC 2): shown only when
 * some exist, collapsed by default, headed 'N recurring transaction(s) set up'.
 */
export function RecurringList() {
  const list = useQuery(recurringQueries.list());
  const accountNames = useQuery(accountQueries.names()).data ?? NO_ACCOUNT_NAMES;
  const categories = useQuery(categoryQueries.byId()).data ?? NO_CATEGORIES;
  const deleteMutation = useDeleteRecurringTransaction();
  const generateMutation = useGenerateRecurringTransactions();
  const [expanded, setExpanded] = useState(false);
  const [editing, setEditing] = useState<RecurringTransaction | null>(null);
  const [deleting, setDeleting] = useState<RecurringTransaction | null>(null);

  const records = list.data ?? [];
  if (records.length === 0) return null;
  const count = plural(records.length, 'recurring transaction');

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="recurring-transactions-title" mb="lg">
      <UnstyledButton onClick={() => setExpanded((open) => !open)} aria-expanded={expanded} aria-controls="recurring-transactions-list">
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Title order={2} size="h4" id="recurring-transactions-title">
              Recurring Transactions
            </Title>
            <Text size="sm" c="dimmed" data-testid="recurring-count">
              {count} set up
            </Text>
          </div>
          <Group gap="xs" wrap="nowrap">
            <Badge variant="light">{records.length}</Badge>
            {expanded ? <IconChevronDown size={18} aria-hidden /> : <IconChevronRight size={18} aria-hidden />}
          </Group>
        </Group>
      </UnstyledButton>
      <Collapse expanded={expanded}>
        <Stack gap="xs" mt="md" id="recurring-transactions-list" role="list" aria-label="Recurring transactions">
          {expanded &&
            records.map((record) => (
              <div role="listitem" key={record.id}>
                <RecurringRow
                  record={record}
                  accountNames={accountNames}
                  categories={categories}
                  onEdit={setEditing}
                  onDelete={setDeleting}
                  onGenerate={(item) => generateMutation.mutate(item.id)}
                />
              </div>
            ))}
        </Stack>
      </Collapse>

      <RecurringEditDialog record={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete recurring transaction"
        message={RECURRING_DELETE_MESSAGE}
        loading={deleteMutation.isPending}
        onConfirm={() => deleting && deleteMutation.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
