import { Modal } from '@mantine/core';
import { WorkoutForm } from './WorkoutForm';
import type { Workout } from './types';

/** 'Log Workout' (beyond SPEC, where SPEC's button is inert): the workout form in a dialog. */
export function LogWorkoutDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Log Workout" size="lg" centered>
      {opened && <WorkoutForm onDone={onClose} />}
    </Modal>
  );
}

/** 'Edit Workout' (issue 26): the same form with the workout's values, saved by PUT. */
export function EditWorkoutDialog({ workout, opened, onClose }: { workout: Workout; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Edit Workout" size="lg" centered>
      {opened && <WorkoutForm workout={workout} onDone={onClose} />}
    </Modal>
  );
}
