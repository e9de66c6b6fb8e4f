-- View as of a moment on the workouts, meals, water and grocery screens (issue 26): every version of
-- each live table's rows, its columns plus when each was known (known_to null: current), written by
-- the table's own projection (projections/as-of/row-versions.ts copies them by name). Named
-- <table>_versions: progress-history's fitness_workout_versions and nutrition_meal_versions keep only
-- the columns its figures use. Each projection is replayed from the start (rows and checkpoint
-- emptied, as `projector rebuild NAME` does) so its versions hold the whole past. Targets as of a
-- moment read progress-history's user_targets_versions (all of user_targets' columns).
CREATE TABLE fitness_workouts_versions (LIKE fitness_workouts);
ALTER TABLE fitness_workouts_versions ADD COLUMN from_position text NOT NULL, ADD COLUMN known_from timestamptz NOT NULL,
  ADD COLUMN to_position text, ADD COLUMN known_to timestamptz, ADD PRIMARY KEY (user_id, id, from_position);
CREATE INDEX fitness_workouts_versions_known ON fitness_workouts_versions (user_id, known_from);

CREATE TABLE nutrition_meals_versions (LIKE nutrition_meals);
ALTER TABLE nutrition_meals_versions ADD COLUMN from_position text NOT NULL, ADD COLUMN known_from timestamptz NOT NULL,
  ADD COLUMN to_position text, ADD COLUMN known_to timestamptz, ADD PRIMARY KEY (user_id, id, from_position);
CREATE INDEX nutrition_meals_versions_known ON nutrition_meals_versions (user_id, known_from);

CREATE TABLE nutrition_grocery_items_versions (LIKE nutrition_grocery_items);
ALTER TABLE nutrition_grocery_items_versions ADD COLUMN from_position text NOT NULL, ADD COLUMN known_from timestamptz NOT NULL,
  ADD COLUMN to_position text, ADD COLUMN known_to timestamptz, ADD PRIMARY KEY (user_id, id, from_position);

CREATE TABLE nutrition_water_versions (LIKE nutrition_water);
ALTER TABLE nutrition_water_versions ADD COLUMN from_position text NOT NULL, ADD COLUMN known_from timestamptz NOT NULL,
  ADD COLUMN to_position text, ADD COLUMN known_to timestamptz, ADD PRIMARY KEY (user_id, date, from_position);

DELETE FROM fitness_workouts;
DELETE FROM nutrition_meals;
DELETE FROM nutrition_grocery_items;
DELETE FROM nutrition_water;
DELETE FROM projection_checkpoints WHERE name IN ('fitness-workouts', 'nutrition-meals', 'nutrition-groceries', 'nutrition-water');
DELETE FROM projection_parked_events WHERE projection IN ('fitness-workouts', 'nutrition-meals', 'nutrition-groceries', 'nutrition-water');
DELETE FROM projection_failures WHERE projection IN ('fitness-workouts', 'nutrition-meals', 'nutrition-groceries', 'nutrition-water');
