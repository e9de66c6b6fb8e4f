import type { ReactNode } from 'react';
import { Button, Input, SimpleGrid } from '@mantine/core';
import { GRID_DAYS, MAX_BI_MONTHLY_PICKS, toggleBiMonthlyDay } from './recurring-values';

interface BiMonthlyDaysGridProps {
  value: readonly number[];
  onChange: (days: number[]) => void;
  error?: ReactNode;
}

/** SPEC 2 'Dates in Month' (bi-monthly only): a 1 to 31 grid taking at most 2 picks; a picked day unpicks on a second click. */
export function BiMonthlyDaysGrid({ value, onChange, error }: BiMonthlyDaysGridProps) {
  const full = value.length >= MAX_BI_MONTHLY_PICKS;
  return (
    <Input.Wrapper label="Dates in Month" labelElement="div" description="Pick the 2 days of the month it repeats on" error={error}>
      <SimpleGrid cols={7} spacing={4} verticalSpacing={4} mt={6} role="group" aria-label="Dates in Month">
        {GRID_DAYS.map((day) => {
          const picked = value.includes(day);
          return (
            <Button
              key={day}
              size="compact-sm"
              variant={picked ? 'filled' : 'default'}
              aria-pressed={picked}
              disabled={!picked && full}
              onClick={() => onChange(toggleBiMonthlyDay(value, day))}
            >
              {day}
            </Button>
          );
        })}
      </SimpleGrid>
    </Input.Wrapper>
  );
}
