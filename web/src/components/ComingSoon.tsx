import { EmptyState, Paper } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';

/** Honest empty state for an area whose features are not built yet. */
export function ComingSoon({ area }: { area: string }) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <EmptyState
        icon={<IconHourglassEmpty size={32} aria-hidden />}
        variant="light"
        title="Nothing here yet"
        description={`${area}: this area arrives in a coming release.`}
      />
    </Paper>
  );
}
