import '@mantine/charts/styles.css';
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import type { ReportCategoryJson, ReportMonthJson } from '@life/domain/reports/api';
import { categoryColor, formatDollars, toCents } from '../../../format';
import { monthLabel, sliceName } from './ReportTables';

/**
 * The reports' charts (@mantine/charts on recharts: a chunk of its own, loaded with /money/reports
 * only). Charts take dollars as numbers for drawing; every figure shown is formatted from cents.
 * Theme colours (teal/red/blue) keep their contrast in dark mode; the tables beside them carry the numbers.
 */
const dollars = (decimal: string) => toCents(decimal) / 100;
const FALLBACK_COLORS = ['blue.6', 'grape.6', 'orange.6', 'cyan.6', 'pink.6', 'lime.6', 'indigo.6', 'yellow.6'];

function monthRows(months: readonly ReportMonthJson[]) {
  return months.map((m) => ({ month: monthLabel(m.month), income: dollars(m.income), expenses: dollars(m.expenses), net: dollars(m.net) }));
}

const INCOME = { name: 'income', label: 'Income', color: 'teal.6' };
const EXPENSES = { name: 'expenses', label: 'Expenses', color: 'red.6' };
const NET = { name: 'net', label: 'Net', color: 'blue.6' };

/** What the trend and summary charts share: the months as rows, dollars formatted, a legend. */
function monthChart(months: readonly ReportMonthJson[]) {
  return { 'aria-hidden': true, h: 220, data: monthRows(months), dataKey: 'month', valueFormatter: formatDollars, withLegend: true };
}

export type ReportChartProps =
  | { kind: 'trend'; months: readonly ReportMonthJson[] }
  | { kind: 'summary'; months: readonly ReportMonthJson[] }
  | { kind: 'categories'; categories: readonly ReportCategoryJson[] };

export default function ReportChart(props: ReportChartProps) {
  if (props.kind === 'categories') {
    const data = props.categories.map((slice, index) => ({
      name: sliceName(slice),
      value: dollars(slice.spent),
      color:
        categoryColor({ id: slice.categoryId, color: slice.color }) ??
        (slice.categoryId === null ? 'gray.6' : FALLBACK_COLORS[index % FALLBACK_COLORS.length]!),
    }));
    return (
      <DonutChart
        aria-hidden
        data={data}
        size={180}
        thickness={28}
        mx="auto"
        withTooltip
        tooltipDataSource="segment"
        valueFormatter={formatDollars}
      />
    );
  }
  if (props.kind === 'trend') return <LineChart {...monthChart(props.months)} curveType="monotone" series={[INCOME, EXPENSES]} />;
  return <BarChart {...monthChart(props.months)} series={[INCOME, EXPENSES, NET]} />;
}
