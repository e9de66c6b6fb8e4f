import { textRule } from '../shared/text-rules';
import { isOneOf } from '../shared/choices';

export const CATEGORY_TYPES = ['Income', 'Payment', 'Expense - Fixed', 'Expense - Variable'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

export const isCategoryType = isOneOf(CATEGORY_TYPES);

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

/** The free texts' rules, with their messages (nameTooLong... below are theirs). */
export const categoryTextRules = {
  name: textRule('Name', MAX_CATEGORY_NAME_LENGTH),
  description: textRule('Description', MAX_CATEGORY_DESCRIPTION_LENGTH, { multiline: true }),
};

export const categoryMessages = {
  /** SPEC's exact text (409). */
  duplicate: 'A category with this name and type already exists',
  nameRequired: 'Name is required',
  nameTooLong: categoryTextRules.name.tooLong,
  nameControlCharacters: categoryTextRules.name.controlCharacters,
  typeRequired: 'Type is required',
  typeInvalid: 'Type must be one of Income, Payment, Expense - Fixed, Expense - Variable',
  descriptionInvalid: 'Description must be text',
  descriptionTooLong: categoryTextRules.description.tooLong,
  descriptionControlCharacters: categoryTextRules.description.controlCharacters,
  colorInvalid: 'Color must be a hex color like #3B82F6',
  isActiveInvalid: 'Status must be Active or Inactive',
  notFound: 'Category not found',
  alreadyExists: 'Category already exists',
  notDeleted: 'This category is not deleted',
} as const;
