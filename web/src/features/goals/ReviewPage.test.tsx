import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyText, jsonResponse, renderWithProviders, requestUrl } from '../../test/render';
import ReviewPage from './ReviewPage';
import { goal, weekReview } from './testing/fixtures';
import type { GoalReview, WeekReview } from './types';

let week: WeekReview;
let reviews: GoalReview[];
let weekStartsOn = 'monday';
const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
  const path = new URL(requestUrl(input), 'http://localhost').pathname;
  if (path === '/api/settings') {
    if (init.method === 'PUT') weekStartsOn = (JSON.parse(bodyText(init)) as { weekStartsOn: string }).weekStartsOn;
    return Promise.resolve(jsonResponse(200, { weekStartsOn }));
  }
  if (init.method === 'POST' && path === '/api/goal-reviews') {
    const { reflection } = JSON.parse(bodyText(init)) as { reflection: string };
    week = { ...week, reflection };
    const saved = { weekStart: week.weekStart, weekEnd: week.weekEnd, reflection, createdAt: '', updatedAt: '' };
    reviews = [saved, ...reviews];
    return Promise.resolve(jsonResponse(200, saved));
  }
  if (path === '/api/goal-reviews/week') return Promise.resolve(jsonResponse(200, week));
  if (path === '/api/goal-reviews') return Promise.resolve(jsonResponse(200, reviews));
  return Promise.resolve(jsonResponse(404, { error: 'Not found' }));
});

beforeEach(() => {
  fetchMock.mockClear();
  weekStartsOn = 'monday';
  vi.stubGlobal('fetch', fetchMock);
  week = weekReview({
    completed: [goal({ id: 'c', title: 'Sleep 8h', status: 'completed', progress: 100 })],
    created: [goal({ id: 'n', title: 'Learn Go', category: 'Learning' })],
    movedForward: [{ goal: goal({ id: 'm', title: 'Read 12 books', progress: 40 }), fromProgress: 10, toProgress: 40 }],
  });
  reviews = [{ weekStart: '2025-11-03', weekEnd: '2025-11-09', reflection: 'A slow week.', createdAt: '', updatedAt: '' }];
});
afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

describe('Weekly Review', () => {
  it("lists this week's completed, moved-forward and created goals", async () => {
    renderWithProviders(<ReviewPage />);
    expect(await screen.findByText('This week · Nov 10 – Nov 16')).toBeInTheDocument();
    const completed = screen.getByRole('region', { name: 'Completed this week' });
    expect(within(completed).getByRole('heading', { name: 'Completed this week (1)' })).toBeInTheDocument();
    expect(within(completed).getByRole('listitem', { name: 'Sleep 8h' })).toBeInTheDocument();
    const moved = screen.getByRole('region', { name: 'Moved forward' });
    expect(within(within(moved).getByRole('listitem', { name: 'Read 12 books' })).getByLabelText('from 10% to 40%')).toBeInTheDocument();
    const created = screen.getByRole('region', { name: 'Created this week' });
    expect(within(created).getByRole('listitem', { name: 'Learn Go' })).toBeInTheDocument();
    const past = screen.getByRole('region', { name: 'Past Reviews' });
    expect(await within(past).findByText('A slow week.')).toBeInTheDocument();
    expect(within(past).getByText('Nov 3 – Nov 9')).toBeInTheDocument();
  });

  it('saves the reflection for this week and shows it saved', async () => {
    renderWithProviders(<ReviewPage />);
    const form = await screen.findByRole('form', { name: 'Weekly reflection' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Reflection' }));
    expect(await within(form).findByText('Write a reflection before saving')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText(/Your reflection/), { target: { value: ' Finished one goal. ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Reflection' }));
    expect(await screen.findByText('Reflection saved')).toBeInTheDocument();
    const posts = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => JSON.parse(bodyText(init)) as unknown);
    expect(posts).toEqual([{ weekStart: '2025-11-10', reflection: 'Finished one goal.' }]);
    await waitFor(() => expect(screen.getByLabelText(/Your reflection/)).toHaveValue('Finished one goal.'));
    // Issue 26: the saved reflection is listed at once, as this week's.
    const past = screen.getByRole('region', { name: 'Past Reviews' });
    expect(await within(past).findByText('Finished one goal.')).toBeInTheDocument();
    expect(within(past).getByText('This week · Nov 10 – Nov 16')).toBeInTheDocument();
  });

  it('says so when a week is empty', async () => {
    week = weekReview();
    reviews = [];
    renderWithProviders(<ReviewPage />);
    expect(await screen.findByText('Nothing completed yet this week.')).toBeInTheDocument();
    expect(screen.getByText('No goal moved forward yet this week.')).toBeInTheDocument();
    expect(screen.getByText('No new goals this week.')).toBeInTheDocument();
    expect(await screen.findByText('No past reviews yet. Your saved reflections appear here.')).toBeInTheDocument();
  });

  it("'Week starts on' saves the user's first day of the week and reads the week again (issue 26)", async () => {
    renderWithProviders(<ReviewPage />);
    const select = await screen.findByLabelText('Week starts on');
    await waitFor(() => expect(select).toHaveValue('monday'));
    const weekReads = () => fetchMock.mock.calls.filter(([input]) => requestUrl(input).startsWith('/api/goal-reviews/week')).length;
    const before = weekReads();
    fireEvent.change(select, { target: { value: 'sunday' } });
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(bodyText(init)) as unknown);
    expect(puts).toEqual([{ weekStartsOn: 'sunday' }]);
    await waitFor(() => expect(weekReads()).toBeGreaterThan(before));
    await waitFor(() => expect(screen.getByLabelText('Week starts on')).toHaveValue('sunday'));
  });
});
