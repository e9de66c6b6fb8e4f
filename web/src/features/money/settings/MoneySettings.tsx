import { Button, Center, Group, Loader, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconBuildingBank,
  IconCalendarRepeat,
  IconChevronRight,
  IconDownload,
  IconTrashX,
  IconSettings,
  IconTags,
  IconWand,
  type Icon,
} from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { AccountsManager } from '../accounts/AccountsManager';
import { CategoryManager } from '../categories/CategoryManager';
import { RuleManager } from '../rules/RuleManager';
import { ExportDataPanel } from '../../export';
import { RecentlyDeletedPanel } from '../../history';

// The schedule form's calendar (Mantine dates, dayjs) loads only when the schedule manager opens.
const ScheduleManager = lazy(() => import('../schedules/ScheduleManager').then((module) => ({ default: module.ScheduleManager })));

type Panel = 'accounts' | 'categories' | 'rules' | 'schedules' | 'export' | 'deleted';

const CHOICES: { panel: Panel; label: string; description: string; icon: Icon }[] = [
  {
    panel: 'accounts',
    label: 'Create / Manage Account(s)',
    description: 'Checking, savings, credit cards and more',
    icon: IconBuildingBank,
  },
  {
    panel: 'categories',
    label: 'Create / Manage Transaction Categories',
    description: 'Income, fixed and variable expense, payment categories',
    icon: IconTags,
  },
  // Beyond SPEC (issue 23): categorisation rules for imports and typed transactions.
  {
    panel: 'rules',
    label: 'Create / Manage Rules',
    description: 'Categorise, rename or mark as transfers by description',
    icon: IconWand,
  },
  {
    panel: 'schedules',
    label: 'Create / Manage Schedule',
    description: 'Recurring periods for budgeting and planning',
    icon: IconCalendarRepeat,
  },
  // Beyond SPEC (issue 10): the user's own data to keep, audit or take elsewhere.
  {
    panel: 'export',
    label: 'Export Your Data',
    description: 'Full change history and transactions as files',
    icon: IconDownload,
  },
  {
    panel: 'deleted',
    label: 'Recently Deleted',
    description: 'Deleted transactions, accounts, categories, goals, workouts and meals, to restore',
    icon: IconTrashX,
  },
];

const PANEL_TITLES: Record<Panel, string> = {
  accounts: 'Manage Accounts',
  categories: 'Manage Transaction Categories',
  rules: 'Manage Rules',
  schedules: 'Manage Schedules',
  export: 'Export Your Data',
  deleted: 'Recently Deleted',
};

/** A page's own choice in the Settings dialog (the Schedules page's 'Select Accounts'). */
export interface ExtraSettingsChoice {
  label: string;
  description: string;
  icon: Icon;
  onSelect: () => void;
}

function ChoiceButton({ label, description, icon: ChoiceIcon, onClick }: Omit<ExtraSettingsChoice, 'onSelect'> & { onClick: () => void }) {
  return (
    <UnstyledButton
      onClick={onClick}
      p="sm"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}
      aria-label={label}
    >
      <Group wrap="nowrap" gap="sm">
        <ChoiceIcon size={22} aria-hidden />
        <div style={{ flex: 1 }}>
          <Text fw={600} size="sm">
            {label}
          </Text>
          <Text size="xs" c="dimmed">
            {description}
          </Text>
        </div>
        <IconChevronRight size={16} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

/**
 * The money pages' Settings button and dialog (SPEC 2): each choice opens its manager in a large
 * dialog; a page may add choices of its own first (`extraChoices`).
 */
export function MoneySettings({ extraChoices = [] }: { extraChoices?: readonly ExtraSettingsChoice[] }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [panel, setPanel] = useState<Panel | null>(null);

  return (
    <>
      <Button variant="default" leftSection={<IconSettings size={16} aria-hidden />} onClick={() => setMenuOpen(true)}>
        Settings
      </Button>

      <Modal opened={menuOpen} onClose={() => setMenuOpen(false)} title="Settings" centered>
        <Stack gap="xs">
          {extraChoices.map(({ onSelect, ...choice }) => (
            <ChoiceButton
              key={choice.label}
              {...choice}
              onClick={() => {
                setMenuOpen(false);
                onSelect();
              }}
            />
          ))}
          {CHOICES.map(({ panel: choice, ...rest }) => (
            <ChoiceButton
              key={choice}
              {...rest}
              onClick={() => {
                setMenuOpen(false);
                setPanel(choice);
              }}
            />
          ))}
        </Stack>
      </Modal>

      <Modal opened={panel !== null} onClose={() => setPanel(null)} title={panel ? PANEL_TITLES[panel] : ''} size="75rem">
        {panel === 'accounts' && <AccountsManager />}
        {panel === 'categories' && <CategoryManager />}
        {panel === 'rules' && <RuleManager />}
        {panel === 'export' && <ExportDataPanel />}
        {panel === 'deleted' && <RecentlyDeletedPanel />}
        {panel === 'schedules' && (
          <Suspense
            fallback={
              <Center py="xl">
                <Loader size="sm" aria-label="Loading schedules..." />
              </Center>
            }
          >
            <ScheduleManager />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
