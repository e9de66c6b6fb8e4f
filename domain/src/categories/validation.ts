import { z } from 'zod';
import { checkFields, type FieldChecks, optionalTextField, requiredTextField, requireFields } from '../shared/aggregate-fields';
import { checkActiveFlag, checkColor, checkRequiredChoice } from '../shared/field-rules';
import { type FieldMessages, hasFieldMessages } from '../shared/fields';
import type { DraftCheck } from '../shared/zod';
import { categoryMessages, isCategoryType, categoryTextRules } from './constants';
import type { CategoryDraft, CategoryUpdateDraft } from './drafts';
import { CATEGORY_FIELD_KEYS, type CategoryFields } from './fields';
import { defaultCategoryColor } from './rules';

export interface CategoryInputCheck {
  messages: FieldMessages;
  value: CategoryUpdateDraft;
}

/** The fields as a body's checks give them: an emptied colour is null until the type's colour is known. */
type CheckedCategoryFields = Omit<CategoryFields, 'color'> & { color: string | null };

/** A rule per field, in form order (the body's types come from them too, schemas.ts). */
export const categoryFieldChecks = {
  transactionCategory: requiredTextField(categoryTextRules.name, categoryMessages.nameRequired),
  transactionType: {
    body: z.string().nullish(),
    check: (raw: unknown) =>
      checkRequiredChoice(raw, isCategoryType, { required: categoryMessages.typeRequired, invalid: categoryMessages.typeInvalid }),
  },
  description: optionalTextField(categoryTextRules.description, categoryMessages.descriptionInvalid),
  color: { body: z.string().nullish(), check: (raw: unknown) => checkColor(raw, null, categoryMessages.colorInvalid) },
  isActive: { body: z.boolean().nullish(), check: (raw: unknown) => checkActiveFlag(raw, categoryMessages.isActiveInvalid) },
} satisfies FieldChecks<CheckedCategoryFields>;

/**
 * Checks a category body in form order (categoryFieldChecks): transactionCategory, transactionType,
 * description, color, isActive. Full mode (create) applies defaults: description '', colour from
 * the type, active. Partial mode (update bodies) skips undefined fields; an emptied colour stays
 * null there, to become the merged type's colour in the decider (rules.ts).
 */
export function checkCategoryInput(raw: unknown, options: { partial?: boolean } = {}): CategoryInputCheck {
  const { messages, value } = checkFields<CheckedCategoryFields>(categoryFieldChecks, raw, options);
  if (!options.partial && value.color === null) value.color = defaultCategoryColor(value.transactionType);
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
  // Full mode sets every field or reports it; this narrows the type (and would catch a rule that forgot one).
  const draft: CategoryDraft = requireFields<CategoryFields>(
    CATEGORY_FIELD_KEYS,
    { ...value, color: value.color ?? undefined },
    'checkCategoryInput',
  );
  return { ok: true, draft };
}

/** An update body as a partial draft (absent fields keep their stored values), or its messages. */
export function checkCategoryUpdate(raw: unknown): DraftCheck<CategoryUpdateDraft> {
  const { messages, value } = checkCategoryInput(raw, { partial: true });
  return hasFieldMessages(messages) ? { ok: false, messages } : { ok: true, draft: value };
}
