import type { ReportMonthJson } from '@life/domain/reports/api';
import { Alert, Button, Card, Group, Modal, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChartBar, IconChartLine, IconChartPie, IconDownload, IconFileAnalytics, type Icon } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useAsOf } from '../../../api/as-of';
import { downloadFile } from '../../../api/download';
import { isApiError } from '../../../api/fetch';
import { PageHeader } from '../../../components/PageHeader';
import { formatDisplayDate, formatMoney, localToday } from '../format';
import {
  breakdownRange,
  BREAKDOWN_RANGES,
  reportPath,
  reportQueries,
  type BreakdownRange,
  type Report,
  type ReportFilters,
} from './queries';
import { ReportForm, type ReportFormValues } from './ReportForm';
import { CategoryTable, MonthTable } from './ReportTables';

// The chart library (recharts) loads with this screen only, so `/` keeps its JS budget.
const ReportChart = lazy(() => import('./ReportCharts'));

function ReportCard({
  title,
  description,
  icon: CardIcon,
  actions,
  children,
}: {
  title: string;
  description: string;
  icon: Icon;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="md" aria-hidden>
            <CardIcon size={18} />
          </ThemeIcon>
          <div>
            <Text fw={600}>{title}</Text>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </div>
        </Group>
        {actions}
      </Group>
      {children}
    </Card>
  );
}

const chartFallback = <Skeleton height={220} />;

/** A chart of the last 12 months with its table beneath (Spending Trends, Monthly Summary); skeleton until loaded. */
function MonthsChart({
  kind,
  months,
  caption,
}: {
  kind: 'trend' | 'summary';
  months: readonly ReportMonthJson[] | undefined;
  caption: string;
}) {
  if (!months) return chartFallback;
  return (
    <Stack gap="sm">
      <Suspense fallback={chartFallback}>
        <ReportChart kind={kind} months={months} />
      </Suspense>
      <MonthTable caption={caption} months={months} columns={kind} />
    </Stack>
  );
}

const rangeText = (report: Report) => `${formatDisplayDate(report.start)} – ${formatDisplayDate(report.end)}`;

