/**
 * Nutrition Report (issue 27, nutrition's Quick Action): each day's logged calories and macros
 * against the user's targets over a range, the averages and the days over or under target, and
 * the CSV. Exact: grams are counted in integer hundredths, averages rounded half up, never floats.
 */
import { addDays, daysBetween, type IsoDate } from '../shared/dates';
import { formatHundredths } from '../shared/numbers';

/** The longest range one report covers (a year and a day). */
export const MAX_NUTRITION_REPORT_DAYS = 366;
/** The range when none is asked for: the last 7 days, today included. */
export const DEFAULT_NUTRITION_REPORT_DAYS = 7;

export const nutritionReportMessages = {
  startInvalid: 'startDate must be a valid date (YYYY-MM-DD)',
  endInvalid: 'endDate must be a valid date (YYYY-MM-DD)',
  rangeTooLong: `The range may cover at most ${MAX_NUTRITION_REPORT_DAYS} days`,
} as const;

export const NUTRIENTS = ['calories', 'protein', 'carbs', 'fat'] as const;
export type Nutrient = (typeof NUTRIENTS)[number];

/** A day's logged sums as the read model answers them: calories whole, grams as 2-decimal strings. */
export interface NutritionDaySums {
  date: IsoDate;
  calories: number;
  protein: string;
  carbs: string;
  fat: string;
  loggedMeals: number;
}

export type TargetComparison = 'over' | 'under' | 'on-target';

export interface NutritionReportDayJson extends NutritionDaySums {
  /** Per nutrient; null on a day without logged meals (nothing was recorded to compare). */
  comparison: Record<Nutrient, TargetComparison | null>;
}

/** GET /api/nutrition/report?startDate=&endDate=&asOf=. Averages are over the days with logged meals, 2 decimals. */
export interface NutritionReportJson {
  startDate: IsoDate;
  endDate: IsoDate;
  asOf: string | null;
  targets: Record<Nutrient, number>;
  days: NutritionReportDayJson[];
  loggedDays: number;
  averages: Record<Nutrient, string>;
  daysOver: Record<Nutrient, number>;
  daysUnder: Record<Nutrient, number>;
}

/** '123.50' -> 12350 (the read model's numeric text). */
function hundredthsOf(text: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`not a 2-decimal quantity: ${text}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A nutrient of a day in hundredths (calories are whole). */
function amountOf(day: NutritionDaySums, nutrient: Nutrient): number {
  return nutrient === 'calories' ? day.calories * 100 : hundredthsOf(day[nutrient]);
}

function compare(amount: number, target: number): TargetComparison {
  return amount > target ? 'over' : amount < target ? 'under' : 'on-target';
}

const perNutrient = <T>(value: (nutrient: Nutrient) => T) =>
  Object.fromEntries(NUTRIENTS.map((nutrient) => [nutrient, value(nutrient)])) as Record<Nutrient, T>;

/** The days of the range, oldest first (days without meals as zeros). */
export function reportDays(startDate: IsoDate, endDate: IsoDate, sums: readonly NutritionDaySums[]): NutritionDaySums[] {
  const byDate = new Map(sums.map((day) => [day.date, day]));
  return Array.from({ length: daysBetween(startDate, endDate) + 1 }, (_, index) => {
    const date = addDays(startDate, index);
    return byDate.get(date) ?? { date, calories: 0, protein: '0.00', carbs: '0.00', fat: '0.00', loggedMeals: 0 };
  });
}

/** The report of `days` (every day of the range) against `targets` (whole calories and grams). */
export function nutritionReport(
  range: { startDate: IsoDate; endDate: IsoDate; asOf: string | null },
  days: readonly NutritionDaySums[],
  targets: Record<Nutrient, number>,
): NutritionReportJson {
  const logged = days.filter((day) => day.loggedMeals > 0);
  const reportDaysJson = days.map((day) => ({
    ...day,
    comparison: perNutrient((nutrient) => (day.loggedMeals > 0 ? compare(amountOf(day, nutrient), targets[nutrient] * 100) : null)),
  }));
  const average = (nutrient: Nutrient) => {
    if (logged.length === 0) return formatHundredths(0);
    const sum = logged.reduce((total, day) => total + amountOf(day, nutrient), 0);
    return formatHundredths(Math.floor((2 * sum + logged.length) / (2 * logged.length)));
  };
  const count = (nutrient: Nutrient, kind: TargetComparison) => reportDaysJson.filter((day) => day.comparison[nutrient] === kind).length;
  return {
    ...range,
    targets,
    days: reportDaysJson,
    loggedDays: logged.length,
    averages: perNutrient(average),
    daysOver: perNutrient((nutrient) => count(nutrient, 'over')),
    daysUnder: perNutrient((nutrient) => count(nutrient, 'under')),
  };
}

const COMPARISON_TEXT: Record<TargetComparison, string> = { over: 'over', under: 'under', 'on-target': 'on target' };

/** The report as CSV (RFC 4180, CRLF): a row per day, then the averages over the logged days. */
export function nutritionReportCsv(report: NutritionReportJson): string {
  const header = [
    'Date',
    'Logged meals',
    'Calories',
    'Calories target',
    'Calories vs target',
    'Protein (g)',
    'Protein target (g)',
    'Carbs (g)',
    'Carbs target (g)',
    'Fat (g)',
    'Fat target (g)',
  ];
  const { targets } = report;
  const rows = report.days.map((day) => [
    day.date,
    String(day.loggedMeals),
    String(day.calories),
    String(targets.calories),
    day.comparison.calories === null ? '' : COMPARISON_TEXT[day.comparison.calories],
    day.protein,
    String(targets.protein),
    day.carbs,
    String(targets.carbs),
    day.fat,
    String(targets.fat),
  ]);
  const averages = [
    `Average of ${report.loggedDays} logged days`,
    '',
    report.averages.calories,
    String(targets.calories),
    '',
    report.averages.protein,
    String(targets.protein),
    report.averages.carbs,
    String(targets.carbs),
    report.averages.fat,
    String(targets.fat),
  ];
  // No cell holds a comma, quote or line break (dates, numbers, fixed words): none needs quoting.
  return [header, ...rows, averages].map((row) => row.join(',')).join('\r\n') + '\r\n';
}
