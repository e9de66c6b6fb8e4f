import { controlCharactersMessage } from '../shared/text';

export const CATEGORY_TYPES = ['Income', 'Payment', 'Expense - Fixed', 'Expense - Variable'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

export function isCategoryType(value: unknown): value is CategoryType {
  return typeof value === 'string' && (CATEGORY_TYPES as readonly string[]).includes(value);
}

/** SPEC section 9: the colour a category gets from its type when created without one. */
export const CATEGORY_TYPE_COLORS: Record<CategoryType, string> = {
  Income: '#00f900',
  'Expense - Fixed': '#b51a00',
  'Expense - Variable': '#ff2600',
  Payment: '#3B82F6',
};
export const DEFAULT_CATEGORY_COLOR = '#3B82F6';

export const MAX_CATEGORY_NAME_LENGTH = 100;
export const MAX_CATEGORY_DESCRIPTION_LENGTH = 500;

export const categoryMessages = {
  /** SPEC's exact text (409). */
  duplicate: 'A category with this name and type already exists',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be ${MAX_CATEGORY_NAME_LENGTH} characters or fewer`,
  nameControlCharacters: controlCharactersMessage('Name'),
  typeRequired: 'Type is required',
  typeInvalid: 'Type must be one of Income, Payment, Expense - Fixed, Expense - Variable',
  descriptionInvalid: 'Description must be text',
  descriptionTooLong: `Description must be ${MAX_CATEGORY_DESCRIPTION_LENGTH} characters or fewer`,
  descriptionControlCharacters: controlCharactersMessage('Description'),
  colorInvalid: 'Color must be a hex color like #3B82F6',
  isActiveInvalid: 'Status must be Active or Inactive',
  notFound: 'Category not found',
  alreadyExists: 'Category already exists',
  notDeleted: 'This category is not deleted',
} as const;
