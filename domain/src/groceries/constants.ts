export const MAX_GROCERY_NAME_LENGTH = 100;
export const MAX_GROCERY_CATEGORY_LENGTH = 50;
export const MAX_GROCERY_UNIT_LENGTH = 30;
/** SPEC section 7: the overview's add box sends category 'Other'; it is also the default. */
export const DEFAULT_GROCERY_CATEGORY = 'Other';

/** Field messages (ours: SPEC gives none for grocery items). */
export const groceryMessages = {
  nameRequired: 'Item name is required',
  categoryInvalid: 'Category must be text',
  checkedRequired: 'Checked is required',
  checkedInvalid: 'Checked must be true or false',
  quantityInvalid: 'Quantity must be a number (2, 1.5, 1/3 or 1 1/2) of at most 1,000,000',
  unitInvalid: 'Unit must be text',
  notFound: 'Grocery item not found',
  alreadyExists: 'Grocery item already exists',
} as const;
