import { Loader, Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { targetQueries } from './queries';
import { TargetsForm } from './TargetsForm';

/** 'Set Goals' (beyond SPEC): the targets form in a dialog, filled with the user's current targets. */
export function TargetsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const targets = useQuery(targetQueries.current());
  return (
    <Modal opened={opened} onClose={onClose} title="Set Goals" size="lg" centered>
      {targets.isPending ? <Loader size="sm" aria-label="Loading your goals" /> : <TargetsForm targets={targets.data} onDone={onClose} />}
    </Modal>
  );
}
