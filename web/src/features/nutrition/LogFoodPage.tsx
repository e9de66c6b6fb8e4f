import { Anchor, Card } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { MealForm } from './MealForm';

/** Beyond SPEC: 'Log Food' (/nutrition/log) is a real meal form; saving returns to the overview. */
export default function LogFoodPage() {
  const navigate = useNavigate();
  const back = () => void navigate('/nutrition');
  return (
    <>
      <PageHeader title="Log Food" description="Add a meal with its calories and macros" />
      <Anchor component={Link} to="/nutrition" size="sm" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
        <IconArrowLeft size={14} aria-hidden /> Back to Nutrition
      </Anchor>
      <Card withBorder radius="lg" padding="lg" mt="md" maw={720}>
        <MealForm onDone={back} onCancel={back} />
      </Card>
    </>
  );
}
