-- The dashboard as of any moment (issue 10; projection 'dashboard-history'): dashboard_records (0075)
-- as versions, with the knowledge time of each, like money-history (0085): a version is known from
-- its event's metadata.occurredAt (known_from, position from_position) until the occurredAt of the
-- event that superseded it (known_to, to_position; null = current). A deletion only closes. The day
-- sums (dashboard_days) are not versioned: the as-of read adds up the versions of the windows' days.

CREATE TABLE dashboard_record_versions (
  user_id           uuid        NOT NULL,
  kind              text        NOT NULL, -- 'transaction' | 'workout' | 'meal' | 'goal'
  id                uuid        NOT NULL,
  from_position     text        NOT NULL,
  to_position       text,
  known_from        timestamptz NOT NULL,
  known_to          timestamptz,
  title             text        NOT NULL,
  day               date,
  amount            bigint      NOT NULL,
  transaction_type  text,
  goal_status       text,
  goal_due_date     text,
  activity_position text,
  activity_at       timestamptz,
  PRIMARY KEY (user_id, kind, id, from_position)
);
-- The current version of a record: what the next event closes (and the fold loads).
CREATE INDEX dashboard_record_versions_current ON dashboard_record_versions (user_id, kind, id) WHERE known_to IS NULL;
-- The windows' days at T (a month and the last 7 days): the known range and contribution read from the index.
CREATE INDEX dashboard_record_versions_by_day ON dashboard_record_versions (user_id, day)
  INCLUDE (kind, known_from, known_to, amount, transaction_type, activity_position) WHERE day IS NOT NULL;
-- Recent Activity at T: the latest activity of each kind that was known then (activity_at <= T first).
-- Ties of activity_at (one request's records) are ordered by position, as the live read orders them.
CREATE INDEX dashboard_record_versions_activity ON dashboard_record_versions (user_id, kind, activity_at DESC, activity_position DESC)
  INCLUDE (known_from, known_to) WHERE activity_position IS NOT NULL;

-- user_targets (0073) as versions: the targets the dashboard measured against at T.
CREATE TABLE user_target_versions (
  user_id         uuid        NOT NULL,
  from_position   text        NOT NULL,
  to_position     text,
  known_from      timestamptz NOT NULL,
  known_to        timestamptz,
  calories        integer     NOT NULL,
  weekly_workouts integer     NOT NULL,
  PRIMARY KEY (user_id, from_position)
);
