import {
  type OccurrenceRule,
  RECURRING_TRANSACTION_FIELD_KEYS,
  type RecurringTransactionFields,
  SCHEDULE_FIELD_KEYS,
  type ScheduleFields,
  type ScheduleFrequency,
  scheduleOccurrenceDates,
  schedulePeriods,
} from '@life/domain';
import { fieldColumns, pickFields, snakeCase } from '@life/domain/shared/aggregate-fields';
import type { Queryable } from '@life/infra';
import { eventByEvent, projection, type LifeProjectedEvent } from '../../projection';
import { rowVersions } from '../as-of/row-versions';
import { MONEY_SCHEDULES } from './names';
import { occurredAt, ownerOf, recordset } from '../rows';

/** The events money-schedules handles (moneySchedulesProjection.canHandle). */
export const SCHEDULE_EVENT_TYPES = [
  'RecurringTransactionCreated',
  'RecurringTransactionUpdated',
  'RecurringTransactionDeleted',
  'RecurringTransactionRestored',
  'RecurringGenerationRequested',
  'RecurringOccurrencesGenerated',
  'ScheduleCreated',
  'ScheduleUpdated',
  'ScheduleDeleted',
] as const;
type ScheduleProjectionEvent = LifeProjectedEvent<(typeof SCHEDULE_EVENT_TYPES)[number]>;

/**
 * money_recurring_transactions, money_schedules and money_schedule_periods. Periods are computed
 * by the domain (scheduleOccurrenceDates + schedulePeriods) whenever a schedule is written, and
 * again for the schedules that follow a recurring transaction when that one is created or updated
 * (so a schedule written before its recurring transaction was projected gets its periods then).
 * A schedule keeps the followed rule it last saw (followed_rule), so deleting the recurring
 * transaction leaves its periods as they were. Rows depend only on the events and their order,
 * so a rebuild writes the same rows; a period's created_at is its schedule's latest event time.
 */
export const moneySchedulesProjection = projection({
  name: MONEY_SCHEDULES,
  canHandle: SCHEDULE_EVENT_TYPES,
  tables: [
    'money_recurring_transactions',
    'money_schedules',
    'money_schedule_periods',
    'money_recurring_transactions_versions',
    'money_schedules_versions',
    'money_schedule_periods_versions',
  ],
  // A deletion removes the schedule and its periods, or the recurring transaction's row (or finds
  // none): the same rows whether or not the stream's earlier events were applied. The schedules
  // following a deleted recurring transaction keep the rule they last saw, which never includes a
  // parked event's, on replay too; so the owner's delete repairs a recurring transaction under repair.
  resetsStream: ['ScheduleDeleted', 'RecurringTransactionDeleted'],
  apply: eventByEvent(applyOne),
});

/** The stored fields of a recurring transaction by their columns, as jsonb_to_record reads them (RECURRING_RECORD). */
function recurringColumns(recurringTransactionId: string, d: RecurringTransactionFields) {
  return { id: recurringTransactionId, ...fieldColumns(pickFields(RECURRING_TRANSACTION_FIELD_KEYS, d)) };
}
const RECURRING_RECORD = `id uuid, title text, type text, amount_cents bigint, category text, transaction_category_ids uuid[],
  from_account_id uuid, to_account_id uuid, frequency text, start_date date, end_date date, bi_monthly_dates int[],
  is_active boolean, auto_post boolean`;
const RECURRING_FIELDS = RECURRING_TRANSACTION_FIELD_KEYS.map(snakeCase);

/** The stored fields of a schedule by their columns, as jsonb_to_record reads them (SCHEDULE_RECORD). */
function scheduleColumns(scheduleId: string, d: ScheduleFields) {
  return { id: scheduleId, ...fieldColumns(pickFields(SCHEDULE_FIELD_KEYS, d)) };
}
const SCHEDULE_RECORD = `id uuid, name text, frequency text, start_date date, end_date date, recurring_transaction_id uuid, is_active boolean`;

/** A recurring transaction's occurrence rule (OccurrenceRule) as jsonb: what a following schedule keeps. */
const RULE_OF = (r: string) =>
  `jsonb_build_object('frequency', ${r}.frequency, 'startDate', to_char(${r}.start_date, 'YYYY-MM-DD'),
     'endDate', to_char(${r}.end_date, 'YYYY-MM-DD'), 'biMonthlyDates', to_jsonb(${r}.bi_monthly_dates))`;
const FOLLOWED_RULE = (userId: string, recurringId: string) =>
  `(SELECT ${RULE_OF('r')} FROM money_recurring_transactions r WHERE r.user_id = ${userId} AND r.id = ${recurringId})`;

/** What the periods of one schedule are computed from. */
interface PeriodSource {
  id: string;
  name: string;
  frequency: ScheduleFrequency;
  start_date: string;
  end_date: string;
  followed_rule: OccurrenceRule | null;
}
const PERIOD_SOURCE = `s.id::text AS id, s.name, s.frequency, to_char(s.start_date, 'YYYY-MM-DD') AS start_date,
  to_char(s.end_date, 'YYYY-MM-DD') AS end_date, s.followed_rule`;

