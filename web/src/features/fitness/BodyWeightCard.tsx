import { validateBodyWeightInput } from '@life/domain/body-weight/validation';
import { Button, Group, NativeSelect, SegmentedControl, Skeleton, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ChartWithTable, FigureTable } from '../../components/FigureTable';
import { QueryState } from '../../components/QueryState';
import { RESTORABLE_NOTE } from '../../components/restore-note';
import { SectionCard } from '../../components/SectionCard';
import { WriteButton } from '../../components/WriteButton';
import { HistoryButton } from '../history';
import { formatDisplayDate, localToday } from '../money';
import { useDeleteBodyWeight, useLogBodyWeight, useUpdateBodyWeight } from './mutations';
import { bodyWeightQueries } from './queries';
import type { BodyWeightEntry, BodyWeightLog, BodyWeightUnit } from './types';

const BodyWeightChart = lazy(() => import('./BodyWeightChart'));

export const DELETE_WEIGHT_PROMPT = `Are you sure you want to delete this weight entry? ${RESTORABLE_NOTE}`;

const SOURCE_LABELS = { myfitnesspal: 'MyFitnessPal', 'apple-health': 'Apple Health' } as const;

interface WeightFormValues {
  date: string;
  weight: string;
  unit: BodyWeightUnit;
}

/**
 * The body-weight log (issue 27): a form (log, or edit the entry chosen in the table), the chart of
 * the weights and their trend in the chosen unit, and the table of entries (newest first), each with
 * its history; a deleted entry comes back from Recently Deleted (money Settings).
 */
export function BodyWeightCard() {
  const [unit, setUnit] = useState<BodyWeightUnit | null>(null);
  const log = useQuery(bodyWeightQueries.log(unit));
  return (
    <SectionCard
      title="Body weight"
      description="Your weigh-ins and their trend (the average of the last 7 entries)"
      action={
        <SegmentedControl
          aria-label="Weight unit"
          size="xs"
          value={unit ?? log.data?.unit ?? 'kg'}
          onChange={(value) => setUnit(value)}
          data={[
            { value: 'kg', label: 'kg' },
            { value: 'lb', label: 'lb' },
          ]}
        />
      }
    >
      <Stack gap="md">
        <WeightForm key={log.data?.unit ?? 'kg'} defaultUnit={log.data?.unit ?? 'kg'} />
        <QueryState
          query={log}
          loading={<Skeleton height={220} />}
          error="Could not load your weight log. Please try again."
          retryLabel="Try again"
          isEmpty={(data) => data.entries.length === 0}
          empty={<Text c="dimmed">No weight entries yet. Log your first weigh-in above.</Text>}
        >
          {(data) => <WeightLog log={data} />}
        </QueryState>
      </Stack>
    </SectionCard>
  );
}

function WeightForm({ defaultUnit, editing, onDone }: { defaultUnit: BodyWeightUnit; editing?: BodyWeightEntry; onDone?: () => void }) {
  const create = useLogBodyWeight();
  const update = useUpdateBodyWeight();
  const form = useForm<WeightFormValues>({
    initialValues: editing
      ? { date: editing.date, weight: editing.weight, unit: editing.unit }
      : { date: localToday(), weight: '', unit: defaultUnit },
    validate: (values) => validateBodyWeightInput({ ...values, weight: values.weight.trim() }),
  });
  const submit = form.onSubmit((values) => {
    const body = { ...values, weight: values.weight.trim() };
    if (editing) update.mutate({ id: editing.id, body }, { onSuccess: () => onDone?.() });
    else create.mutate(body, { onSuccess: () => form.setFieldValue('weight', '') });
  });
  return (
    <form onSubmit={submit} noValidate aria-label={editing ? 'Edit weight entry' : 'Log weight'}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput label="Date" type="date" withAsterisk {...form.getInputProps('date')} />
        <TextInput label="Weight" inputMode="decimal" placeholder="e.g. 72.4" withAsterisk w={120} {...form.getInputProps('weight')} />
        <NativeSelect label="Unit" data={['kg', 'lb']} w={80} {...form.getInputProps('unit')} />
        <WriteButton type="submit" loading={create.isPending || update.isPending}>
          {editing ? 'Save weight' : 'Log weight'}
        </WriteButton>
        {editing && (
          <Button variant="subtle" onClick={onDone}>
            Cancel
          </Button>
        )}
      </Group>
    </form>
  );
}

function WeightLog({ log }: { log: BodyWeightLog }) {
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<BodyWeightEntry | null>(null);
  const remove = useDeleteBodyWeight();
  const points = new Map(log.points.map((point) => [point.id, point]));
  return (
    <ChartWithTable chart={<BodyWeightChart log={log} />}>
      <FigureTable
        caption={`Weight entries, newest first (weight and trend in ${log.unit})`}
        headers={['Date', 'As entered', `Weight (${log.unit})`, `Trend (${log.unit})`]}
        trailing={
          <>
            <Table.Th scope="col">Source</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </>
        }
        minWidth={560}
      >
        {log.entries.map((entry) =>
          editing === entry.id ? (
            <Table.Tr key={entry.id}>
              <Table.Td colSpan={6}>
                <WeightForm defaultUnit={entry.unit} editing={entry} onDone={() => setEditing(null)} />
              </Table.Td>
            </Table.Tr>
          ) : (
            <Table.Tr key={entry.id}>
              <Table.Th scope="row" fw={400}>
                {formatDisplayDate(entry.date)}
              </Table.Th>
              <Table.Td ta="right">
                {entry.weight} {entry.unit}
              </Table.Td>
              <Table.Td ta="right">{points.get(entry.id)?.weight}</Table.Td>
              <Table.Td ta="right">{points.get(entry.id)?.trend}</Table.Td>
              <Table.Td>{entry.source ? SOURCE_LABELS[entry.source] : 'Manual'}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <WriteButton
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => setEditing(entry.id)}
                    aria-label={`Edit weight of ${formatDisplayDate(entry.date)}`}
                  >
                    Edit
                  </WriteButton>
                  <WriteButton
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() => setDeleting(entry)}
                    aria-label={`Delete weight of ${formatDisplayDate(entry.date)}`}
                  >
                    Delete
                  </WriteButton>
                  <HistoryButton kind="body-weight" id={entry.id} name={`weight of ${formatDisplayDate(entry.date)}`} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ),
        )}
      </FigureTable>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete weight entry"
        message={DELETE_WEIGHT_PROMPT}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </ChartWithTable>
  );
}
