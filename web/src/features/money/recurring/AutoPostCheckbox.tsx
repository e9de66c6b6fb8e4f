import type { RecurringFrequency } from '@life/domain/recurring/constants';
import { occurrencesPostedOnCreate } from '@life/domain/recurring/window';
import { Checkbox, type CheckboxProps, Stack, Text } from '@mantine/core';
import { formatDisplayDate, localToday, plural } from '../format';

/** The one label of the option, in the create and the edit dialogs. */
export const AUTO_POST_LABEL = 'Mark posted automatically on its date';

/** What a new rule's form holds that decides which occurrences exist up to today. */
export interface AutoPostRule {
  frequency: RecurringFrequency;
  startDate: string;
  /** '' or null: open-ended. */
  endDate: string | null;
  biMonthlyDates: readonly number[];
  includeOlderOccurrences: boolean;
}

/**
 * What creating the rule does to its occurrences dated up to today (issue 24), from the domain's
 * occurrence rules and window (`occurrencesPostedOnCreate`, what the worker writes): with the option,
 * '3 occurrences up to today will be created posted (Nov 6, 2026 to Nov 20, 2026)'; without it, the
 * same occurrences are created pending. Null when the rule has none up to today and the option is off.
 */
export function autoPostOnCreateText(rule: AutoPostRule, autoPost: boolean, today: string): string | null {
  const { count, first, last } = occurrencesPostedOnCreate(
    { ...rule, endDate: rule.endDate === '' ? null : rule.endDate, autoPost: true },
    today,
  );
  if (count === 0) return autoPost ? 'None is dated up to today: each occurrence is marked posted on its day' : null;
  const range = first === last ? formatDisplayDate(first) : `${formatDisplayDate(first)} to ${formatDisplayDate(last)}`;
  return `${plural(count, 'occurrence')} up to today will be created ${autoPost ? 'posted' : 'pending'} (${range})`;
}

interface AutoPostCheckboxProps extends Omit<CheckboxProps, 'label' | 'description'> {
  /** On create: the form's rule, so the box says which occurrences it creates posted. */
  creating?: AutoPostRule;
}

/**
 * 'Mark posted automatically on its date' (autoPost): generated transactions are marked posted on
 * their day. On create it also says which occurrences up to today the save writes posted (or pending).
 */
export function AutoPostCheckbox({ creating, ...props }: AutoPostCheckboxProps) {
  const text = creating ? autoPostOnCreateText(creating, props.checked ?? false, localToday()) : null;
  return (
    <Stack gap={4}>
      <Checkbox
        label={AUTO_POST_LABEL}
        description="Generated transactions start as pending and are marked posted on their day"
        {...props}
      />
      {text && (
        <Text size="sm" c="dimmed" pl={32} role="status" data-testid="auto-post-summary">
          {text}
        </Text>
      )}
    </Stack>
  );
}
