import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { WriteButton } from '../../../components/WriteButton';
import { useMoveRule } from './mutations';
import { ruleQueries } from './queries';

/**
 * The order rules are tried in (issue 23): the first matching rule fills a row in. 'Move up' and
 * 'Move down' swap a rule with its neighbour (POST /api/rules/{id}/move, one RulesReordered event).
 */
export function RuleOrder() {
  const rules = useQuery(ruleQueries.list()).data ?? [];
  const move = useMoveRule();
  if (rules.length < 2) return null;
  return (
    <Paper withBorder p="sm" mt="md">
      <Title order={4} size="h5" mb="xs">
        Order rules are tried in
      </Title>
      <Stack gap={4} role="list" aria-label="Rule order">
        {rules.map((rule, index) => (
          <Group key={rule.id} role="listitem" justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" truncate>
              {index + 1}. {rule.name}
            </Text>
            <Group gap={4} wrap="nowrap">
              <WriteButton
                size="compact-xs"
                variant="subtle"
                leftSection={<IconArrowUp size={14} aria-hidden />}
                aria-label={`Move ${rule.name} up`}
                disabled={index === 0 || move.isPending}
                onClick={() => move.mutate({ id: rule.id, direction: 'up' })}
              >
                Move up
              </WriteButton>
              <WriteButton
                size="compact-xs"
                variant="subtle"
                leftSection={<IconArrowDown size={14} aria-hidden />}
                aria-label={`Move ${rule.name} down`}
                disabled={index === rules.length - 1 || move.isPending}
                onClick={() => move.mutate({ id: rule.id, direction: 'down' })}
              >
                Move down
              </WriteButton>
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
