import { Card, EmptyState, Group, NativeSelect, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import type { ManagerState } from './use-manager-state';
import { WriteButton } from '../WriteButton';

export function ColorDot({ color }: { color: string }) {
  return (
    <span aria-hidden style={{ width: 12, height: 12, borderRadius: 999, background: color, display: 'inline-block', flex: 'none' }} />
  );
}

export interface ManagerTile {
  key: string;
  label: string;
  count: number;
  testId: string;
  /** A colour dot before the label when given. */
  color?: string;
}

export interface ManagerSection<T> {
  key: string;
  title: string;
  ariaLabel: string;
  items: T[];
}

interface ManagerLayoutProps<T extends { id: string }, K extends string> {
  /** useManagerState's result: the toolbar's search, type filter and view, and Add (editing 'new'). */
  state: ManagerState<T, K>;
  /** e.g. "Search accounts": the search box's label; its placeholder adds "...". */
  searchLabel: string;
  filterLabel: string;
  filterOptions: { value: 'all' | K; label: string }[];
  addLabel: string;
  tiles: ManagerTile[];
  /** What stands instead of the sections while loading, on error, or when nothing matches. */
  status: ReactNode;
  /** Shown when `status` is empty; empty sections are skipped. */
  sections: ManagerSection<T>[];
  renderCard: (item: T) => ReactNode;
  /** The list view: every non-empty section in one table (ManagerTable), so its columns line up. */
  renderTable: (sections: ManagerSection<T>[]) => ReactNode;
  /** Dialogs of the manager. */
  children?: ReactNode;
}

/**
 * The layout every manager shares (accounts and categories today; budgets, goals, workouts and
 * meals next): toolbar (search, type filter, cards/list
 * toggle, add), count tiles, then the items grouped by type: cards under a heading per type, or
 * one table with a group row per type.
 */
export function ManagerLayout<T extends { id: string }, K extends string>(props: ManagerLayoutProps<T, K>) {
  const { state } = props;
  const { view } = state;
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <TextInput
          placeholder={`${props.searchLabel}...`}
          aria-label={props.searchLabel}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={state.search}
          onChange={(event) => state.setSearch(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
        <NativeSelect
          aria-label={props.filterLabel}
          data={props.filterOptions}
          value={state.typeFilter}
          onChange={(event) => state.setTypeFilter(event.currentTarget.value as 'all' | K)}
        />
        <SegmentedControl
          aria-label="View"
          value={view}
          onChange={(value) => state.setView(value)}
          data={[
            { value: 'cards', label: 'Cards' },
            { value: 'list', label: 'List' },
          ]}
        />
        <WriteButton leftSection={<IconPlus size={16} aria-hidden />} onClick={() => state.setEditing('new')}>
          {props.addLabel}
        </WriteButton>
      </Group>

      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {props.tiles.map((tile) => (
          <Card key={tile.key} withBorder radius="md" padding="sm" data-testid={tile.testId}>
            {tile.color === undefined ? (
              <Text size="xs" c="dimmed">
                {tile.label}
              </Text>
            ) : (
              <Group gap={6}>
                <ColorDot color={tile.color} />
                <Text size="xs" c="dimmed">
                  {tile.label}
                </Text>
              </Group>
            )}
            <Text fw={700} size="lg">
              {tile.count}
            </Text>
          </Card>
        ))}
      </SimpleGrid>

      {props.status ||
        (view === 'cards' ? (
          <Stack gap="lg">
            {props.sections
              .filter((section) => section.items.length > 0)
              .map((section) => (
                <section key={section.key} aria-label={section.ariaLabel}>
                  <Title order={3} size="h5" mb="xs">
                    {section.title} ({section.items.length})
                  </Title>
                  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                    {section.items.map((item) => (
                      <Fragment key={item.id}>{props.renderCard(item)}</Fragment>
                    ))}
                  </SimpleGrid>
                </section>
              ))}
          </Stack>
        ) : (
          props.renderTable(props.sections)
        ))}

      {props.children}
    </Stack>
  );
}

/** The "Loading..." / error / nothing-found states, in the managers' common style. */
export function ManagerStatus({ kind, children }: { kind: 'loading' | 'error'; children: ReactNode }) {
  return kind === 'loading' ? (
    <Text c="dimmed" ta="center" py="xl" role="status">
      {children}
    </Text>
  ) : (
    <Text c="red" ta="center" py="xl" role="alert">
      {children}
    </Text>
  );
}

export interface ManagerEmptyProps {
  icon: ReactNode;
  title: string;
  description: string;
  /** The add button under the text (e.g. 'Add Your First Account'); none when absent. */
  addLabel?: string;
  onAdd?: () => void;
}

export function ManagerEmpty({ icon, title, description, addLabel, onAdd }: ManagerEmptyProps) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <EmptyState icon={icon} variant="light" title={title} description={description}>
        {addLabel !== undefined && (
          <WriteButton mt="md" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
            {addLabel}
          </WriteButton>
        )}
      </EmptyState>
    </Paper>
  );
}

export interface ManagerListStatusProps {
  isPending: boolean;
  error: unknown;
  /** Items left after search and filter. */
  count: number;
  loadingText: string;
  errorText: string;
  empty: ManagerEmptyProps;
}

/**
 * What a manager shows instead of its sections: loading, the load error, or the empty state when
 * nothing is left; null when there are items to list (ManagerLayout's `status`).
 */
export function managerListStatus({ isPending, error, count, loadingText, errorText, empty }: ManagerListStatusProps): ReactNode {
  if (isPending) return <ManagerStatus kind="loading">{loadingText}</ManagerStatus>;
  if (error) return <ManagerStatus kind="error">{errorText}</ManagerStatus>;
  if (count === 0) return <ManagerEmpty {...empty} />;
  return null;
}
