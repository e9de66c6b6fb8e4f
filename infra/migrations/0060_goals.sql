-- Goals read models (issue 9, projection 'goals'): the goals, their dated activity (what the
-- Weekly Progress card and the weekly review count) and the weekly reflections. Ids are uuids,
-- every index leads with user_id, timestamps come from the events' metadata.

-- One row per live goal (a deleted goal's rows are removed, here and in goal_activity).
CREATE TABLE goals (
  user_id          uuid        NOT NULL,
  id               uuid        NOT NULL,
  title            text        NOT NULL,
  description      text        NOT NULL, -- '' when none
  category         text        NOT NULL,
  priority         text        NOT NULL,
  status           text        NOT NULL,
  progress         integer     NOT NULL,
  due_date         text        NOT NULL, -- free text ('Dec 31'), '' when none
  -- Position of GoalCreated: the list order, unique and rebuild-stable.
  created_position text        NOT NULL,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL,
  PRIMARY KEY (user_id, id)
);

-- One row per goal event that moves it: created, progressed, paused, resumed. `day` is the user's
-- local day when it happened (the event's metadata.today), so "the last 7 days" and "this week"
-- are ranges of days, as the request's X-Time-Zone names today.
CREATE TABLE goal_activity (
  user_id         uuid        NOT NULL,
  goal_id         uuid        NOT NULL,
  position        text        NOT NULL,
  kind            text        NOT NULL, -- 'created' | 'progressed' | 'paused' | 'resumed'
  day             date        NOT NULL,
  occurred_at     timestamptz NOT NULL,
  progress_before integer     NOT NULL, -- = progress_after for created, paused, resumed
  progress_after  integer     NOT NULL,
  status_after    text        NOT NULL,
  PRIMARY KEY (user_id, goal_id, position)
);
CREATE INDEX goal_activity_by_day ON goal_activity (user_id, day);

-- One saved reflection per user and week (Monday).
CREATE TABLE goal_reviews (
  user_id    uuid        NOT NULL,
  week_start date        NOT NULL,
  reflection text        NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, week_start)
);
