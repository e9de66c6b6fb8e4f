import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RestorableKind } from '@life/domain/history/api';
import { errorToastHandler, showSuccessToast } from '../components/toast';
import { showUndoToast } from '../components/undo-toast';
import { type Area, invalidateAreas } from './areas';
import { assertWritable } from './as-of';
import { apiFetch, isApiError, useSubmissionKeys } from './fetch';
import { undoDeletion } from './undo-delete';

/** A success toast: its title, or a title with a message under it (SPEC 8 gives some both). */
export type SuccessToast = string | { title: string; message: string };

export interface MutationHookMessages {
  /** Absent when the feature confirms a create another way (the transaction form's 'Success!' dialog). */
  created?: SuccessToast;
  /** Absent when an update is a quiet toggle (ticking a grocery item off). */
  updated?: SuccessToast;
  deleted: SuccessToast;
  /** SPEC 8's fixed failure texts (toasted and logged; the server's text is not shown). */
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
}

export interface MutationHooksConfig {
  /** The collection path: POST here, PUT (or `updateMethod`) and DELETE at `${path}/${id}`. */
  path: string;
  /** SPEC 7 toggles some records with PATCH (a meal's `logged`); PUT by default. */
  updateMethod?: 'PUT' | 'PATCH';
  /** SPEC 7: the areas whose reads a write makes stale (`api/areas.ts` maps them to query keys). */
  touches: readonly Area[];
  messages: MutationHookMessages;
  /** Issue 26: the history kind a deletion can be restored as; its toast then offers Undo (the restore). */
  undo?: RestorableKind;
}

/** How a caller uses a create/update hook. */
export interface WriteHookOptions {
  /**
   * The caller shows a 409's message itself (a form puts 'already exists' under the name field),
   * so a conflict is not toasted too: the user reads the message once. Other failures still toast.
   */
  showsConflicts?: boolean;
}

/** A mutation's onError: the failure toast, except for a conflict the caller shows itself. */
function failureHandler(message: string, { showsConflicts = false }: WriteHookOptions): (error: unknown) => void {
  const toast = errorToastHandler(message);
  return (error) => {
    if (showsConflicts && isApiError(error) && error.status === 409 && error.body?.error) return;
    toast(error);
  };
}

/** A deletion's toast with Undo (issue 26): SPEC's text, and the restore one click away. */
export function showDeletedWithUndo(toast: SuccessToast, onUndo: () => void): void {
  if (typeof toast === 'string') showUndoToast(toast, '', onUndo);
  else showUndoToast(toast.title, toast.message, onUndo);
}

function showSuccess(toast: SuccessToast): void {
  if (typeof toast === 'string') showSuccessToast(toast);
  else showSuccessToast(toast.title, toast.message);
}

const itemPath = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

/**
 * The create/update/delete hooks every manager-style feature has: each write toasts its outcome
 * and then refetches the areas it `touches` (the mutation settles once those are refetched, so a form
 * closing on success already sees the new list). While the past is viewed (`asOfAtom`) every write
 * is refused before it is sent (`assertWritable`; the toast says 'Return to now to make changes'). Creates send one Idempotency-Key per submitted
 * body (`useSubmissionKeys`): a double click or a retry of the same body records it once.
 */
export function createMutationHooks<TItem, TBody>({ path, touches, messages, updateMethod = 'PUT', undo }: MutationHooksConfig) {
  function useAfterWrite(toast: SuccessToast | undefined) {
    const queryClient = useQueryClient();
    return () => {
      if (toast !== undefined) showSuccess(toast);
      return invalidateAreas(queryClient, touches);
    };
  }

  function useCreate(options: WriteHookOptions = {}) {
    const keys = useSubmissionKeys();
    return useMutation({
      mutationFn: (body: TBody) => {
        assertWritable();
        return keys.submit(body, (idempotencyKey) => apiFetch<TItem>(path, { method: 'POST', body, idempotencyKey }));
      },
      onSuccess: useAfterWrite(messages.created),
      onError: failureHandler(messages.createFailed, options),
    });
  }

  function useUpdate(options: WriteHookOptions = {}) {
    return useMutation({
      mutationFn: ({ id, body }: { id: string; body: TBody }) => {
        assertWritable();
        return apiFetch<TItem>(itemPath(path, id), { method: updateMethod, body });
      },
      onSuccess: useAfterWrite(messages.updated),
      onError: failureHandler(messages.updateFailed, options),
    });
  }

  function useDelete() {
    const queryClient = useQueryClient();
    const afterWrite = useAfterWrite(undo === undefined ? messages.deleted : undefined);
    return useMutation({
      mutationFn: (id: string) => {
        assertWritable();
        return apiFetch<null>(itemPath(path, id), { method: 'DELETE' });
      },
      onSuccess: (_data, id) => {
        if (undo !== undefined) showDeletedWithUndo(messages.deleted, () => void undoDeletion(queryClient, undo, id, touches));
        return afterWrite();
      },
      onError: errorToastHandler(messages.deleteFailed),
    });
  }

  return { useCreate, useUpdate, useDelete };
}
