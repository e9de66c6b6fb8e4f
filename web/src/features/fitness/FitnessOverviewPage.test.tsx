import { DEFAULT_TARGETS } from '@life/domain/targets/constants';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyText, jsonResponse, renderWithProviders, requestUrl } from '../../test/render';
import { localToday } from '../money/format';
import FitnessOverviewPage from './FitnessOverviewPage';
import { stats, workout } from './testing';
import type { Workout, WorkoutStats } from './types';

let figures: WorkoutStats;
let todays: Workout[];
let recent: Workout[];
let targets: Response | undefined;
let writesFail: boolean;
const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = new URL(requestUrl(input), 'http://localhost');
  const method = init.method ?? 'GET';
  if (method !== 'GET' && writesFail) return Promise.resolve(jsonResponse(500, { error: 'Internal error' }));
  if (method !== 'GET') return Promise.resolve(method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse(200, workout()));
  if (url.pathname === '/api/workouts/stats') return Promise.resolve(jsonResponse(200, figures));
  if (url.pathname === '/api/workouts') return Promise.resolve(jsonResponse(200, url.searchParams.has('startDate') ? todays : recent));
  if (url.pathname === '/api/targets') return Promise.resolve(targets ?? jsonResponse(500, { error: 'Internal error' }));
  return Promise.resolve(jsonResponse(404, { error: 'Not found' }));
});

