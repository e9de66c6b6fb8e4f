import { notifications } from '@mantine/notifications';

/** SPEC 8: toasts are destructive with title 'Error' unless noted. */
export function showErrorToast(message: string): void {
  notifications.show({ color: 'red', title: 'Error', message });
}

export function showSuccessToast(title: string, message?: string): void {
  notifications.show({ color: 'teal', title, message: message ?? '' });
}

/** A mutation's onError: logs the failure and shows the SPEC's fixed text (not the server's). */
export function errorToastHandler(message: string): (error: unknown) => void {
  return (error) => {
    console.error(message, error);
    showErrorToast(message);
  };
}
