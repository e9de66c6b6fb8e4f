-- Nutrition read model, grocery list (issue 9; projection 'nutrition-groceries'): one row per live
-- item (a deleted or cleared item's row is removed), in the order they were added.
CREATE TABLE nutrition_grocery_items (
  user_id          uuid        NOT NULL,
  id               uuid        NOT NULL,
  name             text        NOT NULL,
  category         text        NOT NULL,
  checked          boolean     NOT NULL,
  created_position text        NOT NULL,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL,
  PRIMARY KEY (user_id, id)
);

CREATE INDEX nutrition_grocery_items_in_order ON nutrition_grocery_items (user_id, created_position);
