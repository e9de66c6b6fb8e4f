import { controlCharactersMessage } from '../shared/text';

export const MAX_GROCERY_NAME_LENGTH = 100;
export const MAX_GROCERY_CATEGORY_LENGTH = 50;
/** SPEC section 7: the overview's add box sends category 'Other'; it is also the default. */
export const DEFAULT_GROCERY_CATEGORY = 'Other';

/** Field messages (ours: SPEC gives none for grocery items). */
export const groceryMessages = {
  nameRequired: 'Item name is required',
  nameTooLong: `Item name must be ${MAX_GROCERY_NAME_LENGTH} characters or fewer`,
  nameControlCharacters: controlCharactersMessage('Item name'),
  categoryInvalid: 'Category must be text',
  categoryTooLong: `Category must be ${MAX_GROCERY_CATEGORY_LENGTH} characters or fewer`,
  categoryControlCharacters: controlCharactersMessage('Category'),
  checkedRequired: 'Checked is required',
  checkedInvalid: 'Checked must be true or false',
  notFound: 'Grocery item not found',
  alreadyExists: 'Grocery item already exists',
} as const;
