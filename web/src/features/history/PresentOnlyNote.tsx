import { Alert } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useAsOf } from '../../api/as-of';

/**
 * While the past is viewed (issue 10): says that what follows shows the present, in the same words on
 * every screen that has no past yet (issue 26: those that keep no versions).
 */
export function PresentOnlyNote({ what }: { what: string }) {
  if (useAsOf() === null) return null;
  return (
    <Alert color="gray" variant="light" mb="md" icon={<IconHistory size={18} aria-hidden />} role="note">
      {what} show the present, not the moment you are viewing: they keep no history.
    </Alert>
  );
}
