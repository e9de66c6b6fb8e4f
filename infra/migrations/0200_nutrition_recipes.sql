-- Recipes (issue 27; projection 'nutrition-recipes'): one row per live recipe in nutrition_recipes
-- (a deleted recipe's row is removed), and every version of each in nutrition_recipe_versions,
-- known from its event until the next (known_to null: current), for ?asOf= reads, the history's
-- Recently Deleted list and a restore. Nutrition is per serving: kcal and SPEC's decimal(5,2)
-- grams. ingredients holds the domain's ingredient objects; search_text is the name, the
-- ingredients' foods and the tags in lower case, for search by any of them (a user has tens or
-- hundreds of recipes: their rows are scanned through the user_id key, no trigram index needed).
CREATE TABLE nutrition_recipes (
  user_id          uuid         NOT NULL,
  id               uuid         NOT NULL,
  name             text         NOT NULL,
  servings         integer      NOT NULL,
  ingredients      jsonb        NOT NULL,
  steps            jsonb        NOT NULL,
  tags             jsonb        NOT NULL,
  calories         integer,
  protein          numeric(5,2),
  carbs            numeric(5,2),
  fat              numeric(5,2),
  search_text      text         NOT NULL,
  created_position text         NOT NULL,
  created_at       timestamptz  NOT NULL,
  updated_at       timestamptz  NOT NULL,
  PRIMARY KEY (user_id, id)
);

CREATE INDEX nutrition_recipes_by_name ON nutrition_recipes (user_id, lower(name), created_position);

CREATE TABLE nutrition_recipe_versions (
  user_id          uuid         NOT NULL,
  id               uuid         NOT NULL,
  name             text         NOT NULL,
  servings         integer      NOT NULL,
  ingredients      jsonb        NOT NULL,
  steps            jsonb        NOT NULL,
  tags             jsonb        NOT NULL,
  calories         integer,
  protein          numeric(5,2),
  carbs            numeric(5,2),
  fat              numeric(5,2),
  search_text      text         NOT NULL,
  created_position text         NOT NULL,
  created_at       timestamptz  NOT NULL,
  updated_at       timestamptz  NOT NULL,
  from_position    text         NOT NULL,
  known_from       timestamptz  NOT NULL,
  to_position      text,
  known_to         timestamptz,
  PRIMARY KEY (user_id, id, from_position)
);

CREATE INDEX nutrition_recipe_versions_known ON nutrition_recipe_versions (user_id, known_from);
CREATE UNIQUE INDEX nutrition_recipe_versions_current ON nutrition_recipe_versions (user_id, id) WHERE known_to IS NULL;

-- Log as meal (issue 27): the recipe a meal was logged from (MealCreated.recipeId, null before).
ALTER TABLE nutrition_meals ADD COLUMN recipe_id uuid;

-- Add to grocery list (issue 27): an item's amount (exact text, '1 1/2') and unit.
ALTER TABLE nutrition_grocery_items ADD COLUMN quantity text;
ALTER TABLE nutrition_grocery_items ADD COLUMN unit text NOT NULL DEFAULT '';
