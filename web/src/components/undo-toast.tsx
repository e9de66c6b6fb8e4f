import { Anchor, Group, Text } from '@mantine/core';
import { showOnly } from './toast';

/** How long a deletion's toast stays up: long enough to reach its Undo. */
export const UNDO_TOAST_MS = 10_000;

/**
 * A deletion's success toast with 'Undo' (issue 26): Undo is the restore from Recently Deleted
 * (`onUndo`), the same write, offered while the user still looks at what they did.
 */
export function showUndoToast(title: string, message: string, onUndo: () => void): void {
  showOnly({
    color: 'teal',
    title,
    autoClose: UNDO_TOAST_MS,
    message: (
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm">{message}</Text>
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={600}
          onClick={() => {
            onUndo();
          }}
        >
          Undo
        </Anchor>
      </Group>
    ),
  });
}
