import { NativeSelect, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ItemEditFormFrame } from '../../../components/manager/FormParts';
import { useItemFormSubmit } from '../../../components/manager/use-item-form-submit';
import { formatDisplayDate, localToday } from '../format';
import { recurringQueries } from '../recurring/queries';
import { FREQUENCY_LABELS, type RecurringTransaction } from '../recurring/types';
import { DateField } from './DateField';
import { scheduleMutations } from './mutations';
import {
  endDateForRecurringChoice,
  followsRecurring,
  recurringChoiceProblem,
  scheduleFormValues,
  type ScheduleFormValues,
  toScheduleBody,
  validateScheduleForm,
} from './schedule-form';
import { SCHEDULE_FREQUENCY_OPTIONS, type Schedule } from './types';

interface ScheduleFormProps {
  schedule?: Schedule;
  onDone: () => void;
}

function recurringOptions(records: readonly RecurringTransaction[] | undefined, loading: boolean) {
  const placeholder = loading
    ? 'Loading recurring transactions...'
    : records?.length
      ? 'Select a recurring transaction'
      : 'No recurring transactions yet';
  return [
    { value: '', label: placeholder, disabled: true },
    ...(records ?? []).map((record) => ({ value: record.id, label: `${record.title} (${FREQUENCY_LABELS[record.frequency]})` })),
  ];
}

const NAMES = { one: 'schedule', title: 'Schedule' };

/**
 * SPEC 2/5 schedule form: name, frequency (monthly by default), start and end dates (typed or
 * picked), and for 'use-recurring-transaction' the recurring transaction it follows.
 */
export function ScheduleForm({ schedule, onDone }: ScheduleFormProps) {
  const editing = schedule !== undefined;
  const queryClient = useQueryClient();
  const form = useForm<ScheduleFormValues>({
    initialValues: scheduleFormValues(schedule, localToday()),
    validate: validateScheduleForm,
    validateInputOnChange: true,
    onValuesChange: (values, previous) => {
      // Leaving 'use-recurring-transaction' clears the choice (SPEC 2).
      if (!followsRecurring(values) && values.recurringTransactionId !== '') {
        form.setFieldValue('recurringTransactionId', '');
        return;
      }
      if (values.recurringTransactionId !== previous.recurringTransactionId && values.recurringTransactionId !== '') {
        const loaded = queryClient.getQueryData(recurringQueries.list().queryKey);
        const picked = loaded?.find((record) => record.id === values.recurringTransactionId);
        const endDate = endDateForRecurringChoice(picked, localToday());
        if (endDate !== null && endDate !== values.endDate) form.setFieldValue('endDate', endDate);
      }
    },
  });
  const values = form.values;
  const following = followsRecurring(values);
  // SPEC 7: the recurring list is fetched only while 'use-recurring-transaction' is chosen.
  const recurringList = useQuery({ ...recurringQueries.list(), enabled: following });
  const saving = useItemFormSubmit(scheduleMutations, { item: schedule, form, onDone });

  const submit = form.onSubmit((formValues) => {
    // The list as loaded now (a poll may have dropped the chosen one since the last render).
    const notFound = recurringChoiceProblem(formValues, queryClient.getQueryData(recurringQueries.list().queryKey));
    if (notFound) {
      form.setFieldError('recurringTransactionId', notFound);
      return;
    }
    return saving.save(toScheduleBody(formValues));
  });
  const picked = recurringList.data?.find((record) => record.id === values.recurringTransactionId);

  return (
    <ItemEditFormFrame names={NAMES} editing={editing} saving={saving} onSubmit={submit} onCancel={onDone}>
      <TextInput label="Schedule Name" withAsterisk placeholder="e.g. Pay periods" {...form.getInputProps('name')} />
      <NativeSelect label="Frequency" data={SCHEDULE_FREQUENCY_OPTIONS} {...form.getInputProps('frequency')} />
      {following && (
        <div>
          <NativeSelect
            label="Recurring Transaction"
            withAsterisk
            data={recurringOptions(recurringList.data, recurringList.isPending)}
            {...form.getInputProps('recurringTransactionId')}
          />
          {picked && (
            <Text size="xs" c="dimmed" mt={4}>
              Periods follow its {FREQUENCY_LABELS[picked.frequency].toLowerCase()} dates from {formatDisplayDate(picked.startDate)}.
            </Text>
          )}
        </div>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateField label="Start Date" withAsterisk {...form.getInputProps('startDate')} value={values.startDate} />
        <DateField label="End Date" withAsterisk {...form.getInputProps('endDate')} value={values.endDate} />
      </SimpleGrid>
      {editing && <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />}
    </ItemEditFormFrame>
  );
}
