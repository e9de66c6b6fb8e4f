import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyText, jsonResponse, renderWithProviders, requestUrl } from '../../test/render';
import { DELETE_GOAL_PROMPT, GoalCard } from './GoalCard';
import { goal } from './testing/fixtures';
import type { Goal } from './types';

let answer: (method: string) => Response;
const fetchMock = vi.fn((_input: RequestInfo | URL, init: RequestInit = {}) => Promise.resolve(answer(init.method ?? 'GET')));
const writes = () =>
  fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') !== 'GET')
    .map(([input, init]) => ({
      method: init?.method,
      url: requestUrl(input),
      body: init?.body === undefined ? undefined : (JSON.parse(bodyText(init)) as unknown),
    }));

beforeEach(() => {
  answer = (method) => (method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse(200, goal()));
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  // One toast at a time (SPEC 9): clear the queue so each test sees its own.
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderCard(overrides: Partial<Goal>) {
  renderWithProviders(<GoalCard goal={goal(overrides)} />);
  return screen.getByRole('article', { name: overrides.title ?? 'Run a marathon' });
}

async function openMenu(card: HTMLElement) {
  fireEvent.click(within(card).getByRole('button', { name: /Actions for/ }));
  return screen.findByRole('menu');
}

describe('GoalCard', () => {
  it('shows the SPEC texts: status, description or none, priority, category, percent, due text', () => {
    const card = renderCard({ progress: 30, priority: 'high', dueDate: 'Dec 31', description: 'Train weekly' });
    expect(within(card).getByRole('img', { name: 'Active' })).toBeInTheDocument();
    expect(within(card).getByText('Train weekly')).toBeInTheDocument();
    expect(within(card).getByText('High')).toBeInTheDocument();
    expect(within(card).getByText('Fitness')).toBeInTheDocument();
    expect(within(card).getByTestId('goal-progress')).toHaveTextContent('30%');
    expect(within(card).getByRole('progressbar', { name: 'Run a marathon progress' })).toHaveAttribute('aria-valuenow', '30');
    expect(within(card).getByText('Due: Dec 31')).toBeInTheDocument();
  });

  it("says 'No description' and 'No due date' when there are none", () => {
    const card = renderCard({});
    expect(within(card).getByText('No description')).toBeInTheDocument();
    expect(within(card).getByText('No due date')).toBeInTheDocument();
  });

  it("'+10%' sends the next step, and 100 with status completed at the cap; toasts 'Goal updated'", async () => {
    const card = renderCard({ progress: 30 });
    fireEvent.click(within(card).getByRole('button', { name: '+10%' }));
    expect(await screen.findByText('Goal updated')).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'PUT', url: '/api/goals/g1', body: { progress: 40, status: 'active' } }]);
  });

  it("'+10%' from 95 caps at 100 and completes", async () => {
    const card = renderCard({ progress: 95 });
    fireEvent.click(within(card).getByRole('button', { name: '+10%' }));
    await waitFor(() => expect(writes()).toEqual([{ method: 'PUT', url: '/api/goals/g1', body: { progress: 100, status: 'completed' } }]));
  });

  it('Mark Complete sets 100; Move to backlog pauses', async () => {
    const card = renderCard({ progress: 20 });
    fireEvent.click(within(await openMenu(card)).getByRole('menuitem', { name: 'Mark Complete' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    fireEvent.click(within(await openMenu(card)).getByRole('menuitem', { name: 'Move to backlog' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        { method: 'PUT', url: '/api/goals/g1', body: { progress: 100, status: 'completed' } },
        { method: 'PUT', url: '/api/goals/g1', body: { status: 'paused' } },
      ]),
    );
  });

  it("a completed goal offers neither '+10%' nor Mark Complete", async () => {
    const card = renderCard({ progress: 100, status: 'completed' });
    expect(within(card).getByRole('img', { name: 'Completed' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: '+10%' })).not.toBeInTheDocument();
    const menu = await openMenu(card);
    expect(within(menu).queryByRole('menuitem', { name: 'Mark Complete' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Delete Goal' })).toBeInTheDocument();
  });

  it("a paused goal shows the paused icon and 'Resume', which makes it active", async () => {
    const card = renderCard({ progress: 40, status: 'paused' });
    expect(within(card).getByRole('img', { name: 'Paused' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: '+10%' })).not.toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(writes()).toEqual([{ method: 'PUT', url: '/api/goals/g1', body: { status: 'active' } }]));
  });

  it('Delete Goal asks first, then deletes and toasts', async () => {
    const card = renderCard({});
    fireEvent.click(within(await openMenu(card)).getByRole('menuitem', { name: 'Delete Goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Goal' });
    expect(within(dialog).getByText(DELETE_GOAL_PROMPT)).toBeInTheDocument();
    expect(writes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Goal deleted')).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'DELETE', url: '/api/goals/g1', body: undefined }]);
  });

  it("a failed update toasts SPEC's text", async () => {
    answer = () => jsonResponse(500, { error: 'Internal error' });
    const card = renderCard({ progress: 30 });
    fireEvent.click(within(card).getByRole('button', { name: '+10%' }));
    expect(await screen.findByText('Failed to update goal progress. Please try again.')).toBeInTheDocument();
  });
});
