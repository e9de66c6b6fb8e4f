-- Fitness progress and the nutrition report as of any moment (issue 27; projection 'progress-history'):
-- fitness_workouts (0065), nutrition_meals (0070) and user_targets (0073) as versions, as
-- money-history (0085) does: a version is known from its event's metadata.occurredAt (known_from,
-- from_position) until the occurredAt of the event that superseded it (known_to, to_position; null
-- while current). A deletion only closes. Only the columns the progress reads need are kept.

CREATE TABLE fitness_workout_versions (
  user_id          uuid        NOT NULL,
  id               uuid        NOT NULL,
  from_position    text        NOT NULL,
  to_position      text,
  known_from       timestamptz NOT NULL,
  known_to         timestamptz,
  type             text        NOT NULL,
  duration_minutes integer     NOT NULL,
  calories         integer,
  completed        boolean     NOT NULL,
  date             date        NOT NULL,
  PRIMARY KEY (user_id, id, from_position)
);
CREATE INDEX fitness_workout_versions_current ON fitness_workout_versions (user_id, id) WHERE known_to IS NULL;
CREATE INDEX fitness_workout_versions_by_date ON fitness_workout_versions (user_id, date)
  INCLUDE (known_from, known_to, type, duration_minutes, calories) WHERE completed;

CREATE TABLE nutrition_meal_versions (
  user_id       uuid         NOT NULL,
  id            uuid         NOT NULL,
  from_position text         NOT NULL,
  to_position   text,
  known_from    timestamptz  NOT NULL,
  known_to      timestamptz,
  calories      integer      NOT NULL,
  protein       numeric(5,2),
  carbs         numeric(5,2),
  fat           numeric(5,2),
  logged        boolean      NOT NULL,
  date          date         NOT NULL,
  PRIMARY KEY (user_id, id, from_position)
);
CREATE INDEX nutrition_meal_versions_current ON nutrition_meal_versions (user_id, id) WHERE known_to IS NULL;
CREATE INDEX nutrition_meal_versions_by_date ON nutrition_meal_versions (user_id, date) INCLUDE (known_from, known_to) WHERE logged;

-- user_targets as versions (every target: the report measures calories and macros).
CREATE TABLE user_targets_versions (
  user_id                uuid        NOT NULL,
  from_position          text        NOT NULL,
  to_position            text,
  known_from             timestamptz NOT NULL,
  known_to               timestamptz,
  calories               integer     NOT NULL,
  protein                integer     NOT NULL,
  carbs                  integer     NOT NULL,
  fat                    integer     NOT NULL,
  water_glasses          integer     NOT NULL,
  weekly_workouts        integer     NOT NULL,
  weekly_calories_burned integer     NOT NULL,
  weekly_active_minutes  integer     NOT NULL,
  updated_at             timestamptz NOT NULL,
  PRIMARY KEY (user_id, from_position)
);

-- Body weight (issue 27; projection 'body-weight'): one row per live entry (a deleted entry's row is
-- removed; a restore logs it again), and its versions for ?asOf= reads. weight is the entry's
-- canonical decimal text in its own unit ('72.4', at most 2 decimals), never a float.
CREATE TABLE body_weight_entries (
  user_id          uuid        NOT NULL,
  id               uuid        NOT NULL,
  date             date        NOT NULL,
  weight           text        NOT NULL,
  unit             text        NOT NULL,
  source           text,       -- null: the form; 'myfitnesspal' | 'apple-health'
  import_id        text,
  external_id      text,
  created_position text        NOT NULL,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL,
  PRIMARY KEY (user_id, id)
);
CREATE INDEX body_weight_entries_by_date ON body_weight_entries (user_id, date, created_position);
-- An import's duplicates (the source's own key) and its undo.
CREATE INDEX body_weight_entries_external ON body_weight_entries (user_id, external_id) WHERE external_id IS NOT NULL;
CREATE INDEX body_weight_entries_import ON body_weight_entries (user_id, import_id) WHERE import_id IS NOT NULL;

CREATE TABLE body_weight_entry_versions (
  user_id          uuid        NOT NULL,
  id               uuid        NOT NULL,
  from_position    text        NOT NULL,
  to_position      text,
  known_from       timestamptz NOT NULL,
  known_to         timestamptz,
  date             date        NOT NULL,
  weight           text        NOT NULL,
  unit             text        NOT NULL,
  source           text,
  created_position text        NOT NULL,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL,
  PRIMARY KEY (user_id, id, from_position)
);
CREATE INDEX body_weight_entry_versions_current ON body_weight_entry_versions (user_id, id) WHERE known_to IS NULL;
CREATE INDEX body_weight_entry_versions_by_user ON body_weight_entry_versions (user_id, date) INCLUDE (known_from, known_to);