beforeEach(() => {
  figures = stats();
  todays = [];
  recent = [];
  targets = undefined;
  writesFail = false;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const card = (title: string) => screen.getByRole('region', { name: title });
const statValue = async (title: string) => within(await screen.findByRole('region', { name: title })).findByTestId('stat-value');
const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

describe('Fitness overview', () => {
  it('shows SPEC’s empty state and the default targets for a new user', async () => {
    renderWithProviders(<FitnessOverviewPage />, { route: '/fitness' });
    expect(screen.getByRole('heading', { level: 1, name: 'Fitness' })).toBeInTheDocument();
    expect(await statValue('This Week')).toHaveTextContent('0/6');
    expect(await statValue('Calories Burned')).toHaveTextContent('0');
    expect(await statValue('Active Minutes')).toHaveTextContent('0');
    expect(await statValue('Total Workouts')).toHaveTextContent('0');
    expect(within(card('Weekly Goals')).getByTestId('goal-Workouts')).toHaveTextContent('0 / 6');
    expect(within(card('Weekly Goals')).getByTestId('goal-Calories')).toHaveTextContent('0 / 2,000 cal');
    expect(within(card('Weekly Goals')).getByTestId('goal-Active Minutes')).toHaveTextContent('0 / 300 min');
    const recentCard = card('Recent Workouts');
    expect(await within(recentCard).findByText('No workouts yet')).toBeInTheDocument();
    expect(within(card("Today's Workouts")).getByRole('link', { name: 'Schedule' })).toHaveAttribute('href', '/fitness/schedule');
    expect(within(card('Apple Fitness')).getByRole('link', { name: 'Connect' })).toHaveAttribute('href', '/fitness/apple');

    fireEvent.click(within(recentCard).getByRole('button', { name: 'Log Your First Workout' }));
    expect(await screen.findByRole('dialog', { name: 'Log Workout' })).toBeInTheDocument();
  });

  it('shows this week’s figures against the user’s own targets, and rings for today', async () => {
    targets = jsonResponse(200, {
      ...DEFAULT_TARGETS,
      weeklyWorkouts: 5,
      weeklyCaloriesBurned: 3500,
      weeklyActiveMinutes: 210,
      custom: true,
    });
    figures = stats(
      { completed: 3, calories: 1250, activeMinutes: 135 },
      { day: { completed: 1, calories: 300, activeMinutes: 40 }, totalCompleted: 17 },
    );
    renderWithProviders(<FitnessOverviewPage />, { route: '/fitness' });
    // The slow role query once, then wait on the element itself for the targets to arrive.
    const thisWeek = await statValue('This Week');
    await waitFor(() => expect(thisWeek).toHaveTextContent('3/5'));
    expect(await statValue('Calories Burned')).toHaveTextContent('1,250');
    expect(await statValue('Active Minutes')).toHaveTextContent('135');
    expect(await statValue('Total Workouts')).toHaveTextContent('17');
    expect(within(card('Weekly Goals')).getByTestId('goal-Calories')).toHaveTextContent('1,250 / 3,500 cal');
    // Today's share of each weekly target: 3500 / 7 = 500 cal, 210 / 7 = 30 min, 5 / 7 -> 1 workout.
    const rings = card('Apple Fitness');
    expect(within(rings).getByRole('img', { name: 'Move: 300 of 500 cal today' })).toBeInTheDocument();
    expect(within(rings).getByRole('img', { name: 'Exercise: 40 of 30 min today' })).toBeInTheDocument();
    expect(within(rings).getByRole('img', { name: 'Workouts: 1 of 1 today' })).toBeInTheDocument();
  });

  it('marks a workout complete and incomplete from its menu (PATCH) with SPEC’s toast', async () => {
    recent = [workout({ id: 'run', name: 'Morning run' }), workout({ id: 'lift', name: 'Lift', completed: true, type: 'strength' })];
    renderWithProviders(<FitnessOverviewPage />, { route: '/fitness' });
    const run = await within(card('Recent Workouts')).findByRole('article', { name: 'Morning run' });
    expect(within(run).getByText('30 min')).toBeInTheDocument();
    expect(within(run).getByText('250 cal')).toBeInTheDocument();
    expect(within(run).getByText('Nov 5, 2025 · 7:30 AM')).toBeInTheDocument();
    expect(within(run).getByRole('img', { name: 'Not completed' })).toBeInTheDocument();
    expect(within(run).getByRole('button', { name: 'Start Workout' })).toBeInTheDocument();
    const lift = within(card('Recent Workouts')).getByRole('article', { name: 'Lift' });
    expect(within(lift).queryByRole('button', { name: 'Start Workout' })).not.toBeInTheDocument();

    fireEvent.click(within(run).getByRole('button', { name: 'Actions for Morning run' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Mark Complete' }));
    expect(await screen.findByText('Workout updated')).toBeInTheDocument();
    const [url, init] = calls('PATCH')[0]!;
    expect(url).toBe('/api/workouts/run');
    expect(JSON.parse(bodyText(init))).toEqual({ completed: true });

    fireEvent.click(within(lift).getByRole('button', { name: 'Actions for Lift' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Mark Incomplete' }));
    await waitFor(() => expect(calls('PATCH')).toHaveLength(2));
    expect(JSON.parse(bodyText(calls('PATCH')[1]![1]))).toEqual({ completed: false });
  });

  it('deletes a workout after confirming', async () => {
    recent = [workout({ id: 'run', name: 'Morning run' })];
    renderWithProviders(<FitnessOverviewPage />, { route: '/fitness' });
    const run = await within(card('Recent Workouts')).findByRole('article', { name: 'Morning run' });
    fireEvent.click(within(run).getByRole('button', { name: 'Actions for Morning run' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete Workout' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete workout' });
    expect(
      within(confirm).getByText(
        'Are you sure you want to delete this workout? You can restore it from Recently Deleted, under Settings on the money pages.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Workout deleted')).toBeInTheDocument();
    expect(calls('DELETE').map(([url]) => url)).toEqual(['/api/workouts/run']);
  });

  it('starts a workout’s timer, and a started one shows the time running and Finish', async () => {
    todays = [
      workout({ id: 'run', name: 'Morning run', date: localToday() }),
      workout({ id: 'swim', name: 'Swim', date: localToday(), startedAt: new Date(Date.now() - 65_000).toISOString() }),
    ];
    renderWithProviders(<FitnessOverviewPage />, { route: '/fitness' });
    const today = card("Today's Workouts");
    const run = await within(today).findByRole('article', { name: 'Morning run' });
    fireEvent.click(within(run).getByRole('button', { name: 'Start Workout' }));
    await waitFor(() => expect(calls('POST').map(([url]) => url)).toEqual(['/api/workouts/run/start']));

    const swim = within(today).getByRole('article', { name: 'Swim' });
    expect(within(swim).getByRole('timer', { name: 'Elapsed time' })).toHaveTextContent(/^1:0\d$/);
    fireEvent.click(within(swim).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(calls('POST').map(([url]) => url)).toContain('/api/workouts/swim/finish'));
    expect(await screen.findByText('Workout updated')).toBeInTheDocument();
  });

  it('shows SPEC’s failure text when a toggle fails', async () => {
    recent = [workout({ id: 'run', name: 'Morning run' })];
    renderWithProviders(<FitnessOverviewPage />, { route: '/fitness' });
    const run = await within(card('Recent Workouts')).findByRole('article', { name: 'Morning run' });
    writesFail = true;
    fireEvent.click(within(run).getByRole('button', { name: 'Actions for Morning run' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Mark Complete' }));
    expect(await screen.findByText('Failed to update workout. Please try again.')).toBeInTheDocument();
  });
});
