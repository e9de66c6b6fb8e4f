import { notifications, notificationsStore } from '@mantine/notifications';
import { isReadOnlyError, READ_ONLY_MESSAGE } from '../api/as-of';
import { isSessionEnded } from '../api/session';

/**
 * SPEC 9: one toast at a time, and a new one replaces the current one. Mantine's `limit={1}` alone
 * queues the rest (five quick actions meant the last toast arrived 25 s late), so every toast clears
 * what is shown and queued first.
 */
export function showOnly(toast: Parameters<typeof notifications.show>[0]): void {
  // The same toast again while it is still up (two accounts created in a row): keep the one shown,
  // rather than a second copy sliding in while the first slides out.
  const [shown, ...others] = notificationsStore.getState().notifications;
  if (shown && others.length === 0 && shown.title === toast.title && shown.message === toast.message) return;
  notifications.clean();
  notifications.show(toast);
}

/** SPEC 8: toasts are destructive with title 'Error' unless noted. */
export function showErrorToast(message: string): void {
  showOnly({ color: 'red', title: 'Error', message });
}

export function showSuccessToast(title: string, message?: string): void {
  showOnly({ color: 'teal', title, message: message ?? '' });
}

/** A mutation's onError: logs the failure and shows the SPEC's fixed text (not the server's). */
export function errorToastHandler(message: string): (error: unknown) => void {
  return (error) => {
    // A 401 ended the session: the login screen replaces the page, so no 'Please try again'.
    if (isSessionEnded(error)) return;
    // A write refused while viewing the past (issue 10) says how to write again, not 'Please try again'.
    if (isReadOnlyError(error)) return showErrorToast(READ_ONLY_MESSAGE);
    console.error(message, error);
    showErrorToast(message);
  };
}
