import { Anchor, Card, Group, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface SectionCardProps {
  title: string;
  /** The line under the title (e.g. 'N of M meals logged'). */
  description?: ReactNode;
  /** A link or button beside the title (e.g. 'View All'). */
  action?: ReactNode;
  /** A link beside the title, in place of `action` ('View All' to the full list). */
  link?: { to: string; label: string };
  children: ReactNode;
}

/**
 * One card of an overview screen (nutrition, fitness, the dashboard): a titled region (its h2
 * names it, so tests and screen readers find it by name) with an optional description and action.
 */
export function SectionCard({ title, description, action, link, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card withBorder radius="lg" padding="lg" h="100%" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" mb="md" wrap="nowrap">
        <div>
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {link ? (
          <Anchor component={Link} to={link.to} size="sm">
            {link.label}
          </Anchor>
        ) : (
          action
        )}
      </Group>
      {children}
    </Card>
  );
}
