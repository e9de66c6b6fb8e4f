import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyText, jsonResponse, renderWithProviders } from '../../test/render';
import { WorkoutForm } from './WorkoutForm';
import { workout } from './testing';

let postResponse: () => Response;
const fetchMock = vi.fn((_input: RequestInfo | URL, init: RequestInit = {}) =>
  Promise.resolve(init.method === 'POST' ? postResponse() : jsonResponse(200, [])),
);

beforeEach(() => {
  fetchMock.mockClear();
  postResponse = () => jsonResponse(201, workout());
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  // One toast at a time (SPEC 9): a toast left over from an earlier test would hide the next.
  notifications.clean();
  notifications.cleanQueue();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderForm() {
  const onDone = vi.fn();
  renderWithProviders(<WorkoutForm onDone={onDone} />);
  return { form: screen.getByRole('form', { name: 'New workout' }), onDone };
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('WorkoutForm', () => {
  it('logs a workout with its exercises: numbers as numbers, an empty weight as none', async () => {
    const { form, onDone } = renderForm();
    fireEvent.change(within(form).getByLabelText(/Name/), { target: { value: ' Leg day ' } });
    fireEvent.change(within(form).getByLabelText(/Type/), { target: { value: 'hiit' } });
    fireEvent.change(within(form).getByLabelText(/Duration/), { target: { value: '45' } });
    fireEvent.change(within(form).getByLabelText(/Calories/), { target: { value: '320' } });
    fireEvent.change(within(form).getByLabelText(/Date/), { target: { value: '2025-11-03' } });
    fireEvent.change(within(form).getByLabelText(/Time/), { target: { value: '06:15' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Exercise' }));
    const row = within(form).getByRole('group', { name: 'Exercise 1' });
    fireEvent.change(within(row).getByLabelText('Exercise'), { target: { value: 'Squat' } });
    fireEvent.change(within(row).getByLabelText('Sets'), { target: { value: '5' } });
    fireEvent.change(within(row).getByLabelText('Reps'), { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log Workout' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const [url, init] = posts()[0]!;
    expect(url).toBe('/api/workouts');
    expect(JSON.parse(bodyText(init))).toEqual({
      name: 'Leg day',
      type: 'hiit',
      duration: 45,
      calories: 320,
      completed: true,
      date: '2025-11-03',
      time: '06:15',
      exercises: [{ name: 'Squat', sets: 5, reps: 5, weight: null }],
    });
    expect(await screen.findByText('Workout logged')).toBeInTheDocument();
  });

  it('shows the domain’s messages and sends nothing while the form is wrong', async () => {
    const { form } = renderForm();
    fireEvent.change(within(form).getByLabelText(/Duration/), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Exercise' }));
    fireEvent.change(within(within(form).getByRole('group', { name: 'Exercise 1' })).getByLabelText('Sets'), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log Workout' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Duration is required')).toBeInTheDocument();
    expect(within(form).getByText('Exercise name is required')).toBeInTheDocument();
    expect(within(form).getByText('Sets must be a whole number from 1 to 100')).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('puts a 400’s field messages on the fields, an exercise row’s too', async () => {
    postResponse = () =>
      jsonResponse(400, {
        error: 'Calories must be a whole number from 0 to 10000',
        fields: {
          calories: 'Calories must be a whole number from 0 to 10000',
          'exercises.0.reps': 'Reps must be a whole number from 1 to 1000',
        },
      });
    const { form, onDone } = renderForm();
    fireEvent.change(within(form).getByLabelText(/Name/), { target: { value: 'Row' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Exercise' }));
    fireEvent.change(within(within(form).getByRole('group', { name: 'Exercise 1' })).getByLabelText('Exercise'), {
      target: { value: 'Row' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Log Workout' }));
    expect(await within(form).findByText('Calories must be a whole number from 0 to 10000')).toBeInTheDocument();
    expect(within(form).getByText('Reps must be a whole number from 1 to 1000')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(await screen.findByText('Failed to log workout. Please try again.')).toBeInTheDocument();
  });

  it('removes an exercise row', () => {
    const { form } = renderForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Add Exercise' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Remove exercise 1' }));
    expect(within(form).queryByRole('group', { name: 'Exercise 1' })).not.toBeInTheDocument();
  });

  it('edits a workout (issue 26): its values shown, every field sent by PUT, planned kept planned', async () => {
    const onDone = vi.fn();
    renderWithProviders(<WorkoutForm workout={workout({ id: 'w1', duration: 35, calories: null, time: null })} onDone={onDone} />);
    const form = screen.getByRole('form', { name: 'Edit workout' });
    expect(within(form).getByLabelText(/Duration/)).toHaveValue('35');
    expect(within(form).getByLabelText('Planned')).toBeChecked();
    fireEvent.change(within(form).getByLabelText(/Duration/), { target: { value: '40' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(url).toBe('/api/workouts/w1');
    expect(JSON.parse(bodyText(init))).toEqual({
      name: 'Morning run',
      type: 'cardio',
      duration: 40,
      calories: null,
      completed: false,
      date: '2025-11-05',
      time: '',
      exercises: [],
    });
  });
});
