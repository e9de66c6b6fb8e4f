import { Box, Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { type ManagerColumn, RowActions, type RowActionHandlers } from './ManagerItems';
import { ColorDot, type ManagerSection } from './ManagerLayout';

export interface ManagerTableProps<T extends { id: string }> extends RowActionHandlers<T> {
  /** The type groups in order (empty ones are skipped); each names its type. */
  sections: ManagerSection<T>[];
  name: (item: T) => string;
  color: (item: T) => string;
  rowTestId: string;
  /** Badges after the name in the first column. */
  nameExtras?: (item: T) => ReactNode;
  /** The Type column's cell (default: the group's name). */
  typeCell?: (item: T) => ReactNode;
  /** The columns after Type; an Actions column ends every row. */
  columns: ManagerColumn<T>[];
  nameHeader: string;
}

/**
 * A cell's content at its full width: a table shrinks cells below a badge's width (its label is
 * overflow-hidden), cutting 'Expense - Variable' to 'Expen...' on a narrow screen (issue 13).
 */
function WholeWidth({ children, right = false }: { children: ReactNode; right?: boolean }) {
  return (
    <Box w="max-content" ml={right ? 'auto' : undefined} style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Box>
  );
}

/**
 * The list view: ONE table, so every column lines up across types (issue 13: one table per type
 * had columns jumping from group to group). Each type group starts with a full-width group row
 * naming it and its count; the Type column repeats it per row, for reading a row on its own.
 */
export function ManagerTable<T extends { id: string }>({
  sections,
  name: nameOf,
  color,
  rowTestId,
  nameExtras,
  typeCell,
  columns,
  nameHeader,
  onEdit,
  onDelete,
}: ManagerTableProps<T>) {
  const columnCount = columns.length + 3;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{nameHeader}</Table.Th>
            <Table.Th>Type</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.header} ta={column.align}>
                {column.header}
              </Table.Th>
            ))}
            <Table.Th ta="right">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        {sections
          .filter((section) => section.items.length > 0)
          .map((section) => (
            <Table.Tbody key={section.key} aria-label={section.ariaLabel}>
              <Table.Tr data-testid="manager-group-row" bg="var(--mantine-color-default-hover)">
                <Table.Th colSpan={columnCount} scope="colgroup">
                  <Text size="sm" fw={600}>
                    {section.title} ({section.items.length})
                  </Text>
                </Table.Th>
              </Table.Tr>
              {section.items.map((item) => {
                const name = nameOf(item);
                return (
                  <Table.Tr key={item.id} data-testid={rowTestId} aria-label={name}>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <ColorDot color={color(item)} />
                        <Text size="sm" fw={500}>
                          {name}
                        </Text>
                        {nameExtras?.(item)}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <WholeWidth>
                        {typeCell ? (
                          typeCell(item)
                        ) : (
                          <Text size="sm" c="dimmed">
                            {section.title}
                          </Text>
                        )}
                      </WholeWidth>
                    </Table.Td>
                    {columns.map((column) => (
                      <Table.Td key={column.header} ta={column.align}>
                        {column.shrinks ? column.cell(item) : <WholeWidth right={column.align === 'right'}>{column.cell(item)}</WholeWidth>}
                      </Table.Td>
                    ))}
                    <Table.Td>
                      <Group justify="flex-end" wrap="nowrap">
                        <RowActions item={item} name={name} onEdit={onEdit} onDelete={onDelete} />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          ))}
      </Table>
    </Table.ScrollContainer>
  );
}
