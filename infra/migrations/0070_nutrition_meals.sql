-- Nutrition read model, meals (issue 9; projection 'nutrition-meals'): one row per live meal (a
-- deleted meal's row is removed). Macros are SPEC's decimal(5,2), null when not given. date and
-- time are the user's local day and wall-clock time as entered: "today" is the user's today.
CREATE TABLE nutrition_meals (
  user_id          uuid         NOT NULL,
  id               uuid         NOT NULL,
  name             text         NOT NULL,
  type             text         NOT NULL,
  calories         integer      NOT NULL,
  protein          numeric(5,2),
  carbs            numeric(5,2),
  fat              numeric(5,2),
  time             text,        -- 'HH:mm', null: not given
  logged           boolean      NOT NULL,
  date             date         NOT NULL,
  -- Position of MealCreated: the tie-break of the list order, unique and rebuild-stable.
  created_position text         NOT NULL,
  created_at       timestamptz  NOT NULL,
  updated_at       timestamptz  NOT NULL,
  PRIMARY KEY (user_id, id)
);

-- A day's meals (GET /api/meals?date=) and its logged sums (the bars, the dashboard's Calories Today).
CREATE INDEX nutrition_meals_by_date ON nutrition_meals (user_id, date, time, created_position);
