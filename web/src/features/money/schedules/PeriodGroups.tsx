import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { AccountDisplaySettings } from './account-display';
import { PeriodCard } from './PeriodCard';
import { groupPeriods, type PeriodTiming } from './period-balances';
import type { AccountBalance, SchedulePeriod } from './types';

interface PeriodGroupsProps {
  periods: readonly SchedulePeriod[];
  today: string;
  /** The schedule's balances call: each period's accounts by period number. */
  balances: { isPending: boolean; error: unknown; byPeriod: ReadonlyMap<number, readonly AccountBalance[]> };
  settings: AccountDisplaySettings;
}

const SECTIONS: { timing: PeriodTiming; title: string; toggled: boolean }[] = [
  { timing: 'past', title: 'Past Periods', toggled: true },
  { timing: 'current', title: 'Current Period', toggled: false },
  { timing: 'future', title: 'Future Periods', toggled: true },
];

/**
 * SPEC 2: a schedule's periods as Past (hidden by default, Show/Hide), Current (always shown,
 * expanded at first) and Future (hidden by default, Show/Hide). Mount it per schedule (key) so a
 * new schedule starts from these defaults.
 */
export function PeriodGroups({ periods, today, balances, settings }: PeriodGroupsProps) {
  const groups = groupPeriods(periods, today);
  const [shown, setShown] = useState<Record<PeriodTiming, boolean>>({ past: false, current: true, future: false });
  // Cards the user opened or closed; the rest follow the default (only the current one open).
  const [toggled, setToggled] = useState<ReadonlyMap<number, boolean>>(new Map());
  const isExpanded = (period: SchedulePeriod, timing: PeriodTiming) => toggled.get(period.periodNumber) ?? timing === 'current';

  return (
    <Stack gap="lg">
      {SECTIONS.map(({ timing, title, toggled: hasToggle }) => {
        const items = groups[timing];
        if (timing !== 'current' && items.length === 0) return null;
        const open = shown[timing];
        const heading = `${timing}-periods-title`;
        return (
          <Stack gap="xs" key={timing} component="section" aria-labelledby={heading}>
            <Group justify="space-between">
              <Group gap="xs">
                <Title order={2} size="h5" id={heading}>
                  {title}
                </Title>
                <Badge size="sm" variant="light" color="gray">
                  {items.length}
                </Badge>
              </Group>
              {hasToggle && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  aria-label={`${open ? 'Hide' : 'Show'} ${timing} periods`}
                  aria-expanded={open}
                  onClick={() => setShown((current) => ({ ...current, [timing]: !open }))}
                >
                  {open ? 'Hide' : 'Show'}
                </Button>
              )}
            </Group>
            {open && items.length === 0 && (
              <Text size="sm" c="dimmed">
                No period contains today.
              </Text>
            )}
            {open &&
              items.map((period) => (
                <PeriodCard
                  key={period.periodNumber}
                  period={period}
                  timing={timing}
                  expanded={isExpanded(period, timing)}
                  onToggle={() => setToggled((current) => new Map(current).set(period.periodNumber, !isExpanded(period, timing)))}
                  balances={{ isPending: balances.isPending, error: balances.error, balances: balances.byPeriod.get(period.periodNumber) }}
                  settings={settings}
                />
              ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
