import { Text } from '@mantine/core';
import { formatDisplayDate } from '../format';

interface PeriodLike {
  periodNumber: number;
  startDate: string;
  endDate: string;
  daysInPeriod: number;
}

/** A pay period's heading: its dates and 'Period {number} • {days} days' (schedule periods, budgets by period). */
export function PeriodTitle({ period }: { period: PeriodLike }) {
  return (
    <div>
      <Text fw={600}>
        {formatDisplayDate(period.startDate)} – {formatDisplayDate(period.endDate)}
      </Text>
      <Text size="sm" c="dimmed">
        Period {period.periodNumber} • {period.daysInPeriod} days
      </Text>
    </div>
  );
}
