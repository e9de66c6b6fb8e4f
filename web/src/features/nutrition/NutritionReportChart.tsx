import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { NutritionReportJson } from '@life/domain/meals/report';
import { formatDisplayDate } from '../money';
import { formatCount } from '../../format';

/**
 * The report's chart (lazy, with recharts as the money Reports): each day's logged calories against
 * the calorie target (the dashed line). Hidden from screen readers: the daily table carries the numbers.
 */
export default function NutritionReportChart({ report }: { report: NutritionReportJson }) {
  const data = report.days.map((day) => ({ label: formatDisplayDate(day.date).replace(/, \d{4}$/, ''), calories: day.calories }));
  return (
    <BarChart
      aria-hidden
      h={220}
      data={data}
      dataKey="label"
      series={[{ name: 'calories', label: 'Calories', color: 'orange.6' }]}
      referenceLines={[{ y: report.targets.calories, label: `Target ${formatCount(report.targets.calories)}`, color: 'gray.6' }]}
      valueFormatter={(value) => `${formatCount(value)} cal`}
    />
  );
}
