import { Button, Card, Center, EmptyState, Group, Loader, NativeSelect, Text } from '@mantine/core';
import { IconCalendarPlus, IconCalendarRepeat, IconListCheck, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useReadOnly } from '../../api/as-of';
import { PageHeader } from '../../components/PageHeader';
import { PresentOnlyNote } from '../history/PresentOnlyNote';
import { ReadOnlyTooltip } from '../../components/ReadOnlyTooltip';
import { localToday } from './format';
import { MoneySettings } from './MoneySettings';
import { type AccountDisplaySettings, useAccountDisplaySettings } from './schedules/account-display';
import { AccountDisplaySettingsDialog } from './schedules/AccountDisplaySettingsDialog';
import { PeriodGroups } from './schedules/PeriodGroups';
import { scheduleQueries } from './schedules/queries';
import { ScheduleFormDialog } from './schedules/ScheduleFormDialog';
import type { AccountBalance, Schedule } from './schedules/types';
import { TransactionFormDialog } from './transactions/TransactionFormDialog';

function Loading({ text }: { text: string }) {
  return (
    <Center py="xl">
      <Loader size="sm" aria-hidden />
      <Text c="dimmed" ml="sm">
        {text}
      </Text>
    </Center>
  );
}

/** The selected schedule's periods, grouped by date, with each period's balances from the one balances call. */
function SchedulePeriods({ schedule, settings }: { schedule: Schedule; settings: AccountDisplaySettings }) {
  const periods = useQuery(scheduleQueries.periods(schedule.id));
  const balances = useQuery(scheduleQueries.balances(schedule.id));
  const byPeriod = useMemo(
    () => new Map<number, AccountBalance[]>((balances.data?.periods ?? []).map((period) => [period.periodNumber, period.balances])),
    [balances.data],
  );

  if (periods.isPending) return <Loading text="Loading schedule periods..." />;
  if (periods.error) {
    return (
      <Text c="red" role="alert">
        Could not load schedule periods. Please try again.
      </Text>
    );
  }
  if (periods.data.length === 0) {
    return <EmptyState variant="light" title="No periods found" description="This schedule doesn't have any periods yet" />;
  }
  return (
    <PeriodGroups
      key={schedule.id}
      periods={periods.data}
      today={localToday()}
      balances={{ isPending: balances.isPending, error: balances.error, byPeriod }}
      settings={settings}
    />
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
  const readOnly = useReadOnly();

  const list = schedules.data ?? [];
  // The first schedule is selected until the user picks one (or the picked one is deleted).
  const selected = list.find((schedule) => schedule.id === chosenId) ?? list[0];

  let content: React.ReactNode;
  if (schedules.isPending) content = <Loading text="Loading schedules..." />;
  else if (schedules.error) {
    content = (
      <Text c="red" role="alert">
        Could not load schedules. Please try again.
      </Text>
    );
  } else if (list.length === 0) {
    content = (
      <EmptyState
        icon={<IconCalendarRepeat size={32} aria-hidden />}
        variant="light"
        title="No schedules yet"
        description="Create your first schedule to start tracking periods"
      >
        <ReadOnlyTooltip>
          <Button mt="md" leftSection={<IconCalendarPlus size={16} aria-hidden />} onClick={() => setCreating(true)} disabled={readOnly}>
            Create Schedule
          </Button>
        </ReadOnlyTooltip>
      </EmptyState>
    );
  } else if (!selected) content = <Text c="dimmed">Select a schedule</Text>;
  else content = <SchedulePeriods schedule={selected} settings={settings} />;

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
      <PresentOnlyNote what="Schedules and their balances" />

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
            <ReadOnlyTooltip>
              <Button
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setAddOpen(true)}
                disabled={readOnly}
              >
                Add Transaction
              </Button>
            </ReadOnlyTooltip>
            <ReadOnlyTooltip>
              <Button leftSection={<IconCalendarPlus size={16} aria-hidden />} onClick={() => setCreating(true)} disabled={readOnly}>
                Create Schedule
              </Button>
            </ReadOnlyTooltip>
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
