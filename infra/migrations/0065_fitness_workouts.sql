-- Fitness read model (issue 9): one row per live workout (projection 'fitness-workouts'; a deleted
-- workout's row is removed). date and time are the user's local day and wall-clock time as entered
-- (no zone): "today" and "this week" are compared with the user's local today as they are.
CREATE TABLE fitness_workouts (
  user_id          uuid        NOT NULL,
  id               uuid        NOT NULL,
  name             text        NOT NULL,
  type             text        NOT NULL,
  duration_minutes integer     NOT NULL,
  calories         integer,    -- null: not given
  completed        boolean     NOT NULL,
  date             date        NOT NULL,
  time             text,       -- 'HH:mm', null: a day without a time
  exercises        jsonb       NOT NULL, -- [{ name, sets, reps, weight }]
  started_at       timestamptz,          -- the running timer's start, null when not running
  -- Position of WorkoutLogged: the tie-break of the list order, unique and rebuild-stable.
  created_position text        NOT NULL,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL,
  PRIMARY KEY (user_id, id)
);

-- The list, newest first (GET /api/workouts, optionally one range of days).
CREATE INDEX fitness_workouts_by_date ON fitness_workouts (user_id, date DESC, time DESC NULLS LAST, created_position DESC);

-- The overview's and progress figures: completed workouts by day, with what they add up.
CREATE INDEX fitness_workouts_completed ON fitness_workouts (user_id, date) INCLUDE (duration_minutes, calories) WHERE completed;
