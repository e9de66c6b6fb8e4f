import { IconArchive } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader';
import { BackToGoalsButton } from './BackToGoalsButton';
import { GoalList } from './GoalList';
import { goalQueries } from './queries';

/** Beyond SPEC: /goals/backlog, the paused goals ('Move to backlog' on an active goal's menu puts one here; 'Resume' takes it back). */
export default function BacklogPage() {
  const paused = useQuery(goalQueries.paused());
  return (
    <>
      <PageHeader
        title="Goal Backlog"
        description={`Paused goals, waiting for their turn${paused.data ? ` (${paused.data.length})` : ''}`}
        actions={<BackToGoalsButton />}
      />
      <GoalList
        goals={paused}
        label="Paused goals"
        empty={{
          icon: <IconArchive size={28} aria-hidden />,
          title: 'The backlog is empty',
          description: "Choose 'Move to backlog' on an active goal to pause it here.",
        }}
      />
    </>
  );
}
