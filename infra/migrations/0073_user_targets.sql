-- A user's own targets (issue 9, beyond SPEC 'Set Goals'; projection 'targets'): one row per user who
-- set any. Users without a row have the SPEC defaults (domain DEFAULT_TARGETS).
CREATE TABLE user_targets (
  user_id                uuid        PRIMARY KEY,
  calories               integer     NOT NULL,
  protein                integer     NOT NULL,
  carbs                  integer     NOT NULL,
  fat                    integer     NOT NULL,
  water_glasses          integer     NOT NULL,
  weekly_workouts        integer     NOT NULL,
  weekly_calories_burned integer     NOT NULL,
  weekly_active_minutes  integer     NOT NULL,
  updated_at             timestamptz NOT NULL
);
