import { Button, Stack, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader';

/** SPEC 8: unknown routes show 'Page Not Found'. */
export default function NotFoundPage() {
  return (
    <Stack align="flex-start">
      <PageHeader title="Page Not Found" description="The page you are looking for does not exist or has moved." />
      <Button component={Link} to="/" leftSection={<IconHome size={16} aria-hidden />}>
        Go to Dashboard
      </Button>
      <Text size="sm" c="dimmed">
        Check the address, or use the sidebar to find your way.
      </Text>
    </Stack>
  );
}
