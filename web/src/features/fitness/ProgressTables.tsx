import { Table } from '@mantine/core';
import { WORKOUT_TYPES } from '@life/domain/workouts/constants';
import { FigureTable } from '../../components/FigureTable';
import { formatDisplayDate } from '../money';
import { formatCount } from './format';
import type { ProgressFigure } from './progress';
import { WORKOUT_TYPE_LABELS, type WorkoutFigures, type WorkoutProgress } from './types';

const HEADERS = ['Week of', ...WORKOUT_TYPES.map((type) => WORKOUT_TYPE_LABELS[type]), 'Total'];

/**
 * A chart's numbers as a table (screen readers, copying): a row per week (its Monday), a column
 * per workout type and the week's total. Captioned with what it shows.
 */
export function WeeklyFigureTable({ caption, progress, figure }: { caption: string; progress: WorkoutProgress; figure: ProgressFigure }) {
  return (
    <FigureTable caption={caption} headers={HEADERS} minWidth={560}>
      {progress.weeks.map((week) => (
        <FigureRow key={week.start} label={formatDisplayDate(week.start)} figures={week} byType={week.byType} figure={figure} />
      ))}
      <FigureRow label="All weeks" figures={progress.totals} byType={progress.totals.byType} figure={figure} strong />
    </FigureTable>
  );
}

function FigureRow({
  label,
  figures,
  byType,
  figure,
  strong = false,
}: {
  label: string;
  figures: WorkoutFigures;
  byType: WorkoutProgress['totals']['byType'];
  figure: ProgressFigure;
  strong?: boolean;
}) {
  const weight = strong ? 600 : 400;
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={weight}>
        {label}
      </Table.Th>
      {WORKOUT_TYPES.map((type) => (
        <Table.Td key={type} ta="right" fw={weight}>
          {formatCount(byType[type][figure])}
        </Table.Td>
      ))}
      <Table.Td ta="right" fw={weight}>
        {formatCount(figures[figure])}
      </Table.Td>
    </Table.Tr>
  );
}
