-- Dashboard read model (issue 9; projection 'dashboard', the design's "dashboard stats"): what
-- GET /api/dashboard reads in one statement. Every index leads with user_id.

-- One row per live record the dashboard shows or counts: transactions, workouts, meals, goals (a
-- deleted record's row is removed). It holds the record's current contribution to dashboard_days,
-- so a change or a deletion takes out exactly what the record had put in.
CREATE TABLE dashboard_records (
  user_id           uuid        NOT NULL,
  kind              text        NOT NULL, -- 'transaction' | 'workout' | 'meal' | 'goal'
  id                uuid        NOT NULL,
  title             text        NOT NULL, -- a transaction's or goal's title, a workout's or meal's name
  day               date,                 -- a transaction's, workout's or meal's date; null for goals
  amount            bigint      NOT NULL, -- transaction: absolute cents; workout: minutes; meal: calories; goal: progress
  transaction_type  text,                 -- transactions only
  goal_status       text,                 -- goals only
  goal_due_date     text,                 -- goals only: free text, '' when none
  -- When it last became Recent Activity: a transaction recorded, a workout completed, a meal logged,
  -- a goal's latest event. Null while a workout is not completed or a meal not logged (then it also
  -- counts in no day). Positions order activity of every kind, rebuild-stable.
  activity_position text,
  activity_at       timestamptz,
  PRIMARY KEY (user_id, kind, id)
);

-- The latest activity of each kind (LIMIT 2 / 1), and the most recently updated goals; `day` lets the
-- transactions' "not dated after today" be checked in the index.
CREATE INDEX dashboard_records_activity ON dashboard_records (user_id, kind, activity_position DESC) INCLUDE (day)
  WHERE activity_position IS NOT NULL;

-- Per user per local day: what the stat cards add up (the month's spending, the last 7 days'
-- workouts, today's calories). Sums of the records' contributions; a row exists while any count is
-- above 0, so live updates and a rebuild leave the same rows.
CREATE TABLE dashboard_days (
  user_id         uuid   NOT NULL,
  day             date   NOT NULL,
  transactions    int    NOT NULL, -- dated that day, every type and status
  expense_cents   bigint NOT NULL, -- their expenses, absolute
  workouts        int    NOT NULL, -- completed workouts dated that day
  workout_minutes bigint NOT NULL,
  logged_meals    int    NOT NULL, -- logged meals dated that day
  meal_calories   bigint NOT NULL,
  PRIMARY KEY (user_id, day)
);
