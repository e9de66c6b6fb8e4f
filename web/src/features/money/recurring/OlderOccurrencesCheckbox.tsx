import { offersOlderOccurrences } from '@life/domain/recurring/window';
import { Checkbox, type CheckboxProps } from '@mantine/core';
import { localToday } from '../format';

interface OlderOccurrencesCheckboxProps extends Omit<CheckboxProps, 'label' | 'description'> {
  /** The form's start date: the box shows only when it is more than a year before today. */
  startDate: string;
}

/**
 * 'Also create occurrences older than a year', sent as includeOlderOccurrences: without it a rule's
 * occurrences start one year before today (the domain's window, recurring/window.ts). Shown only where
 * it changes something; a ticked box left hidden changes nothing either.
 */
export function OlderOccurrencesCheckbox({ startDate, ...props }: OlderOccurrencesCheckboxProps) {
  if (!offersOlderOccurrences(startDate, localToday())) return null;
  return (
    <Checkbox
      label="Also create occurrences older than a year"
      description="Without it, occurrences start one year before today"
      {...props}
    />
  );
}
