import { Alert, Button, Group, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { formatAsOf, useAsOf } from '../../api/as-of';
import { useAsOfActions } from './use-as-of-url';

/** Under the header on every page while the past is viewed (issue 10): which moment, and the way back. */
export function AsOfBanner() {
  const asOf = useAsOf();
  const { backToNow } = useAsOfActions();
  if (asOf === null) return null;
  return (
    <Alert color="orange" variant="light" mb="md" icon={<IconHistory size={18} aria-hidden />} role="status" data-testid="as-of-banner">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">Viewing your data as it was on {formatAsOf(asOf)}. Changes are disabled.</Text>
        <Button size="xs" variant="white" color="orange" onClick={backToNow}>
          Back to now
        </Button>
      </Group>
    </Alert>
  );
}
