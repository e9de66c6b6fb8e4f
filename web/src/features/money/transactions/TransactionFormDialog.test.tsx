import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { TransactionFormDialog } from './TransactionFormDialog';

beforeEach(() => {
  // No accounts or categories: the form only needs to open.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(jsonResponse(200, []))),
  );
});
afterEach(() => vi.unstubAllGlobals());

const pressEscape = () => fireEvent.keyDown(screen.getByLabelText('Description'), { key: 'Escape' });

describe('TransactionFormDialog', () => {
  it('closes on Esc at once while the form is untouched', async () => {
    const onClose = vi.fn();
    renderWithProviders(<TransactionFormDialog opened onClose={onClose} />);
    await screen.findByLabelText('Description');
    pressEscape();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Discard changes?')).not.toBeInTheDocument();
  });

  it("asks before Esc discards a half-filled form: 'Keep editing' keeps it, 'Discard' closes", async () => {
    const onClose = vi.fn();
    renderWithProviders(<TransactionFormDialog opened onClose={onClose} />);
    fireEvent.change(await screen.findByLabelText('Description'), { target: { value: 'Groceries' } });
    pressEscape();
    expect(await screen.findByText('Discard changes?')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('Discard changes?')).not.toBeInTheDocument());
    expect(screen.getByLabelText<HTMLInputElement>('Description').value).toBe('Groceries');

    pressEscape();
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
