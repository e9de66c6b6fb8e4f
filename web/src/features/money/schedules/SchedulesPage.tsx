import { Card, EmptyState, Group, NativeSelect, Text } from '@mantine/core';
import { IconCalendarPlus, IconCalendarRepeat, IconListCheck, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import { useViewedMoment } from '../../../api/as-of';
import { LoadError, LoadingText, QueryState } from '../../../components/QueryState';
import { localToday } from '../format';
import { MoneySettings } from '../settings/MoneySettings';
import { type AccountDisplaySettings, useAccountDisplaySettings } from './account-display';
import { AccountDisplaySettingsDialog } from './AccountDisplaySettingsDialog';
import { PeriodGroups } from './PeriodGroups';
import { scheduleQueries } from './queries';
import { ScheduleFormDialog } from './ScheduleFormDialog';
import type { AccountBalance, Schedule } from './types';
import { TransactionFormDialog } from '../transactions/TransactionFormDialog';
import { WriteButton } from '../../../components/WriteButton';

/** The selected schedule's periods, grouped by date, with each period's balances from the one balances call. */
function SchedulePeriods({ schedule, settings }: { schedule: Schedule; settings: AccountDisplaySettings }) {
  const periods = useQuery(scheduleQueries.periods(schedule.id));
  const balances = useQuery(scheduleQueries.balances(schedule.id));
  // The current period is the one of the moment being viewed (issue 26), else today's.
  const today = localToday(useViewedMoment());
  const byPeriod = useMemo(
    () => new Map<number, AccountBalance[]>((balances.data?.periods ?? []).map((period) => [period.periodNumber, period.balances])),
    [balances.data],
  );

  return (
    <QueryState
      query={periods}
      loading={<LoadingText>Loading schedule periods...</LoadingText>}
      error={<LoadError size="page">Could not load schedule periods. Please try again.</LoadError>}
      empty={<EmptyState variant="light" title="No periods found" description="This schedule doesn't have any periods yet" />}
    >
      {(list) => (
        <PeriodGroups
          key={schedule.id}
          periods={list}
          today={today}
          balances={{ isPending: balances.isPending, error: balances.error, byPeriod }}
          settings={settings}
        />
      )}
    </QueryState>
  );
}

/** SPEC 2 Schedules page: pick a schedule, see its past, current and future periods with per-account balances. */
export default function SchedulesPage() {
  const schedules = useQuery(scheduleQueries.list());
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [settings, setSettings] = useAccountDisplaySettings();
  const [displayOpen, setDisplayOpen] = useState(false);
  const [addOpen, setAddOpen] = useState(false);
  const [creating, setCreating] = useState(false);

  const list = schedules.data ?? [];
  // The first schedule is selected until the user picks one (or the picked one is deleted).
  const selected = list.find((schedule) => schedule.id === chosenId) ?? list[0];

  const content = (
    <QueryState
      query={schedules}
      loading={<LoadingText>Loading schedules...</LoadingText>}
      error={<LoadError size="page">Could not load schedules. Please try again.</LoadError>}
      empty={
        <EmptyState
          icon={<IconCalendarRepeat size={32} aria-hidden />}
          variant="light"
          title="No schedules yet"
          description="Create your first schedule to start tracking periods"
        >
          <WriteButton mt="md" leftSection={<IconCalendarPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            Create Schedule
          </WriteButton>
        </EmptyState>
      }
    >
      {() => (selected ? <SchedulePeriods schedule={selected} settings={settings} /> : <Text c="dimmed">Select a schedule</Text>)}
    </QueryState>
  );

  return (
    <>
      <PageHeader
        title="Schedules"
        description="Manage recurring transactions and automated schedules"
        actions={
          <MoneySettings
            extraChoices={[
              {
                label: 'Select Accounts',
                description: 'Choose and order the accounts the period tables show',
                icon: IconListCheck,
                onSelect: () => setDisplayOpen(true),
              },
            ]}
          />
        }
      />
      <Card withBorder radius="lg" padding="lg" mb="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <NativeSelect
            label="Schedule"
            miw={240}
            disabled={list.length === 0}
            data={
              list.length === 0
                ? [{ value: '', label: 'Select a schedule' }]
                : list.map((schedule) => ({ value: schedule.id, label: schedule.name }))
            }
            value={selected?.id ?? ''}
            onChange={(event) => setChosenId(event.currentTarget.value)}
          />
          <Group gap="sm">
            <WriteButton variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAddOpen(true)}>
              Add Transaction
            </WriteButton>
            <WriteButton leftSection={<IconCalendarPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
              Create Schedule
            </WriteButton>
          </Group>
        </Group>
      </Card>

      {content}

      <AccountDisplaySettingsDialog opened={displayOpen} onClose={() => setDisplayOpen(false)} settings={settings} onChange={setSettings} />
      <TransactionFormDialog opened={addOpen} onClose={() => setAddOpen(false)} />
      <ScheduleFormDialog editing={creating ? 'new' : null} onClose={() => setCreating(false)} />
    </>
  );
}
