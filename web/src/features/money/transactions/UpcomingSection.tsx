import { isUpcomingOccurrence } from '@life/domain/transactions/upcoming';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { Transaction } from './types';
import { formatCount } from '../../../format';

/**
 * Recurring occurrences dated after today (issue 24): not mixed into the ledger's rows but kept
 * apart, collapsed by default, their count on the toggle. `more`: further pages may hold more.
 */
export function splitUpcoming(transactions: readonly Transaction[], today: string): { upcoming: Transaction[]; current: Transaction[] } {
  const upcoming: Transaction[] = [];
  const current: Transaction[] = [];
  for (const tx of transactions) (isUpcomingOccurrence(tx, today) ? upcoming : current).push(tx);
  return { upcoming, current };
}

export function UpcomingSection({ count, more, children }: { count: number; more: boolean; children: () => ReactNode }) {
  const [opened, setOpened] = useState(false);
  const Chevron = opened ? IconChevronDown : IconChevronRight;
  return (
    <section aria-label="Upcoming" data-testid="upcoming-section">
      <UnstyledButton onClick={() => setOpened((open) => !open)} aria-expanded={opened} mb="xs" data-testid="upcoming-toggle">
        <Group gap={6}>
          <Chevron size={16} aria-hidden />
          <Text size="sm" fw={600}>
            Upcoming ({formatCount(count)}
            {more ? '+' : ''})
          </Text>
          <Text size="xs" c="dimmed">
            recurring transactions dated after today
          </Text>
        </Group>
      </UnstyledButton>
      {opened && <div style={{ marginBottom: 'var(--mantine-spacing-md)' }}>{children()}</div>}
    </section>
  );
}
