import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { HistoryButton, useHistoryKind } from '../../features/history/HistoryAction';
import { useReadOnly } from '../../api/as-of';
import { ReadOnlyTooltip } from '../ReadOnlyTooltip';
import { ColorDot } from './ManagerLayout';

export interface RowActionHandlers<T> {
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
}

/**
 * The edit and delete buttons of a card or row, labelled 'Edit {name}' and 'Delete {name}', after
 * 'History of {name}' when the manager names its kind of record (HistoryKindProvider).
 */
export function RowActions<T>({ item, name, onEdit, onDelete }: { item: T; name: string } & RowActionHandlers<T>) {
  const historyKind = useHistoryKind();
  const { id } = item as { id?: unknown };
  const readOnly = useReadOnly();
  return (
    <Group gap={4} wrap="nowrap">
      {historyKind && typeof id === 'string' ? <HistoryButton kind={historyKind} id={id} name={name} /> : null}
      <ReadOnlyTooltip>
        <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${name}`} onClick={() => onEdit(item)} disabled={readOnly}>
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={() => onDelete(item)} disabled={readOnly}>
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </ReadOnlyTooltip>
    </Group>
  );
}

interface ManagerCardProps<T> extends RowActionHandlers<T> {
  item: T;
  /** What the card's heading, region and buttons say. */
  name: string;
  color: string;
  testId: string;
  /** Under the name, beside the colour dot's line (e.g. the account type and its badges). */
  meta?: ReactNode;
  /** A coloured left edge in the item's colour. */
  accent?: boolean;
  /** The card's body below the heading line. */
  children?: ReactNode;
}

/** One item as a card (the phone-friendly view): colour dot, name, `meta`, actions, then the body. */
export function ManagerCard<T>({ item, name, color, testId, meta, accent = false, children, onEdit, onDelete }: ManagerCardProps<T>) {
  const heading = (
    <Group gap={meta ? 6 : 8} wrap="nowrap" miw={0}>
      <ColorDot color={color} />
      <Text fw={600} truncate="end">
        {name}
      </Text>
    </Group>
  );
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      style={accent ? { borderLeft: `4px solid ${color}` } : undefined}
      data-testid={testId}
      aria-label={name}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        {meta ? (
          <Stack gap={2} miw={0}>
            {heading}
            {meta}
          </Stack>
        ) : (
          heading
        )}
        <RowActions item={item} name={name} onEdit={onEdit} onDelete={onDelete} />
      </Group>
      {children}
    </Paper>
  );
}

export interface ManagerColumn<T> {
  header: string;
  align?: 'right';
  cell: (item: T) => ReactNode;
  /** This column gives way when the table is narrow (a description); the others keep their content's width (whole badges). */
  shrinks?: boolean;
}

/** The dimmed one-line description cell both managers' tables show. */
export function DescriptionCell({ text }: { text: string | null | undefined }) {
  return (
    <Text size="sm" c="dimmed" lineClamp={1}>
      {text}
    </Text>
  );
}