/** Issue 26: recurring transactions as of a moment. */
const recurringVersions = rowVersions('money_recurring_transactions', 'money_recurring_transactions_versions');
const scheduleVersions = rowVersions('money_schedules', 'money_schedules_versions');
const periodVersions = rowVersions('money_schedule_periods', 'money_schedule_periods_versions');

/** A schedule's row and periods as they now are, known from the event (issue 26). */
async function snapshotSchedule(tx: Queryable, event: ScheduleProjectionEvent, userId: string, scheduleId: string): Promise<void> {
  await scheduleVersions.snapshot(tx, event, { user_id: userId, id: scheduleId });
  await periodVersions.snapshot(tx, event, { user_id: userId, schedule_id: scheduleId });
}

async function applyOne(tx: Queryable, event: ScheduleProjectionEvent): Promise<void> {
  const at = occurredAt(event);
  switch (event.type) {
    case 'RecurringTransactionCreated': {
      const { recurringTransactionId, userId } = event.data;
      await tx.query(
        `INSERT INTO money_recurring_transactions (user_id, id, ${RECURRING_FIELDS.join(', ')}, created_position, created_at, updated_at)
         SELECT $1, r.id, ${RECURRING_FIELDS.map((column) => `r.${column}`).join(', ')}, $3, $4, $4
           FROM jsonb_to_record($2::jsonb) AS r(${RECURRING_RECORD})
         ON CONFLICT (user_id, id) DO NOTHING`,
        [userId, JSON.stringify(recurringColumns(recurringTransactionId, event.data)), event.position, at],
      );
      await recurringVersions.snapshot(tx, event, { user_id: userId, id: recurringTransactionId });
      await refreshFollowers(tx, event, userId, recurringTransactionId);
      return;
    }
    case 'RecurringTransactionUpdated': {
      const userId = ownerOf(event);
      const { rowCount } = await tx.query(
        `UPDATE money_recurring_transactions t SET ${RECURRING_FIELDS.map((column) => `${column} = r.${column}`).join(', ')}, updated_at = $3
           FROM jsonb_to_record($2::jsonb) AS r(${RECURRING_RECORD})
          WHERE t.user_id = $1 AND t.id = r.id`,
        [userId, JSON.stringify(recurringColumns(event.data.recurringTransactionId, event.data)), at],
      );
      await recurringVersions.snapshot(tx, event, { user_id: userId, id: event.data.recurringTransactionId });
      if (rowCount) await refreshFollowers(tx, event, userId, event.data.recurringTransactionId);
      return;
    }
    case 'RecurringTransactionRestored': {
      // Issue 26: its row again with its last values, in its old place in the list (created_position and
      // created_at of its last version); the schedules that follow it take its rule again.
      const { recurringTransactionId, userId } = event.data;
      await tx.query(
        `INSERT INTO money_recurring_transactions (user_id, id, ${RECURRING_FIELDS.join(', ')}, created_position, created_at, updated_at)
         SELECT $1, r.id, ${RECURRING_FIELDS.map((column) => `r.${column}`).join(', ')},
                coalesce(last.created_position, $3), coalesce(last.created_at, $4), $4
           FROM jsonb_to_record($2::jsonb) AS r(${RECURRING_RECORD})
           LEFT JOIN LATERAL (SELECT v.created_position, v.created_at FROM money_recurring_transactions_versions v
                               WHERE v.user_id = $1 AND v.id = r.id ORDER BY v.from_position DESC LIMIT 1) last ON true
         ON CONFLICT (user_id, id) DO NOTHING`,
        [userId, JSON.stringify(recurringColumns(recurringTransactionId, event.data)), event.position, at],
      );
      await recurringVersions.snapshot(tx, event, { user_id: userId, id: recurringTransactionId });
      await refreshFollowers(tx, event, userId, recurringTransactionId);
      return;
    }
    case 'RecurringTransactionDeleted':
      // Its schedules keep their followed_rule, hence their periods.
      await tx.query(`DELETE FROM money_recurring_transactions WHERE user_id = $1 AND id = $2`, [
        ownerOf(event),
        event.data.recurringTransactionId,
      ]);
      await recurringVersions.snapshot(tx, event, { user_id: ownerOf(event), id: event.data.recurringTransactionId });
      return;
    case 'RecurringGenerationRequested':
    case 'RecurringOccurrencesGenerated':
      // The worker's business: no read-model row changes (the occurrences are the ledger's).
      return;
    case 'ScheduleCreated': {
      const { scheduleId, userId } = event.data;
      const { rows } = await tx.query<PeriodSource>(
        `INSERT INTO money_schedules AS s (user_id, id, name, frequency, start_date, end_date, recurring_transaction_id, is_active,
           followed_rule, created_position, created_at, updated_at)
         SELECT $1, d.id, d.name, d.frequency, d.start_date, d.end_date, d.recurring_transaction_id, d.is_active,
                ${FOLLOWED_RULE('$1::uuid', 'd.recurring_transaction_id')}, $3, $4, $4
           FROM jsonb_to_record($2::jsonb) AS d(${SCHEDULE_RECORD})
         ON CONFLICT (user_id, id) DO NOTHING
         RETURNING ${PERIOD_SOURCE}`,
        [userId, JSON.stringify(scheduleColumns(scheduleId, event.data)), event.position, at],
      );
      for (const row of rows) await writePeriods(tx, event, userId, row);
      return;
    }
    case 'ScheduleUpdated': {
      const userId = ownerOf(event);
      // The followed rule: the recurring transaction's current one; while it is gone (deleted), the
      // one last seen if the schedule still follows the same recurring transaction.
      const { rows } = await tx.query<PeriodSource>(
        `UPDATE money_schedules s SET name = d.name, frequency = d.frequency, start_date = d.start_date, end_date = d.end_date,
                recurring_transaction_id = d.recurring_transaction_id, is_active = d.is_active, updated_at = $3,
                followed_rule = CASE WHEN d.recurring_transaction_id IS NULL THEN NULL
                  ELSE coalesce(${FOLLOWED_RULE('s.user_id', 'd.recurring_transaction_id')},
                                CASE WHEN s.recurring_transaction_id = d.recurring_transaction_id THEN s.followed_rule END) END
           FROM jsonb_to_record($2::jsonb) AS d(${SCHEDULE_RECORD})
          WHERE s.user_id = $1 AND s.id = d.id
          RETURNING ${PERIOD_SOURCE}`,
        [userId, JSON.stringify(scheduleColumns(event.data.scheduleId, event.data)), at],
      );
      for (const row of rows) await writePeriods(tx, event, userId, row);
      return;
    }
    case 'ScheduleDeleted': {
      const userId = ownerOf(event);
      await tx.query(`DELETE FROM money_schedule_periods WHERE user_id = $1 AND schedule_id = $2`, [userId, event.data.scheduleId]);
      await tx.query(`DELETE FROM money_schedules WHERE user_id = $1 AND id = $2`, [userId, event.data.scheduleId]);
      await snapshotSchedule(tx, event, userId, event.data.scheduleId);
      return;
    }
  }
}

