import { Progress, Stack, Text } from '@mantine/core';
import { creditUsage } from './credit-usage';
import type { Account } from './types';

/** A credit account's used share of its limit (issue 13 #5): '72% of $5,000.00 limit', red when over. Nothing for other types. */
export function CreditUsageBar({ account, size = 'xs' }: { account: Account; size?: 'xs' | 'sm' }) {
  const usage = creditUsage(account);
  if (!usage) return null;
  const color = usage.over ? 'red' : 'blue';
  return (
    <Stack gap={4} mt={6} data-testid="credit-usage">
      <Progress value={Math.min(100, usage.percent)} color={color} size="sm" aria-label={`Credit used: ${usage.label}`} />
      <Text size={size} c={usage.over ? 'red' : 'dimmed'} fw={usage.over ? 600 : undefined}>
        {usage.label}
      </Text>
    </Stack>
  );
}
