import { useState } from 'react';
import { isApiError } from '../../api/fetch';
import type { WriteHookOptions } from '../../api/mutation-hooks';
import { applyApiFieldErrors, type FieldErrorTarget } from './api-field-errors';

/** The hooks an item form saves with: a feature's createMutationHooks result. */
interface SaveMutationHooks<TBody> {
  useCreate(options?: WriteHookOptions): { mutateAsync: (body: TBody) => Promise<unknown>; isPending: boolean };
  useUpdate(options?: WriteHookOptions): { mutateAsync: (input: { id: string; body: TBody }) => Promise<unknown>; isPending: boolean };
}

interface ItemFormSubmitOptions<V extends object> {
  /** The item being edited; undefined when creating. */
  item: { id: string } | undefined;
  form: FieldErrorTarget<V> & { setFieldError: (field: string, message: string) => void };
  /** Called after a successful save (the manager closes the dialog). */
  onDone: () => void;
  /** API field names the form spells differently (applyApiFieldErrors' `rename`). */
  rename?: Readonly<Record<string, string>>;
  /** The field a 409's message belongs under (e.g. a duplicate name), instead of the form-level alert. */
  conflictField?: string;
}

/**
 * Saving an item form: create or update, then `onDone`; on failure a 400's field messages go onto
 * the fields and anything else into `problem` (the mutation's toast has already said it failed).
 */
export function useItemFormSubmit<TBody, V extends object>(
  mutations: SaveMutationHooks<TBody>,
  { item, form, onDone, rename, conflictField }: ItemFormSubmitOptions<V>,
) {
  // A 409 shown under `conflictField` is not toasted as well (issue 13: the message once).
  const create = mutations.useCreate({ showsConflicts: conflictField !== undefined });
  const update = mutations.useUpdate({ showsConflicts: conflictField !== undefined });
  const [problem, setProblem] = useState<string | null>(null);

  async function save(body: TBody): Promise<void> {
    setProblem(null);
    try {
      if (item) await update.mutateAsync({ id: item.id, body });
      else await create.mutateAsync(body);
      onDone();
    } catch (error) {
      const applied = applyApiFieldErrors(form, error, rename);
      if (applied) setProblem(applied.other);
      else if (!isApiError(error) || !error.body?.error) return;
      else if (conflictField && error.status === 409) form.setFieldError(conflictField, error.body.error);
      else setProblem(error.body.error);
    }
  }

  return { save, problem, pending: create.isPending || update.isPending };
}