/** The schedules of `userId` that follow the recurring transaction take its current rule, and their periods follow. */
async function refreshFollowers(
  tx: Queryable,
  event: ScheduleProjectionEvent,
  userId: string,
  recurringTransactionId: string,
): Promise<void> {
  const { rows } = await tx.query<PeriodSource>(
    `UPDATE money_schedules s SET followed_rule = ${FOLLOWED_RULE('s.user_id', 's.recurring_transaction_id')}
      WHERE s.user_id = $1 AND s.recurring_transaction_id = $2
      RETURNING ${PERIOD_SOURCE}`,
    [userId, recurringTransactionId],
  );
  for (const row of rows) await writePeriods(tx, event, userId, row);
}

/** Replaces a schedule's periods by the domain's; their name and created_at are the schedule row's. */
async function writePeriods(tx: Queryable, event: ScheduleProjectionEvent, userId: string, source: PeriodSource): Promise<void> {
  const schedule = {
    scheduleId: source.id,
    name: source.name,
    frequency: source.frequency,
    startDate: source.start_date,
    endDate: source.end_date,
  };
  const periods = schedulePeriods(schedule, scheduleOccurrenceDates(schedule, source.followed_rule));
  await tx.query(`DELETE FROM money_schedule_periods WHERE user_id = $1 AND schedule_id = $2`, [userId, source.id]);
  if (periods.length > 0) await insertPeriods(tx, userId, source.id, periods);
  await snapshotSchedule(tx, event, userId, source.id);
}

async function insertPeriods(
  tx: Queryable,
  userId: string,
  scheduleId: string,
  periods: ReturnType<typeof schedulePeriods>,
): Promise<void> {
  await tx.query(
    `INSERT INTO money_schedule_periods (user_id, schedule_id, start_date, end_date, period_number, days_in_period, schedule_name, created_at)
     SELECT s.user_id, s.id, p.start_date, p.end_date, p.period_number, p.days_in_period, s.name, s.updated_at
       FROM money_schedules s, jsonb_to_recordset($3::jsonb) AS p(start_date date, end_date date, period_number int, days_in_period int)
      WHERE s.user_id = $1 AND s.id = $2`,
    [
      userId,
      scheduleId,
      recordset(
        periods.map((period) => ({
          start_date: period.startDate,
          end_date: period.endDate,
          period_number: period.periodNumber,
          days_in_period: period.daysInPeriod,
        })),
      ),
    ],
  );
}
