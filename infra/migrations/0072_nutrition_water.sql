-- Nutrition read model, water (issue 9, beyond SPEC 'Log Water'; projection 'nutrition-water'):
-- glasses per user and local day.
CREATE TABLE nutrition_water (
  user_id    uuid        NOT NULL,
  date       date        NOT NULL,
  glasses    integer     NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, date)
);
