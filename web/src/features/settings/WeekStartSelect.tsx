import { isWeekDay, WEEK_DAYS, type WeekDay } from '@life/domain/shared/weeks';
import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useReadOnly } from '../../api/as-of';
import { useSaveSettings } from './mutations';
import { settingsQueries } from './queries';

const DAY_LABELS: Record<WeekDay, string> = {
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
};
const OPTIONS = WEEK_DAYS.map((day) => ({ value: day, label: DAY_LABELS[day] }));

/**
 * 'Week starts on' (issue 26): the user's setting, which every "this week" of goals (the overview's
 * Weekly Progress, the weekly review) starts on. Saved as soon as it is chosen.
 */
export function WeekStartSelect() {
  const settings = useQuery(settingsQueries.current());
  const save = useSaveSettings();
  const readOnly = useReadOnly();
  return (
    <NativeSelect
      label="Week starts on"
      size="xs"
      data={OPTIONS}
      value={settings.data?.weekStartsOn ?? 'monday'}
      disabled={settings.isPending || save.isPending || readOnly}
      onChange={(event) => {
        const day = event.currentTarget.value;
        if (isWeekDay(day)) save.mutate({ weekStartsOn: day });
      }}
    />
  );
}