/** The report 'Generate Report' made: totals, the three views for its range and filters, and its CSV (as of `asOf` when set). */
function GeneratedReport({ filters, asOf, onClose }: { filters: ReportFilters; asOf: string | null; onClose: () => void }) {
  const report = useQuery(reportQueries.summary(filters, asOf));
  const [problem, setProblem] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    setProblem(null);
    try {
      await downloadFile(reportPath(filters, 'csv', asOf), 'life-report.csv', () => {});
    } catch (error) {
      setProblem(isApiError(error) && error.body?.error ? error.body.error : 'The download failed. Please try again.');
    } finally {
      setDownloading(false);
    }
  };
  const data = report.data;
  return (
    <ReportCard
      title="Report"
      description={data ? rangeText(data) : 'Loading…'}
      icon={IconFileAnalytics}
      actions={
        <Group gap="xs">
          <Button
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            loading={downloading}
            disabled={!data}
            onClick={() => void download()}
          >
            Download CSV
          </Button>
          <Button size="xs" variant="subtle" onClick={onClose}>
            Close
          </Button>
        </Group>
      }
    >
      {report.isError && (
        <Text c="red">{isApiError(report.error) && report.error.body?.error ? report.error.body.error : 'Could not load the report.'}</Text>
      )}
      {problem && (
        <Alert color="red" title="Download failed" mb="sm">
          {problem}
        </Alert>
      )}
      {data ? (
        <Stack gap="md">
          <SimpleGrid cols={3} role="list" aria-label="Report totals">
            {(
              [
                ['Income', data.totals.income],
                ['Expenses', data.totals.expenses],
                ['Net', data.totals.net],
              ] as const
            ).map(([label, value]) => (
              <div key={label} role="listitem">
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text fw={700}>{formatMoney(value)}</Text>
              </div>
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <MonthTable caption="Income, expenses and net per month of the report" months={data.months} columns="summary" />
            <CategoryTable caption="Expenses by category in the report" categories={data.categories} />
          </SimpleGrid>
        </Stack>
      ) : (
        !report.isError && <Skeleton height={160} />
      )}
    </ReportCard>
  );
}

/**
 * /money/reports (issue 11): Spending Trends and Monthly Summary over the 12 months ending with this
 * month, Category Breakdown over a chosen range, each a chart with its table; 'Generate Report' asks
 * for a range and filters and shows that report with a CSV download. Figures follow the overview's rules.
 * While the past is viewed (issue 26) every figure, the generated report and its CSV are as of that
 * moment, and "this month" is that moment's month.
 */
export default function ReportsPage() {
  const asOf = useAsOf();
  const today = localToday(asOf === null ? undefined : Date.parse(asOf));
  const trends = useQuery(reportQueries.summary({}, asOf));
  const [range, setRange] = useState<BreakdownRange>('month');
  const breakdown = useQuery(reportQueries.summary(breakdownRange(range, today), asOf));
  const [formOpen, setFormOpen] = useState(false);
  const [generated, setGenerated] = useState<ReportFilters | null>(null);
  const [formValues, setFormValues] = useState<ReportFormValues>(() => ({
    ...breakdownRange('year', today),
    accountIds: [],
    categoryIds: [],
  }));

  return (
    <>
      <PageHeader
        title="Reports"
        description="Insights into your finances"
        actions={
          <Button leftSection={<IconFileAnalytics size={16} aria-hidden />} onClick={() => setFormOpen(true)}>
            Generate Report
          </Button>
        }
      />
      <Modal opened={formOpen} onClose={() => setFormOpen(false)} title="Generate Report">
        <ReportForm
          initial={formValues}
          onSubmit={(filters) => {
            setFormValues({
              start: filters.start!,
              end: filters.end!,
              accountIds: [...(filters.accountIds ?? [])],
              categoryIds: [...(filters.categoryIds ?? [])],
            });
            setGenerated(filters);
            setFormOpen(false);
          }}
        />
      </Modal>
      {(trends.isError || breakdown.isError) && (
        <Text c="red" mb="md">
          Could not load your reports. Please try again.
        </Text>
      )}
      <Stack gap="lg">
        {generated && <GeneratedReport filters={generated} asOf={asOf} onClose={() => setGenerated(null)} />}
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <ReportCard title="Spending Trends" description="Income and expenses per month, last 12 months" icon={IconChartLine}>
            <MonthsChart kind="trend" months={trends.data?.months} caption="Income and expenses per month, last 12 months" />
          </ReportCard>
          <ReportCard title="Category Breakdown" description="Where your money goes, by each expense's first category" icon={IconChartPie}>
            <SegmentedControl
              fullWidth
              size="xs"
              mb="sm"
              aria-label="Category Breakdown range"
              data={BREAKDOWN_RANGES.map((r) => ({ value: r.value, label: r.label }))}
              value={range}
              onChange={setRange}
            />
            {breakdown.data ? (
              <Stack gap="sm">
                {breakdown.data.categories.length > 0 && (
                  <Suspense fallback={chartFallback}>
                    <ReportChart kind="categories" categories={breakdown.data.categories} />
                  </Suspense>
                )}
                <CategoryTable
                  caption={`Expenses by category, ${rangeText(breakdown.data)}: ${formatMoney(breakdown.data.totals.expenses)}`}
                  categories={breakdown.data.categories}
                />
              </Stack>
            ) : (
              chartFallback
            )}
          </ReportCard>
        </SimpleGrid>
        <ReportCard title="Monthly Summary" description="Income, expenses and net for each month, last 12 months" icon={IconChartBar}>
          <MonthsChart kind="summary" months={trends.data?.months} caption="Income, expenses and net per month, last 12 months" />
        </ReportCard>
      </Stack>
    </>
  );
}
