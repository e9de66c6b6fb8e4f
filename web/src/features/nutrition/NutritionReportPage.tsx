import { addDays, daysBetween } from '@life/domain/shared/dates';
import {
  MAX_NUTRITION_REPORT_DAYS,
  NUTRIENTS,
  nutritionReportCsv,
  type Nutrient,
  type NutritionReportJson,
  type TargetComparison,
} from '@life/domain/meals/report';
import { Badge, Button, Group, SegmentedControl, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { ChartWithTable, FigureTable } from '../../components/FigureTable';
import { SectionCard } from '../../components/SectionCard';
import { formatDisplayDate, localToday } from '../money';
import { mealQueries } from './queries';
import { formatCount } from '../../format';

const NutritionReportChart = lazy(() => import('./NutritionReportChart'));

const NUTRIENT_LABELS: Record<Nutrient, string> = { calories: 'Calories', protein: 'Protein (g)', carbs: 'Carbs (g)', fat: 'Fat (g)' };
const COMPARISON: Record<TargetComparison, { label: string; color: string }> = {
  over: { label: 'Over', color: 'red' },
  under: { label: 'Under', color: 'blue' },
  'on-target': { label: 'On target', color: 'teal' },
};

type Preset = '7' | '30' | 'custom';

/** The range asked for: the last 7 or 30 days ending today, or the user's own days (ignored until valid). */
function rangeOf(preset: Preset, custom: { startDate: string; endDate: string }, today: string) {
  if (preset !== 'custom') return { startDate: addDays(today, -(Number(preset) - 1)), endDate: today };
  return custom;
}

function customProblem({ startDate, endDate }: { startDate: string; endDate: string }): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate) || !/^\d{4}-\d{2}-\d{2}$/.test(endDate)) return 'Choose a start and an end date';
  if (endDate < startDate) return 'End date must be on or after start date';
  if (daysBetween(startDate, endDate) >= MAX_NUTRITION_REPORT_DAYS) return `The range may cover at most ${MAX_NUTRITION_REPORT_DAYS} days`;
  return null;
}

/** Hands the CSV (built from the report's exact texts by the domain) to the browser as a download. */
function downloadCsv(report: NutritionReportJson) {
  const url = URL.createObjectURL(new Blob([nutritionReportCsv(report)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `nutrition-report-${report.startDate}-to-${report.endDate}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * /nutrition/report (issue 27, nutrition's Quick Action 'Nutrition Report'): each day's logged
 * calories and macros against the user's targets over the last 7 or 30 days or a chosen range, the
 * averages over the days with logged meals, the days over and under target, and a CSV download.
 */
export default function NutritionReportPage() {
  const today = localToday();
  const [preset, setPreset] = useState<Preset>('7');
  const [custom, setCustom] = useState({ startDate: addDays(today, -13), endDate: today });
  const problem = preset === 'custom' ? customProblem(custom) : null;
  const range = rangeOf(preset, custom, today);
  const report = useQuery({ ...mealQueries.report(range), enabled: problem === null });

  return (
    <>
      <PageHeader
        title="Nutrition Report"
        description="Daily calories and macros against your targets"
        back={{ to: '/nutrition', label: 'Back to Nutrition' }}
      />
      <Group align="flex-end" mb="lg" gap="md">
        <SegmentedControl
          aria-label="Range"
          value={preset}
          onChange={(value) => setPreset(value)}
          data={[
            { value: '7', label: 'Last 7 days' },
            { value: '30', label: 'Last 30 days' },
            { value: 'custom', label: 'Custom' },
          ]}
        />
        {preset === 'custom' && (
          <>
            <TextInput
              label="Start date"
              type="date"
              value={custom.startDate}
              onChange={(e) => setCustom({ ...custom, startDate: e.currentTarget.value })}
            />
            <TextInput
              label="End date"
              type="date"
              value={custom.endDate}
              error={problem}
              onChange={(e) => setCustom({ ...custom, endDate: e.currentTarget.value })}
            />
          </>
        )}
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={!report.data || problem !== null}
          onClick={() => report.data && downloadCsv(report.data)}
        >
          Download CSV
        </Button>
      </Group>
      {problem === null && (
        <QueryState
          query={report}
          loading={<Skeleton height={300} />}
          error="Could not load your nutrition report. Please try again."
          retryLabel="Try again"
        >
          {(data) => <ReportContent report={data} />}
        </QueryState>
      )}
    </>
  );
}

function ReportContent({ report }: { report: NutritionReportJson }) {
  const span = `${formatDisplayDate(report.startDate)} – ${formatDisplayDate(report.endDate)}`;
  return (
    <Stack gap="lg">
      <SectionCard title="Summary" description={`${span} · ${report.loggedDays} of ${report.days.length} days with logged meals`}>
        <FigureTable
          caption="Averages over the days with logged meals, and days over or under target"
          headers={['Nutrient', 'Target', 'Daily average', 'Days over', 'Days under']}
        >
          {NUTRIENTS.map((nutrient) => (
            <Table.Tr key={nutrient}>
              <Table.Th scope="row" fw={400}>
                {NUTRIENT_LABELS[nutrient]}
              </Table.Th>
              <Table.Td ta="right">{formatCount(report.targets[nutrient])}</Table.Td>
              <Table.Td ta="right">{report.averages[nutrient]}</Table.Td>
              <Table.Td ta="right">{report.daysOver[nutrient]}</Table.Td>
              <Table.Td ta="right">{report.daysUnder[nutrient]}</Table.Td>
            </Table.Tr>
          ))}
        </FigureTable>
      </SectionCard>
      <SectionCard
        title="Daily calories"
        description={`Logged calories per day against your target of ${formatCount(report.targets.calories)}`}
      >
        <ChartWithTable chart={<NutritionReportChart report={report} />}>
          <FigureTable
            caption="Logged calories and macros per day"
            headers={['Date', 'Meals', ...NUTRIENTS.map((nutrient) => NUTRIENT_LABELS[nutrient])]}
            trailing={<Table.Th scope="col">Calories vs target</Table.Th>}
            minWidth={640}
          >
            {report.days.map((day) => (
              <Table.Tr key={day.date}>
                <Table.Th scope="row" fw={400}>
                  {formatDisplayDate(day.date)}
                </Table.Th>
                <Table.Td ta="right">{day.loggedMeals}</Table.Td>
                <Table.Td ta="right">{formatCount(day.calories)}</Table.Td>
                <Table.Td ta="right">{day.protein}</Table.Td>
                <Table.Td ta="right">{day.carbs}</Table.Td>
                <Table.Td ta="right">{day.fat}</Table.Td>
                <Table.Td>
                  {day.comparison.calories === null ? (
                    <Text size="sm" c="dimmed">
                      No meals logged
                    </Text>
                  ) : (
                    <Badge variant="light" color={COMPARISON[day.comparison.calories].color}>
                      {COMPARISON[day.comparison.calories].label}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </FigureTable>
        </ChartWithTable>
      </SectionCard>
    </Stack>
  );
}
