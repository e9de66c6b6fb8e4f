import { Modal, Stack, Text } from '@mantine/core';
import { ScheduleForm } from './ScheduleForm';
import type { Schedule } from './types';

interface ScheduleFormDialogProps {
  /** The schedule being edited, 'new' when creating, null when closed. */
  editing: Schedule | 'new' | null;
  onClose: () => void;
}

/** 'Create Schedule' / 'Edit Schedule' with SPEC 2's subtitle; the form is mounted only while open (fresh values each time). */
export function ScheduleFormDialog({ editing, onClose }: ScheduleFormDialogProps) {
  const creating = editing === 'new';
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      size="lg"
      title={
        <Stack gap={2}>
          <Text fw={700} size="lg">
            {creating ? 'Create Schedule' : 'Edit Schedule'}
          </Text>
          <Text size="sm" c="dimmed">
            Set up recurring time periods for budgeting and planning
          </Text>
        </Stack>
      }
    >
      {editing !== null && <ScheduleForm key={creating ? 'new' : editing.id} schedule={creating ? undefined : editing} onDone={onClose} />}
    </Modal>
  );
}
