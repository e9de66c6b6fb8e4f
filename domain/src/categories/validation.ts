import { type FieldMessages, isBlank, isHexColor } from '../shared/fields';
import { textProblem } from '../shared/text';
import type { CategoryInput } from './commands';
import {
  CATEGORY_TYPE_COLORS,
  categoryMessages,
  DEFAULT_CATEGORY_COLOR,
  isCategoryType,
  MAX_CATEGORY_DESCRIPTION_LENGTH,
  MAX_CATEGORY_NAME_LENGTH,
} from './constants';
import type { CategoryFields, CategoryRecord } from './state';

const nameRule = { maxLength: MAX_CATEGORY_NAME_LENGTH, tooLong: categoryMessages.nameTooLong, controlCharacters: categoryMessages.nameControlCharacters };
const descriptionRule = {
  maxLength: MAX_CATEGORY_DESCRIPTION_LENGTH,
  tooLong: categoryMessages.descriptionTooLong,
  controlCharacters: categoryMessages.descriptionControlCharacters,
  multiline: true,
};

export interface CategoryInputCheck {
  messages: FieldMessages;
  value: Partial<CategoryFields>;
}

/**
 * Checks a category body in form order: transactionCategory, transactionType, description, color, isActive.
 * Full mode (create) applies defaults: description '', colour from the type, active.
 * Partial mode (update bodies) skips undefined fields.
 */
export function checkCategoryInput(raw: unknown, options: { partial?: boolean } = {}): CategoryInputCheck {
  const input = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const skip = (value: unknown) => (options.partial ?? false) && value === undefined;
  const messages: FieldMessages = {};
  const value: Partial<CategoryFields> = {};

  const name = input.transactionCategory;
  if (!skip(name)) {
    const problem = typeof name === 'string' ? textProblem(name.trim(), nameRule) : undefined;
    if (typeof name !== 'string' || name.trim() === '') messages.transactionCategory = categoryMessages.nameRequired;
    else if (problem) messages.transactionCategory = problem;
    else value.transactionCategory = name.trim();
  }

  const type = input.transactionType;
  if (!skip(type)) {
    if (isBlank(type)) messages.transactionType = categoryMessages.typeRequired;
    else if (!isCategoryType(type)) messages.transactionType = categoryMessages.typeInvalid;
    else value.transactionType = type;
  }

  const description = input.description;
  if (!skip(description)) {
    if (description === undefined || description === null) value.description = '';
    else if (typeof description !== 'string') messages.description = categoryMessages.descriptionInvalid;
    else {
      const problem = textProblem(description.trim(), descriptionRule);
      if (problem) messages.description = problem;
      else value.description = description.trim();
    }
  }

  const color = input.color;
  if (!skip(color)) {
    if (isBlank(color)) value.color = value.transactionType ? CATEGORY_TYPE_COLORS[value.transactionType] : DEFAULT_CATEGORY_COLOR;
    else if (isHexColor(color)) value.color = color;
    else messages.color = categoryMessages.colorInvalid;
  }

  const isActive = input.isActive;
  if (!skip(isActive)) {
    if (isActive === undefined || isActive === null) value.isActive = true;
    else if (typeof isActive === 'boolean') value.isActive = isActive;
    else messages.isActive = categoryMessages.isActiveInvalid;
  }

  return { messages, value };
}

/** The ordered field -> message map for a category body (empty when valid). */
export function validateCategoryInput(raw: unknown, options: { partial?: boolean } = {}): FieldMessages {
  return checkCategoryInput(raw, options).messages;
}

/** Update body laid over the stored category: undefined fields keep the stored value. */
export function mergeCategoryInput(record: CategoryRecord, input: CategoryInput): CategoryInput {
  const merged: Record<string, unknown> = {
    transactionCategory: record.transactionCategory,
    transactionType: record.transactionType,
    description: record.description,
    color: record.color,
    isActive: record.isActive,
  };
  for (const [key, value] of Object.entries(input)) if (value !== undefined) merged[key] = value;
  return merged as CategoryInput;
}
