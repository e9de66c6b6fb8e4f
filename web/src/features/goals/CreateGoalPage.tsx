import { Card } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { BackToGoalsButton } from './BackToGoalsButton';
import { GoalForm } from './GoalForm';

/** SPEC 2 /goals/create: on success the 'Goal created' toast (goalMutations) and back to /goals. */
export default function CreateGoalPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Create New Goal"
        description="Set a goal and move it forward ten percent at a time"
        actions={<BackToGoalsButton />}
      />
      <Card withBorder radius="lg" padding="lg" maw={720}>
        <GoalForm onDone={() => void navigate('/goals')} />
      </Card>
    </>
  );
}
