import { validateGoalReviewInput } from '@life/domain/goals/reviews/validation';
import { Badge, Card, Grid, Group, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { WriteButton } from '../../components/WriteButton';
import { DimmedText, LoadError, QueryState } from '../../components/QueryState';
import { WeekStartSelect } from '../settings';
import { BackToGoalsButton } from './BackToGoalsButton';
import { formatWeekRange } from './format';
import { useSaveReflection } from './mutations';
import { goalQueries } from './queries';
import type { Goal, WeekReview } from './types';

function WeekList({ title, count, empty, children }: { title: string; count: number; empty: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title} ({count})
      </Title>
      {count === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap="xs" role="list">
          {children}
        </Stack>
      )}
    </Card>
  );
}

function GoalLine({ goal, detail }: { goal: Goal; detail: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" role="listitem" aria-label={goal.title}>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {goal.title}
      </Text>
      {detail}
    </Group>
  );
}

function Reflection({ week }: { week: WeekReview }) {
  const save = useSaveReflection();
  const form = useForm({
    initialValues: { reflection: week.reflection ?? '' },
    validate: (values) => validateGoalReviewInput({ weekStart: week.weekStart, reflection: values.reflection }),
  });
  const submit = form.onSubmit((values) => save.mutate({ weekStart: week.weekStart, reflection: values.reflection.trim() }));
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label="Reflection">
      <form noValidate onSubmit={submit} aria-label="Weekly reflection">
        <Stack gap="sm">
          <Textarea
            label="Your reflection"
            description="What went well this week? What will you change next week?"
            autosize
            minRows={4}
            maxRows={12}
            {...form.getInputProps('reflection')}
          />
          <Group justify="flex-end">
            <WriteButton type="submit" loading={save.isPending}>
              Save Reflection
            </WriteButton>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** Every saved reflection, this week's too (issue 26: a save shows here at once), latest week first. */
function PastReviews({ currentWeek }: { currentWeek: string }) {
  const { data, isPending } = useQuery(goalQueries.reviews());
  const past = data ?? [];
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label="Past Reviews">
      <Title order={2} size="h4" mb="sm">
        Past Reviews
      </Title>
      <QueryState
        // A failed load shows the empty text, as before.
        query={{ data: past, isPending, isError: false }}
        loading={<Skeleton height={60} radius="md" />}
        error={null}
        empty={<DimmedText>No past reviews yet. Your saved reflections appear here.</DimmedText>}
      >
        {(list) => (
          <Stack gap="md" role="list">
            {list.map((review) => (
              <div role="listitem" key={review.weekStart} aria-label={`Week of ${formatWeekRange(review.weekStart, review.weekEnd)}`}>
                <Text size="sm" fw={600}>
                  {review.weekStart === currentWeek ? 'This week · ' : ''}
                  {formatWeekRange(review.weekStart, review.weekEnd)}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {review.reflection}
                </Text>
              </div>
            ))}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}

/** This week's completed, moved-forward and created goals, the reflection and the past reviews. */
function ThisWeek({ week }: { week: WeekReview }) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <WeekList title="Completed this week" count={week.completed.length} empty="Nothing completed yet this week.">
            {week.completed.map((goal) => (
              <GoalLine key={goal.id} goal={goal} detail={<Badge color="teal">Completed</Badge>} />
            ))}
          </WeekList>
          <WeekList title="Moved forward" count={week.movedForward.length} empty="No goal moved forward yet this week.">
            {week.movedForward.map(({ goal, fromProgress, toProgress }) => (
              <GoalLine
                key={goal.id}
                goal={goal}
                detail={
                  <Group gap={4} wrap="nowrap" aria-label={`from ${fromProgress}% to ${toProgress}%`}>
                    <Text size="sm" c="dimmed">
                      {fromProgress}%
                    </Text>
                    <IconArrowRight size={14} aria-hidden />
                    <Text size="sm" fw={600}>
                      {toProgress}%
                    </Text>
                  </Group>
                }
              />
            ))}
          </WeekList>
          <WeekList title="Created this week" count={week.created.length} empty="No new goals this week.">
            {week.created.map((goal) => (
              <GoalLine key={goal.id} goal={goal} detail={<Badge variant="light">{goal.category}</Badge>} />
            ))}
          </WeekList>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          {/* Keyed by the saved text: a save (or another device's) shows the stored reflection. */}
          <Reflection key={`${week.weekStart}:${week.reflection ?? ''}`} week={week} />
          <PastReviews currentWeek={week.weekStart} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/**
 * Beyond SPEC: /goals/review, a real weekly review. This week's (the user's local days, from the
 * first day they chose: 'Week starts on', issue 26) completed, created and moved-forward goals, from the goals' events; a reflection
 * saved as an event; the past weeks' reflections.
 */
export default function ReviewPage() {
  const weekQuery = useQuery(goalQueries.week());
  const week = weekQuery.data;
  return (
    <>
      <PageHeader
        title="Weekly Review"
        description={week ? `This week · ${formatWeekRange(week.weekStart, week.weekEnd)}` : 'This week'}
        actions={
          <Group gap="sm" align="flex-end">
            <WeekStartSelect />
            <BackToGoalsButton />
          </Group>
        }
      />
      <QueryState
        query={weekQuery}
        loading={<Skeleton height={200} radius="lg" />}
        error={<LoadError size="page">Could not load this week&apos;s review. Please try again.</LoadError>}
      >
        {(data) => <ThisWeek week={data} />}
      </QueryState>
    </>
  );
}
