import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyText, jsonResponse, renderWithProviders, requestUrl } from '../../test/render';
import BacklogPage from './BacklogPage';
import { goal } from './testing/fixtures';
import type { Goal } from './types';

let goals: Goal[];
const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
  const path = new URL(requestUrl(input), 'http://localhost').pathname;
  if (init.method === 'PUT') {
    const id = path.split('/').at(-1);
    const { status } = JSON.parse(bodyText(init)) as { status: Goal['status'] };
    goals = goals.map((g) => (g.id === id ? { ...g, status } : g));
    return Promise.resolve(
      jsonResponse(
        200,
        goals.find((g) => g.id === id),
      ),
    );
  }
  return Promise.resolve(jsonResponse(200, goals));
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

describe('Goal Backlog', () => {
  it("lists only paused goals; 'Resume' sends one back to the active goals", async () => {
    goals = [goal({ id: 'a', title: 'Learn Go' }), goal({ id: 'p', title: 'Learn Spanish', status: 'paused', progress: 40 })];
    renderWithProviders(<BacklogPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Goal Backlog' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Paused goals' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Learn Spanish']);
    fireEvent.click(within(list).getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('The backlog is empty')).toBeInTheDocument();
    await waitFor(() => expect(goals.find((g) => g.id === 'p')?.status).toBe('active'));
    expect(screen.getByRole('link', { name: 'Back to Goals' })).toHaveAttribute('href', '/goals');
  });
});
