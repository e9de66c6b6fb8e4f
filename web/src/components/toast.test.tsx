import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';
import { renderWithProviders } from '../test/render';
import { showErrorToast, showSuccessToast } from './toast';

describe('toasts (SPEC 9: one at a time)', () => {
  it('a new toast replaces the one shown, and nothing waits in a queue behind it', async () => {
    renderWithProviders(<div />);
    act(() => showSuccessToast('Transaction updated'));
    expect(await screen.findByText('Transaction updated')).toBeInTheDocument();
    act(() => {
      showSuccessToast('Goal updated');
      showSuccessToast('Goal deleted');
      showErrorToast('Failed to delete goal. Please try again.');
    });
    expect(await screen.findByText('Failed to delete goal. Please try again.')).toBeInTheDocument();
    // Shown at once (not after the 5 s of the one before), and the replaced ones leave.
    await waitFor(() => expect(screen.queryByText('Transaction updated')).not.toBeInTheDocument());
    expect(screen.queryByText('Goal deleted')).not.toBeInTheDocument();
    // Nothing queued: once the current one is gone, no older toast appears.
    act(() => notifications.clean());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Goal updated')).not.toBeInTheDocument();
    expect(screen.queryByText('Goal deleted')).not.toBeInTheDocument();
  });
});
