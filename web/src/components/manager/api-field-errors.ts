import { isApiError } from '../../api/fetch';

/** The part of a Mantine form (`useForm`) the helper needs. */
export interface FieldErrorTarget<V> {
  getValues: () => V;
  setErrors: (errors: Record<string, string>) => void;
}

export interface AppliedFieldErrors {
  /** The messages put on the form's fields (form field names). */
  fields: Record<string, string>;
  /** The first message for a field the form does not have, for a form-level alert. */
  other: string | null;
}

/**
 * Puts a 400's field messages (`{ error, fields }`) onto the form's fields. `rename` maps API
 * field names to form field names where they differ. Returns null when the error carries no
 * field messages (the caller shows its `error` instead).
 */
export function applyApiFieldErrors<V extends object>(
  form: FieldErrorTarget<V>,
  error: unknown,
  rename: Readonly<Record<string, string>> = {},
): AppliedFieldErrors | null {
  const messages = isApiError(error) ? error.body?.fields : undefined;
  if (!messages) return null;
  const values = form.getValues();
  const fields: Record<string, string> = {};
  let other: string | null = null;
  for (const [apiField, message] of Object.entries(messages)) {
    const field = rename[apiField] ?? apiField;
    if (field in values) fields[field] = message;
    else other ??= message;
  }
  form.setErrors(fields);
  return { fields, other };
}
