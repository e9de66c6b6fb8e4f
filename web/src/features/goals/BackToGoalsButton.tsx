import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

/** The header action of the goals' inner pages (create, backlog, review). */
export function BackToGoalsButton() {
  return (
    <Button component={Link} to="/goals" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
      Back to Goals
    </Button>
  );
}
