import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAsOf } from '../../../api/as-of';
import { QueryState, SkeletonStack } from '../../../components/QueryState';
import { localToday, plural } from '../format';
import { OverviewTransactionRow } from '../transactions/RecentTransactions';
import { summaryQueries } from './queries';

/** Beyond SPEC (issue 24): the overview lists the next 5 dated after today. */
export const UPCOMING_TRANSACTIONS = 5;

/**
 * 'Upcoming' (issue 24): the next transactions dated after the user's today, soonest first (a
 * recurring rule's projected occurrences, and any other dated later), so Recent Transactions keeps to
 * what has happened. Shown only when there are any; says how many more come after the ones listed.
 */
export function UpcomingTransactions() {
  const asOf = useAsOf();
  const today = localToday(asOf === null ? undefined : Date.parse(asOf));
  const upcoming = useQuery(summaryQueries.upcoming(UPCOMING_TRANSACTIONS, today, asOf));
  if (upcoming.data && upcoming.data.total === 0) return null;
  const more = upcoming.data ? upcoming.data.total - upcoming.data.transactions.length : 0;

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="upcoming-transactions-title">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="upcoming-transactions-title">
          Upcoming
        </Title>
        <Text size="sm" c="dimmed">
          Dated after today
        </Text>
      </Group>
      <QueryState
        query={upcoming}
        loading={<SkeletonStack height={40} count={2} radius="md" busy />}
        error="Could not load upcoming transactions. Please try again."
      >
        {(data) => (
          <Stack gap="sm">
            <Stack gap="sm" role="list" aria-label="Upcoming transactions">
              {data.transactions.map((tx) => (
                <OverviewTransactionRow key={tx.id} tx={tx} testId="upcoming-transaction" />
              ))}
            </Stack>
            {more > 0 && (
              <Text size="xs" c="dimmed">
                {plural(more, 'more upcoming transaction')}
              </Text>
            )}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}
