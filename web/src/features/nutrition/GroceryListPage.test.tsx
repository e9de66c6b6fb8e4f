import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import GroceryListPage from './GroceryListPage';
import { fakeNutritionApi, groceryItem } from './testing/fake-api';

let api: ReturnType<typeof fakeNutritionApi>;
beforeEach(() => {
  api = fakeNutritionApi({
    items: [
      groceryItem({ id: 'g1', name: 'Milk', checked: true }),
      groceryItem({ id: 'g2', name: 'Eggs' }),
      groceryItem({ id: 'g3', name: 'Bread', checked: true }),
    ],
  });
  vi.stubGlobal('fetch', api.fetch);
  notifications.clean();
});
afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

const names = () =>
  within(screen.getByRole('list', { name: 'Grocery items' }))
    .getAllByRole('checkbox')
    .map((box) => box.getAttribute('aria-label'));

describe('Grocery List (/nutrition/grocery)', () => {
  it('lists every item; deletes one after confirmation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GroceryListPage />);
    expect(await screen.findByText('2 of 3 items completed')).toBeInTheDocument();
    expect(names()).toEqual(['Milk', 'Eggs', 'Bread']);
    await user.click(screen.getByRole('button', { name: 'Delete Eggs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete item' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(names()).toEqual(['Milk', 'Bread']));
    expect(api.state.requests).toEqual(['DELETE /api/grocery-items/g2']);
  });

  it("'Clear completed' removes the checked items after confirmation", async () => {
    const user = userEvent.setup();
    renderWithProviders(<GroceryListPage />);
    await screen.findByText('2 of 3 items completed');
    await user.click(screen.getByRole('button', { name: 'Clear completed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear completed items' });
    expect(within(dialog).getByText('Remove the 2 checked items from your list?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(names()).toEqual(['Eggs']));
    expect(screen.getByText('0 of 1 items completed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear completed' })).toBeDisabled();
    expect(api.state.requests).toEqual(['POST /api/grocery-items/clear-completed']);
  });
});
