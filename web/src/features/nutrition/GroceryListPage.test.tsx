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

const names = () => screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'));

/** Each category list (named by its heading) with its items' names, in page order. */
const groups = () =>
  screen.getAllByRole('list').map((list) => [
    list.getAttribute('aria-labelledby') ? (document.getElementById(list.getAttribute('aria-labelledby')!)?.textContent ?? '') : '',
    within(list)
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('aria-label')),
  ]);

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

  it('groups the items under their grocery category, by name with Other last, amounts kept', async () => {
    api = fakeNutritionApi({
      items: [
        groceryItem({ id: 'g1', name: 'Milk', category: 'Dairy', quantity: '2', unit: 'cup' }),
        groceryItem({ id: 'g2', name: 'Batteries' }),
        groceryItem({ id: 'g3', name: 'Onion', category: 'Produce', quantity: '3' }),
        groceryItem({ id: 'g4', name: 'Cheese', category: 'Dairy', checked: true }),
      ],
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderWithProviders(<GroceryListPage />);
    expect(await screen.findByText('1 of 4 items completed')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Dairy', 'Produce', 'Other']);
    expect(groups()).toEqual([
      ['Dairy', ['Milk', 'Cheese']],
      ['Produce', ['Onion']],
      ['Other', ['Batteries']],
    ]);
    const dairy = screen.getByRole('list', { name: 'Dairy' });
    expect(within(dairy).getByLabelText('Amount of Milk')).toHaveTextContent('2 cup');
    // The heading names the category: the rows do not repeat it.
    expect(within(dairy).queryByText('Dairy')).not.toBeInTheDocument();

    // Deleting the last item of a category takes its heading away.
    await user.click(screen.getByRole('button', { name: 'Delete Onion' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete item' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Produce' })).not.toBeInTheDocument());
    expect(groups()).toEqual([
      ['Dairy', ['Milk', 'Cheese']],
      ['Other', ['Batteries']],
    ]);
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
