import { Anchor, EmptyState, Paper } from '@mantine/core';
import { IconHeartbeat } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';

/** /fitness/apple: the Apple Fitness card's Connect link. Import is not built; the page says so. */
export default function AppleFitnessPage() {
  return (
    <>
      <PageHeader title="Apple Fitness" description="Import workouts from Apple Health" />
      <Paper withBorder radius="lg" p="xl">
        <EmptyState
          icon={<IconHeartbeat size={32} aria-hidden />}
          variant="light"
          title="Apple Health import arrives in a coming release"
          description="Life cannot read Apple Health yet. Until then, log your workouts in Life: the activity rings on the Fitness overview are computed from them."
        >
          <Anchor component={Link} to="/fitness" mt="sm">
            Back to Fitness
          </Anchor>
        </EmptyState>
      </Paper>
    </>
  );
}
