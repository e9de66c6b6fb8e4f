/**
 * The generation window (issue 22: bound the work one request can cause). A rule's occurrences run
 * from `occurrencesFrom` (its start date, or at most one year before the user's day unless the body
 * asked for older ones) through the rolling horizon (31 December of next year, the SPEC's default end
 * date; further only where an earlier run already wrote). The daily job moves the horizon on for rules
 * that end later or never. A rule whose window holds more than MAX_OCCURRENCES_AT_ONCE is refused.
 * Occurrences older than the window are left alone: an edit neither creates, updates, posts nor
 * removes them (an edit never changes past ones anyway); deleting the rule still removes every
 * pending one (SPEC section 7), so a deletion looks back to each rule's own window (generation.ts).
 */
import { type FieldMessages } from '../shared/fields';
import { addMonths, type IsoDate, isIsoDate, LATEST_SUPPORTED_DATE } from '../shared/dates';
import { MAX_OCCURRENCES_AT_ONCE, OCCURRENCE_LOOKBACK_MONTHS, recurringMessages } from './constants';
import { occurrences, type OccurrenceRule } from './occurrences';
import { defaultEndDate } from './rules';
import type { RecurringTransactionRecord, RecurringTransactionState } from './state';

/** The first day a rule written on `today` has occurrences for. */
export function occurrencesFromFor(startDate: IsoDate, today: IsoDate, includeOlderOccurrences: boolean): IsoDate {
  if (includeOlderOccurrences) return startDate;
  const lookback = addMonths(today, -OCCURRENCE_LOOKBACK_MONTHS);
  return lookback > startDate ? lookback : startDate;
}

/**
 * Whether includeOlderOccurrences changes anything for a rule starting on `startDate` written on
 * `today` (its start is more than a year back): when the forms offer the checkbox. False for a date
 * not (yet) valid.
 */
export function offersOlderOccurrences(startDate: string, today: IsoDate): boolean {
  return isIsoDate(startDate) && isIsoDate(today) && occurrencesFromFor(startDate, today, false) > startDate;
}

/** The rule's window start as a run on `today` uses it (a rule written before the window: one year back from `today`). */
export function windowStart(record: Pick<RecurringTransactionRecord, 'startDate' | 'occurrencesFrom'>, today: IsoDate): IsoDate {
  return record.occurrencesFrom ?? occurrencesFromFor(record.startDate, today, false);
}

/** The rolling horizon of a run on `today`: 31 December of next year (the SPEC's default end date). */
export function generationHorizon(today: IsoDate): IsoDate {
  const horizon = defaultEndDate(today);
  return horizon > LATEST_SUPPORTED_DATE ? LATEST_SUPPORTED_DATE : horizon;
}

/**
 * The last day a run on `today` looks at: the rolling horizon, or further when an earlier run already
 * wrote further (a run acting as of an older day must neither miss nor drop what a newer one wrote,
 * and rules generated before the window may reach their end date).
 */
export function runHorizon(state: Pick<RecurringTransactionState, 'generatedThrough'>, today: IsoDate): IsoDate {
  const horizon = generationHorizon(today);
  return state.generatedThrough !== null && state.generatedThrough > horizon ? state.generatedThrough : horizon;
}

/** How many occurrences `rule` has within [from, through], counting no further than `limit + 1`. */
export function countOccurrences(rule: OccurrenceRule, from: IsoDate, through: IsoDate, limit: number): number {
  let count = 0;
  for (const _day of occurrences(rule, from, through)) if (++count > limit) break;
  return count;
}

/**
 * The 400 for a rule that would have more than MAX_OCCURRENCES_AT_ONCE occurrences in [from, through]
 * (an inactive rule wants none), on startDate; none when within the limit.
 */
export function occurrenceLimitMessages(
  rule: OccurrenceRule & { isActive: boolean },
  from: IsoDate,
  through: IsoDate,
): FieldMessages | undefined {
  if (!rule.isActive) return undefined;
  return countOccurrences(rule, from, through, MAX_OCCURRENCES_AT_ONCE) > MAX_OCCURRENCES_AT_ONCE
    ? { startDate: recurringMessages.tooManyOccurrences }
    : undefined;
}

/** What a rule written on `today` creates posted (issue 24): its occurrences dated up to today, when autoPost. */
export interface PostedOnCreate {
  /** How many occurrences dated up to `today` the create writes posted (0 without autoPost). */
  count: number;
  /** The first and last of them (null when none). */
  first: IsoDate | null;
  last: IsoDate | null;
}

/**
 * The occurrences a new rule's first generation writes posted: with autoPost, every one in its
 * window (from `occurrencesFromFor`) dated up to `today`, as `occurrenceFields` decides for the
 * worker (`date <= today`). The create form says it before the rule is saved; an inactive or not
 * (yet) valid rule posts none.
 */
export function occurrencesPostedOnCreate(
  rule: OccurrenceRule & { autoPost: boolean; isActive?: boolean; includeOlderOccurrences?: boolean },
  today: IsoDate,
): PostedOnCreate {
  const none: PostedOnCreate = { count: 0, first: null, last: null };
  if (!rule.autoPost || rule.isActive === false || !isIsoDate(rule.startDate) || !isIsoDate(today)) return none;
  if (rule.endDate != null && !isIsoDate(rule.endDate)) return none;
  const from = occurrencesFromFor(rule.startDate, today, rule.includeOlderOccurrences ?? false);
  let result = none;
  for (const day of occurrences(rule, from, today)) {
    result = { count: result.count + 1, first: result.first ?? day, last: day };
    if (result.count > MAX_OCCURRENCES_AT_ONCE) break;
  }
  return result;
}
