import { Modal, NativeSelect, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CurrencyInput } from '../../../components/CurrencyInput';
import { ItemFormFrame } from '../../../components/manager/FormParts';
import { useItemFormSubmit } from '../../../components/manager/use-item-form-submit';
import { EDIT_DAY_OPTIONS, recurringEditValues, type RecurringEditValues, toRecurringUpdateBody, validateRecurringEdit } from './edit-form';
import { AutoPostCheckbox } from './AutoPostCheckbox';
import { recurringMutations } from './mutations';
import { OlderOccurrencesCheckbox } from './OlderOccurrencesCheckbox';
import { FREQUENCY_OPTIONS, type RecurringTransaction } from './types';

interface RecurringEditFormProps {
  record: RecurringTransaction;
  onDone: () => void;
}

/** SPEC 2/5 'Edit Recurring Transaction': title required, bi-monthly days 1 to 28 (defaults 15 and 1), and the autoPost option. */
export function RecurringEditForm({ record, onDone }: RecurringEditFormProps) {
  const form = useForm<RecurringEditValues>({
    initialValues: recurringEditValues(record),
    validate: (values) => validateRecurringEdit(record, values),
    validateInputOnChange: true,
  });
  // The API names the two days as one field; its message goes under the second select.
  const { save, problem, pending } = useItemFormSubmit(recurringMutations, {
    item: record,
    form,
    onDone,
    rename: { biMonthlyDates: 'secondDay' },
  });
  const submit = form.onSubmit((values) => save(toRecurringUpdateBody(record, values)));
  const values = form.values;

  return (
    <ItemFormFrame
      label="Edit recurring transaction"
      onSubmit={submit}
      problem={problem}
      actions={{ editing: true, pending, createLabel: 'Create', updateLabel: 'Update Recurring Transaction', onCancel: onDone }}
    >
      {/* The title; called Description as on the transaction form, whose message it shares. */}
      <TextInput label="Description" withAsterisk {...form.getInputProps('title')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CurrencyInput label="Amount" placeholder="0.00" {...form.getInputProps('amount')} value={values.amount} />
        <NativeSelect label="Frequency" data={FREQUENCY_OPTIONS} {...form.getInputProps('frequency')} />
      </SimpleGrid>
      {values.frequency === 'bi-monthly' && (
        <SimpleGrid cols={2}>
          <NativeSelect label="First Date" data={EDIT_DAY_OPTIONS} {...form.getInputProps('firstDay')} />
          <NativeSelect label="Second Date" data={EDIT_DAY_OPTIONS} {...form.getInputProps('secondDay')} />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="date" label="Start Date" {...form.getInputProps('startDate')} />
        <TextInput type="date" label="End Date (Optional)" {...form.getInputProps('endDate')} />
      </SimpleGrid>
      <OlderOccurrencesCheckbox startDate={values.startDate} {...form.getInputProps('includeOlderOccurrences', { type: 'checkbox' })} />
      <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
      <AutoPostCheckbox {...form.getInputProps('autoPost', { type: 'checkbox' })} />
    </ItemFormFrame>
  );
}

interface RecurringEditDialogProps {
  /** The record being edited; null when closed. */
  record: RecurringTransaction | null;
  onClose: () => void;
}

export function RecurringEditDialog({ record, onClose }: RecurringEditDialogProps) {
  return (
    <Modal opened={record !== null} onClose={onClose} title="Edit Recurring Transaction" size="lg">
      {record && <RecurringEditForm key={record.id} record={record} onDone={onClose} />}
    </Modal>
  );
}
