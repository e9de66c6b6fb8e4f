-- Money read models, part 4 (issue 8): recurring transactions, schedules and their periods
-- (projection 'money-schedules'). Same conventions as 0030-0032: ids are uuids, money is integer
-- cents (bigint), every index leads with user_id, timestamps come from the events' metadata.

-- One row per live recurring transaction (deleted ones are removed). amount_cents is absolute (> 0);
-- the API signs it by type (expense negative), as for transactions.
CREATE TABLE money_recurring_transactions (
  user_id                  uuid        NOT NULL,
  id                       uuid        NOT NULL,
  title                    text        NOT NULL,
  type                     text        NOT NULL,
  amount_cents             bigint      NOT NULL,
  category                 text        NOT NULL,
  transaction_category_ids uuid[]      NOT NULL,
  from_account_id          uuid,
  to_account_id            uuid,
  frequency                text        NOT NULL,
  start_date               date        NOT NULL,
  end_date                 date,       -- null: open-ended
  bi_monthly_dates         int[]       NOT NULL, -- the two days for bi-monthly, '{}' otherwise
  is_active                boolean     NOT NULL,
  auto_post                boolean     NOT NULL,
  -- Position of RecurringTransactionCreated: the list order, unique and rebuild-stable.
  created_position         text        NOT NULL,
  created_at               timestamptz NOT NULL,
  updated_at               timestamptz NOT NULL,
  PRIMARY KEY (user_id, id)
);

-- The daily job's list (recurringTransactionsDueForGeneration): every user's active rules that are
-- open-ended or auto-post, without reading the rest.
CREATE INDEX money_recurring_transactions_due ON money_recurring_transactions (user_id, id)
  WHERE is_active AND (end_date IS NULL OR auto_post);

-- One row per live schedule (deleted ones are removed, with their periods).
CREATE TABLE money_schedules (
  user_id                  uuid        NOT NULL,
  id                       uuid        NOT NULL,
  name                     text        NOT NULL,
  frequency                text        NOT NULL,
  start_date               date        NOT NULL,
  end_date                 date        NOT NULL,
  recurring_transaction_id uuid,       -- set exactly when frequency = 'use-recurring-transaction'
  is_active                boolean     NOT NULL,
  -- The followed recurring transaction's occurrence rule ({frequency, startDate, endDate,
  -- biMonthlyDates}) as last seen: its periods are computed from it, and it outlives the recurring
  -- transaction's deletion, so the schedule keeps its periods (and a later rename recomputes the same).
  followed_rule            jsonb,
  created_position         text        NOT NULL,
  created_at               timestamptz NOT NULL,
  updated_at               timestamptz NOT NULL,
  PRIMARY KEY (user_id, id)
);

-- The schedules that follow a recurring transaction: recomputed when it changes.
CREATE INDEX money_schedules_by_recurring ON money_schedules (user_id, recurring_transaction_id)
  WHERE recurring_transaction_id IS NOT NULL;

-- A schedule's periods (domain schedules/periods.ts), recomputed whenever the schedule or its
-- followed recurring transaction changes. SPEC: unique on scheduleId plus startDate.
CREATE TABLE money_schedule_periods (
  user_id        uuid        NOT NULL,
  schedule_id    uuid        NOT NULL,
  start_date     date        NOT NULL,
  end_date       date        NOT NULL,
  period_number  int         NOT NULL,
  days_in_period int         NOT NULL,
  schedule_name  text        NOT NULL,
  -- The time of the schedule's latest event (rebuild-stable).
  created_at     timestamptz NOT NULL,
  PRIMARY KEY (schedule_id, start_date),
  -- The list (ordered by period number) and a check that numbering has no duplicates.
  UNIQUE (user_id, schedule_id, period_number)
);
