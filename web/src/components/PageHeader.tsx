import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** A link back to the page's parent (e.g. 'Back to Fitness'), in place of `actions`. */
  back?: { to: string; label: string };
}

/** The page's one h1 (also the document title) with an optional description and actions. */
export function PageHeader({ title, description, actions, back }: PageHeaderProps) {
  useDocumentTitle(`${title} · Life`);
  return (
    <Group justify="space-between" align="flex-start" mb="lg" gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {back ? (
        <Anchor component={Link} to={back.to}>
          {back.label}
        </Anchor>
      ) : (
        actions
      )}
    </Group>
  );
}
