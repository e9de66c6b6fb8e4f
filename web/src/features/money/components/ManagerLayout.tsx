import { Button, Card, EmptyState, Group, NativeSelect, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';

export type ViewMode = 'cards' | 'list';

export function ColorDot({ color }: { color: string }) {
  return <span aria-hidden style={{ width: 12, height: 12, borderRadius: 999, background: color, display: 'inline-block', flex: 'none' }} />;
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

interface ManagerLayoutProps<T extends { id: string }, F extends string> {
  /** e.g. "Search accounts": the search box's label; its placeholder adds "...". */
  searchLabel: string;
  search: string;
  onSearch: (search: string) => void;
  filterLabel: string;
  filterOptions: { value: F; label: string }[];
  typeFilter: F;
  onTypeFilter: (filter: F) => void;
  view: ViewMode;
  onView: (view: ViewMode) => void;
  addLabel: string;
  onAdd: () => void;
  tiles: ManagerTile[];
  /** What stands instead of the sections while loading, on error, or when nothing matches. */
  status: ReactNode;
  /** Shown when `status` is empty; empty sections are skipped. */
  sections: ManagerSection<T>[];
  renderCard: (item: T) => ReactNode;
  renderTable: (items: T[]) => ReactNode;
  /** Dialogs of the manager. */
  children?: ReactNode;
}

/**
 * The layout the accounts and category managers share: toolbar (search, type filter, cards/list
 * toggle, add), count tiles, then the items grouped by type as cards or a table.
 */
export function ManagerLayout<T extends { id: string }, F extends string>(props: ManagerLayoutProps<T, F>) {
  const { view } = props;
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <TextInput
          placeholder={`${props.searchLabel}...`}
          aria-label={props.searchLabel}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={props.search}
          onChange={(event) => props.onSearch(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
        <NativeSelect
          aria-label={props.filterLabel}
          data={props.filterOptions}
          value={props.typeFilter}
          onChange={(event) => props.onTypeFilter(event.currentTarget.value as F)}
        />
        <SegmentedControl
          aria-label="View"
          value={view}
          onChange={(value) => props.onView(value as ViewMode)}
          data={[
            { value: 'cards', label: 'Cards' },
            { value: 'list', label: 'List' },
          ]}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={props.onAdd}>
          {props.addLabel}
        </Button>
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

      {props.status || (
        <Stack gap="lg">
          {props.sections
            .filter((section) => section.items.length > 0)
            .map((section) => (
              <section key={section.key} aria-label={section.ariaLabel}>
                <Title order={3} size="h5" mb="xs">
                  {section.title} ({section.items.length})
                </Title>
                {view === 'cards' ? (
                  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                    {section.items.map((item) => (
                      <Fragment key={item.id}>{props.renderCard(item)}</Fragment>
                    ))}
                  </SimpleGrid>
                ) : (
                  props.renderTable(section.items)
                )}
              </section>
            ))}
        </Stack>
      )}

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

export function ManagerEmpty({ icon, title, description, children }: { icon: ReactNode; title: string; description: string; children?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <EmptyState icon={icon} variant="light" title={title} description={description}>
        {children}
      </EmptyState>
    </Paper>
  );
}
