import { Anchor, Button, Card, Grid, Group, Stack, Title } from '@mantine/core';
import { IconArchive, IconBell, IconCalendarStats, IconTarget } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ComingSoonButton } from '../../components/ComingSoonButton';
import { PageHeader } from '../../components/PageHeader';
import { GoalList } from './GoalList';
import { goalQueries } from './queries';
import { WeeklyProgressCard } from './WeeklyProgressCard';
import { AddLinkButton, WriteLinkButton } from '../../components/WriteLinkButton';

/** The look of the quick actions' buttons: outlined, label at the start. */
const ACTION_LOOK = { variant: 'default', justify: 'flex-start' } as const;

function QuickActions() {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label="Quick Actions">
      <Title order={2} size="h4" mb="md">
        Quick Actions
      </Title>
      <Stack gap="sm">
        <Button component={Link} to="/goals/backlog" {...ACTION_LOOK} leftSection={<IconArchive size={16} aria-hidden />}>
          View Backlog
        </Button>
        <Button component={Link} to="/goals/review" {...ACTION_LOOK} leftSection={<IconCalendarStats size={16} aria-hidden />}>
          Weekly Review
        </Button>
        <ComingSoonButton {...ACTION_LOOK} leftSection={<IconBell size={16} aria-hidden />} reason="Reminders arrive in a coming release">
          Set Reminder
        </ComingSoonButton>
      </Stack>
    </Card>
  );
}

/** SPEC 2 Goals overview: active goals, recently completed ones, the Weekly Progress card and Quick Actions. */
export default function GoalsOverviewPage() {
  const active = useQuery(goalQueries.active());
  const completed = useQuery(goalQueries.completed());
  const activeCount = active.data?.length ?? 0;
  const completedCount = completed.data?.length ?? 0;

  return (
    <>
      <PageHeader
        title="Goals Overview"
        description="Track your progress and stay focused on what matters"
        actions={<AddLinkButton to="/goals/create">Create Goal</AddLinkButton>}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <section aria-label="Active Goals">
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h3">
                  Active Goals ({activeCount})
                </Title>
                <Anchor component={Link} to="/goals/backlog" size="sm">
                  View Backlog
                </Anchor>
              </Group>
              <GoalList
                goals={active}
                label="Active goals"
                empty={{
                  icon: <IconTarget size={28} aria-hidden />,
                  title: 'No active goals',
                  description: 'Set a goal to start moving it forward.',
                  action: (
                    <WriteLinkButton to="/goals/create" mt="sm" size="sm" variant="light">
                      Create your first goal
                    </WriteLinkButton>
                  ),
                }}
              />
            </section>
            {completedCount > 0 && (
              <section aria-label="Recently Completed">
                <Title order={2} size="h3" mb="sm">
                  Recently Completed ({completedCount})
                </Title>
                <GoalList goals={completed} label="Completed goals" empty={{ icon: null, title: '' }} />
              </section>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <WeeklyProgressCard />
            <QuickActions />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
