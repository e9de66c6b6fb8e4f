-- Imports (issue 11): workouts and meals an import wrote carry their batch and the source's own key.
-- external_id finds what an earlier import already brought in (the next import skips it as a
-- duplicate); import_id finds a batch's live records (undo deletes exactly those).
ALTER TABLE fitness_workouts ADD COLUMN import_id text, ADD COLUMN external_id text;
ALTER TABLE nutrition_meals ADD COLUMN import_id text, ADD COLUMN external_id text;

CREATE INDEX fitness_workouts_external ON fitness_workouts (user_id, external_id) WHERE external_id IS NOT NULL;
CREATE INDEX fitness_workouts_import ON fitness_workouts (user_id, import_id) WHERE import_id IS NOT NULL;
CREATE INDEX nutrition_meals_external ON nutrition_meals (user_id, external_id) WHERE external_id IS NOT NULL;
CREATE INDEX nutrition_meals_import ON nutrition_meals (user_id, import_id) WHERE import_id IS NOT NULL;
