import { type FieldMessages, hasFieldMessages, isBlank } from '../shared/fields';
import { checkActiveFlag, checkColor, checkOptionalText, checkRequiredText, takeField } from '../shared/field-rules';
import type { DraftCheck } from '../shared/zod';
import { categoryMessages, isCategoryType, MAX_CATEGORY_DESCRIPTION_LENGTH, MAX_CATEGORY_NAME_LENGTH } from './constants';
import type { CategoryDraft, CategoryUpdateDraft } from './drafts';
import { defaultCategoryColor } from './rules';

const nameRule = {
  maxLength: MAX_CATEGORY_NAME_LENGTH,
  tooLong: categoryMessages.nameTooLong,
  controlCharacters: categoryMessages.nameControlCharacters,
};
const descriptionRule = {
  maxLength: MAX_CATEGORY_DESCRIPTION_LENGTH,
  tooLong: categoryMessages.descriptionTooLong,
  controlCharacters: categoryMessages.descriptionControlCharacters,
  multiline: true,
};

export interface CategoryInputCheck {
  messages: FieldMessages;
  value: CategoryUpdateDraft;
}

/**
 * Checks a category body in form order: transactionCategory, transactionType, description, color, isActive.
 * Full mode (create) applies defaults: description '', colour from the type, active.
 * Partial mode (update bodies) skips undefined fields; an emptied colour stays null there, to
 * become the merged type's colour in the decider (rules.ts).
 */
export function checkCategoryInput(raw: unknown, options: { partial?: boolean } = {}): CategoryInputCheck {
  const input = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const partial = options.partial ?? false;
  const skip = (value: unknown) => partial && value === undefined;
  const messages: FieldMessages = {};
  const value: CategoryUpdateDraft = {};

  if (!skip(input.transactionCategory)) {
    takeField(
      messages,
      'transactionCategory',
      checkRequiredText(input.transactionCategory, nameRule, categoryMessages.nameRequired),
      (text) => (value.transactionCategory = text),
    );
  }

  const type = input.transactionType;
  if (!skip(type)) {
    if (isBlank(type)) messages.transactionType = categoryMessages.typeRequired;
    else if (!isCategoryType(type)) messages.transactionType = categoryMessages.typeInvalid;
    else value.transactionType = type;
  }

  if (!skip(input.description)) {
    takeField(
      messages,
      'description',
      checkOptionalText(input.description, descriptionRule, categoryMessages.descriptionInvalid),
      (text) => (value.description = text),
    );
  }
  if (!skip(input.color)) {
    const fallback = partial ? null : defaultCategoryColor(value.transactionType);
    takeField(messages, 'color', checkColor(input.color, fallback, categoryMessages.colorInvalid), (color) => (value.color = color));
  }
  if (!skip(input.isActive)) {
    takeField(messages, 'isActive', checkActiveFlag(input.isActive, categoryMessages.isActiveInvalid), (flag) => (value.isActive = flag));
  }

  return { messages, value };
}

/** The ordered field -> message map for a category body (empty when valid). */
export function validateCategoryInput(raw: unknown, options: { partial?: boolean } = {}): FieldMessages {
  return checkCategoryInput(raw, options).messages;
}

/** A create body as a full draft (defaults applied), or its messages. */
export function checkCategoryCreate(raw: unknown): DraftCheck<CategoryDraft> {
  const { messages, value } = checkCategoryInput(raw);
  if (hasFieldMessages(messages)) return { ok: false, messages };
  const { transactionCategory, transactionType, description, color, isActive } = value;
  // Full mode sets every field or reports it; this narrows the types (and would catch a rule that forgot one).
  if (
    transactionCategory === undefined ||
    transactionType === undefined ||
    description === undefined ||
    color == null ||
    isActive === undefined
  ) {
    throw new Error('checkCategoryInput left a category field unset');
  }
  return { ok: true, draft: { transactionCategory, transactionType, description, color, isActive } };
}

/** An update body as a partial draft (absent fields keep their stored values), or its messages. */
export function checkCategoryUpdate(raw: unknown): DraftCheck<CategoryUpdateDraft> {
  const { messages, value } = checkCategoryInput(raw, { partial: true });
  return hasFieldMessages(messages) ? { ok: false, messages } : { ok: true, draft: value };
}
