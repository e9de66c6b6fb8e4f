import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { shortDay } from './progress';
import type { BodyWeightLog } from './types';

/**
 * The body-weight chart (lazy, with recharts): each entry and the trend (the moving average the API
 * computed exactly). Drawing takes numbers; the table beside it shows the exact texts.
 */
export default function BodyWeightChart({ log }: { log: BodyWeightLog }) {
  const data = log.points.map((point) => ({ label: shortDay(point.date), weight: Number(point.weight), trend: Number(point.trend) }));
  return (
    <LineChart
      aria-hidden
      h={220}
      data={data}
      dataKey="label"
      curveType="monotone"
      withLegend
      yAxisProps={{ domain: ['dataMin - 1', 'dataMax + 1'] }}
      valueFormatter={(value) => `${value} ${log.unit}`}
      series={[
        { name: 'weight', label: 'Weight', color: 'blue.6' },
        { name: 'trend', label: 'Trend (7 entries)', color: 'orange.6' },
      ]}
    />
  );
}
