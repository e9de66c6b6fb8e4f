import '@mantine/dates/styles.css';
import { EARLIEST_SUPPORTED_DATE, LATEST_SUPPORTED_DATE } from '@life/domain/shared/dates';
import { DateInput } from '@mantine/dates';
import type { ReactNode } from 'react';
import { parseTypedDate } from './typed-date';

interface DateFieldProps {
  label: string;
  /** yyyy-mm-dd, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: ReactNode;
  withAsterisk?: boolean;
}

/** A typed parse, or null to keep the last good date while the text is incomplete or refused. */
const dateParser = (text: string) => parseTypedDate(text) || null;

/**
 * SPEC 2 schedule date picker: type a date (MM-dd-yyyy, MM/dd/yyyy, yyyy-MM-dd, M-d-yyyy,
 * M/d/yyyy, years 1901 to 2099) or pick it from the calendar popup; emptying the text clears it.
 */
export function DateField({ label, value, onChange, onBlur, error, withAsterisk }: DateFieldProps) {
  return (
    <DateInput
      label={label}
      withAsterisk={withAsterisk}
      placeholder="MM/DD/YYYY"
      valueFormat="MM/DD/YYYY"
      dateParser={dateParser}
      minDate={EARLIEST_SUPPORTED_DATE}
      maxDate={LATEST_SUPPORTED_DATE}
      clearable
      allowDeselect
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      onBlur={onBlur}
      error={error}
      popoverProps={{ withinPortal: true }}
    />
  );
}
