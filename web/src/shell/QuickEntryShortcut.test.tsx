import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../test/render';
import { QuickEntryShortcut } from './QuickEntryShortcut';

beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(jsonResponse(200, []))),
  ),
);
afterEach(() => vi.unstubAllGlobals());

describe('QuickEntryShortcut (issue 24)', () => {
  it('opens Add New Transaction on "n", but not while typing in a field', async () => {
    renderWithProviders(
      <>
        <input aria-label="Somewhere else" />
        <QuickEntryShortcut />
      </>,
    );
    fireEvent.keyDown(document.body, { key: 'n', code: 'KeyN' });
    const dialog = await screen.findByRole('dialog', { name: 'Add New Transaction' });
    expect(await screen.findByRole('button', { name: 'Save and add another' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    // Loaded now, so a press that counted would open it at once.
    fireEvent.keyDown(screen.getByLabelText('Somewhere else'), { key: 'n', code: 'KeyN' });
    fireEvent.keyDown(document.body, { key: 'n', code: 'KeyN', ctrlKey: true });
    expect(screen.queryByRole('dialog', { name: 'Add New Transaction' })).not.toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'n', code: 'KeyN' });
    expect(screen.getByRole('dialog', { name: 'Add New Transaction' })).toBeInTheDocument();
  });
});
