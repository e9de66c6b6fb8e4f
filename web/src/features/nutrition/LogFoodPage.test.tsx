import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyText, jsonResponse, renderWithProviders } from '../../test/render';
import LogFoodPage from './LogFoodPage';
import { mealTypeAt, toMealBody } from './MealForm';

const fetchMock = vi.fn((_input: RequestInfo | URL, init: RequestInit = {}) => {
  const body = JSON.parse(bodyText(init)) as Record<string, unknown>;
  if (body.name === 'Taken')
    return Promise.resolve(jsonResponse(400, { error: 'x', fields: { calories: 'Calories must be a whole number from 0 to 10,000' } }));
  return Promise.resolve(jsonResponse(201, { id: 'm1', ...body }));
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  notifications.clean();
});
afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/nutrition/log" element={<LogFoodPage />} />
      <Route path="/nutrition" element={<p>Overview</p>} />
    </Routes>,
    { route: '/nutrition/log' },
  );
}

describe('Log Food (/nutrition/log)', () => {
  it('suggests the meal type from the time', () => {
    expect(['07:30', '12:00', '18:45', '22:10'].map(mealTypeAt)).toEqual(['breakfast', 'lunch', 'dinner', 'snack']);
  });

  it("shows the domain's messages before sending anything", async () => {
    const user = userEvent.setup();
    renderPage();
    const form = screen.getByRole('form', { name: 'Log food' });
    await user.click(within(form).getByRole('button', { name: 'Save Meal' }));
    expect(await within(form).findByText('Meal name is required')).toBeInTheDocument();
    expect(within(form).getByText('Calories is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves a meal with its macros as exact decimals, then returns to the overview', async () => {
    const user = userEvent.setup();
    renderPage();
    const form = screen.getByRole('form', { name: 'Log food' });
    await user.type(within(form).getByLabelText(/^Meal name/), 'Chicken salad');
    await user.selectOptions(within(form).getByLabelText(/^Meal type/), 'lunch');
    await user.type(within(form).getByLabelText(/^Calories/), '520');
    await user.type(within(form).getByLabelText('Protein (g)'), '42.5');
    await user.type(within(form).getByLabelText('Fat (g)'), '18.05');
    await user.click(within(form).getByRole('button', { name: 'Save Meal' }));
    expect(await screen.findByText('Overview')).toBeInTheDocument();
    const sent = JSON.parse(bodyText(fetchMock.mock.calls[0]![1])) as Record<string, unknown>;
    expect(sent).toMatchObject({
      name: 'Chicken salad',
      type: 'lunch',
      calories: 520,
      protein: '42.5',
      carbs: null,
      fat: '18.05',
      logged: true,
    });
    expect(sent.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sent.time).toMatch(/^\d{2}:\d{2}$/);
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Meal saved')).toBeInTheDocument());
  });

  it("puts the API's field messages under the fields", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage();
    const form = screen.getByRole('form', { name: 'Log food' });
    await user.type(within(form).getByLabelText(/^Meal name/), 'Taken');
    await user.type(within(form).getByLabelText(/^Calories/), '5');
    await user.click(within(form).getByRole('button', { name: 'Save Meal' }));
    expect(await within(form).findByText('Calories must be a whole number from 0 to 10,000')).toBeInTheDocument();
    expect(screen.getByText('Failed to save meal. Please try again.')).toBeInTheDocument();
  });

  it('sends blank macros as not given', () => {
    expect(
      toMealBody({
        name: ' x ',
        type: 'snack',
        calories: 0,
        protein: '',
        carbs: 0,
        fat: 1.25,
        time: '10:00',
        date: '2025-11-15',
        logged: false,
      }),
    ).toEqual({
      name: 'x',
      type: 'snack',
      calories: 0,
      protein: null,
      carbs: '0',
      fat: '1.25',
      time: '10:00',
      date: '2025-11-15',
      logged: false,
    });
  });
});
