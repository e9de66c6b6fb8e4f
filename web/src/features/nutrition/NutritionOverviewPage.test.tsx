import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import NutritionOverviewPage from './NutritionOverviewPage';
import { fakeNutritionApi, groceryItem, meal } from './testing/fake-api';

let api: ReturnType<typeof fakeNutritionApi>;
function serve(initial: Parameters<typeof fakeNutritionApi>[0]) {
  api = fakeNutritionApi(initial);
  vi.stubGlobal('fetch', api.fetch);
}

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});
afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

const bar = (key: string) => screen.getByTestId(`nutrition-bar-${key}`);

describe('Nutrition Overview', () => {
  it('shows the SPEC headings, Log Food and the Quick Actions', async () => {
    serve({});
    renderWithProviders(<NutritionOverviewPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Nutrition Overview' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log Food' })).toHaveAttribute('href', '/nutrition/log');
    for (const region of ['Daily Nutrition Goals', "Today's Meals", 'Grocery List', 'Quick Actions'])
      expect(screen.getByRole('region', { name: region })).toBeInTheDocument();
    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    expect(within(actions).getByRole('link', { name: 'Browse Recipes' })).toHaveAttribute('href', '/nutrition/recipes');
    expect(within(actions).getByRole('button', { name: 'Scan Barcode' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(actions).getByRole('link', { name: 'Nutrition Report' })).toHaveAttribute('href', '/nutrition/report'); // issue 27
    expect(await screen.findByText('No meals for today yet')).toBeInTheDocument();
  });

  it("fills the bars with the real sums of today's logged meals and glasses against the user's targets", async () => {
    serve({
      meals: [
        meal({ id: 'm1', logged: true, calories: 350, protein: '12.50', carbs: '40.25', fat: null }),
        meal({ id: 'm2', name: 'Salad', type: 'lunch', time: '12:30', logged: true, calories: 520, protein: '42.50', fat: '18.05' }),
        meal({ id: 'm3', name: 'Steak', type: 'dinner', time: '19:00', calories: 900, protein: '60.00' }),
      ],
      glasses: 9,
      targets: { calories: 800, custom: true },
    });
    renderWithProviders(<NutritionOverviewPage />);
    await waitFor(() => expect(within(bar('calories')).getByTestId('bar-amount')).toHaveTextContent('870 kcal / 800 kcal'));
    expect(within(bar('calories')).getByTestId('bar-status')).toHaveTextContent('70 kcal over target');
    expect(within(bar('protein')).getByTestId('bar-amount')).toHaveTextContent('55 g / 150 g');
    expect(within(bar('protein')).getByTestId('bar-status')).toHaveTextContent('95 g remaining');
    expect(within(bar('carbs')).getByTestId('bar-status')).toHaveTextContent('209.75 g remaining');
    expect(within(bar('fat')).getByTestId('bar-status')).toHaveTextContent('51.95 g remaining');
    expect(within(bar('water')).getByTestId('bar-amount')).toHaveTextContent('9 glasses / 8 glasses');
    expect(within(bar('water')).getByTestId('bar-status')).toHaveTextContent('1 glass over target');
    expect(screen.getByText('2 of 3 meals logged')).toBeInTheDocument();
  });

  it("'Log Meal' logs a meal (toast 'Meal updated successfully') and the bars move", async () => {
    const user = userEvent.setup();
    serve({ meals: [meal({ id: 'm1', calories: 350, protein: '10.00' })] });
    renderWithProviders(<NutritionOverviewPage />);
    const card = await screen.findByRole('article', { name: 'Oatmeal' });
    expect(within(card).getByText('350 calories')).toBeInTheDocument();
    expect(within(card).getByText('8:00 AM')).toBeInTheDocument();
    expect(within(card).queryByText('Logged')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Log Meal' }));
    expect(await screen.findByText('Meal updated successfully')).toBeInTheDocument();
    expect(api.state.requests).toEqual(['PATCH /api/meals/m1 {"logged":true}']);
    await waitFor(() => expect(within(card).getByText('Logged')).toBeInTheDocument());
    expect(within(card).queryByRole('button', { name: 'Log Meal' })).not.toBeInTheDocument();
    expect(within(bar('calories')).getByTestId('bar-status')).toHaveTextContent('1,650 kcal remaining');
    expect(screen.getByText('1 of 1 meals logged')).toBeInTheDocument();
  });

  it("'Log Water' adds a glass for today", async () => {
    const user = userEvent.setup();
    serve({ glasses: 2 });
    renderWithProviders(<NutritionOverviewPage />);
    await waitFor(() => expect(within(bar('water')).getByTestId('bar-amount')).toHaveTextContent('2 glasses / 8 glasses'));
    await user.click(screen.getByRole('button', { name: 'Log Water' }));
    await waitFor(() => expect(within(bar('water')).getByTestId('bar-amount')).toHaveTextContent('3 glasses / 8 glasses'));
    expect(api.state.requests).toEqual([expect.stringMatching(/^POST \/api\/water \{"date":"\d{4}-\d{2}-\d{2}"\}$/)]);
  });

  it("'Remove a glass' takes one back (issue 26), and is off at none", async () => {
    const user = userEvent.setup();
    serve({ glasses: 1 });
    renderWithProviders(<NutritionOverviewPage />);
    await waitFor(() => expect(within(bar('water')).getByTestId('bar-amount')).toHaveTextContent('1 glass / 8 glasses'));
    await user.click(screen.getByRole('button', { name: 'Remove a glass' }));
    await waitFor(() => expect(within(bar('water')).getByTestId('bar-amount')).toHaveTextContent('0 glasses / 8 glasses'));
    expect(api.state.requests).toEqual([expect.stringMatching(/^POST \/api\/water\/remove \{"date":"\d{4}-\d{2}-\d{2}"\}$/)]);
    expect(screen.getByRole('button', { name: 'Remove a glass' })).toBeDisabled();
  });

  it("adds grocery items with Enter or the plus button ('Other'), ignores blank names, and ticks them off", async () => {
    const user = userEvent.setup();
    serve({ items: [groceryItem({ id: 'g1', name: 'Milk' })] });
    renderWithProviders(<NutritionOverviewPage />);
    const card = screen.getByRole('region', { name: 'Grocery List' });
    expect(await within(card).findByText('0 of 1 items completed')).toBeInTheDocument();
    const box = within(card).getByPlaceholderText('Add grocery item...');
    await user.type(box, '   {Enter}');
    await user.click(within(card).getByRole('button', { name: 'Add item' }));
    expect(api.state.requests).toEqual([]);
    await user.clear(box);
    await user.type(box, 'Eggs{Enter}');
    expect(await screen.findByText('Grocery item added successfully')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''));
    await user.type(box, 'Bread');
    await user.click(within(card).getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(within(card).getByText('0 of 3 items completed')).toBeInTheDocument());
    await user.click(within(card).getByRole('checkbox', { name: 'Milk' }));
    await waitFor(() => expect(within(card).getByText('1 of 3 items completed')).toBeInTheDocument());
    expect(api.state.requests).toEqual([
      'POST /api/grocery-items {"name":"Eggs","category":"Other"}',
      'POST /api/grocery-items {"name":"Bread","category":"Other"}',
      'PUT /api/grocery-items/g1 {"checked":true}',
    ]);
    expect(within(card).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/nutrition/grocery');
  });

  it("'Set Goals' saves the user's targets, which the bars then use", async () => {
    const user = userEvent.setup();
    serve({ meals: [meal({ logged: true, calories: 500 })] });
    renderWithProviders(<NutritionOverviewPage />);
    await waitFor(() => expect(within(bar('calories')).getByTestId('bar-status')).toHaveTextContent('1,500 kcal remaining'));
    await user.click(screen.getByRole('button', { name: 'Set Goals' }));
    const form = await screen.findByRole('form', { name: 'Your goals' });
    const calories = within(form).getByLabelText(/^Calories/);
    await user.clear(calories);
    await user.click(within(form).getByRole('button', { name: 'Save Goals' }));
    expect(await within(form).findByText('Calories is required')).toBeInTheDocument();
    await user.type(calories, '1800');
    await user.click(within(form).getByRole('button', { name: 'Save Goals' }));
    await waitFor(() => expect(within(bar('calories')).getByTestId('bar-status')).toHaveTextContent('1,300 kcal remaining'));
    expect(api.state.requests).toEqual([
      'PUT /api/targets {"calories":1800,"protein":150,"carbs":250,"fat":70,"waterGlasses":8,"weeklyWorkouts":6,"weeklyCaloriesBurned":2000,"weeklyActiveMinutes":300}',
    ]);
    expect(screen.getByText('Goals updated')).toBeInTheDocument();
  });
});
