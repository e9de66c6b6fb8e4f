import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { WORKOUT_TYPES } from '@life/domain/workouts/constants';
import { progressChartRows, type ProgressFigure } from './progress';
import { WORKOUT_TYPE_COLORS, WORKOUT_TYPE_LABELS, type WorkoutProgressWeek } from './types';
import { formatCount } from '../../format';

const SERIES = WORKOUT_TYPES.map((type) => ({ name: type, label: WORKOUT_TYPE_LABELS[type], color: `${WORKOUT_TYPE_COLORS[type]}.6` }));

/**
 * One /fitness/progress chart (@mantine/charts on recharts, as the money Reports: a chunk of its
 * own, loaded with this screen only): a figure per week, stacked by workout type. Hidden from
 * screen readers: the table under it carries the same numbers.
 */
export default function ProgressChart({
  weeks,
  figure,
  unit,
}: {
  weeks: readonly WorkoutProgressWeek[];
  figure: ProgressFigure;
  unit: string;
}) {
  return (
    <BarChart
      aria-hidden
      h={220}
      data={progressChartRows(weeks, figure)}
      dataKey="label"
      type="stacked"
      series={SERIES}
      withLegend
      valueFormatter={(value) => `${formatCount(value)}${unit}`}
    />
  );
}
