import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, requestUrl } from '../test/render';
import { AuthGate } from './AuthGate';

const user = {
  id: 'u1',
  email: 'ada@example.com',
  displayName: 'Ada Lovelace',
  photoURL: null,
  provider: 'password',
  createdAt: '2025-01-01T00:00:00.000Z',
};

let meResponse: () => Promise<Response>;
const fetchMock = vi.fn((input: RequestInfo | URL) => {
  const url = requestUrl(input);
  if (url === '/api/auth/session') return meResponse();
  if (url === '/api/auth/logout') return Promise.resolve(new Response(null, { status: 204 }));
  return Promise.resolve(jsonResponse(404, { error: 'Not found' }));
});

beforeEach(() => {
  meResponse = () => Promise.resolve(jsonResponse(200, { user }));
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('AuthGate', () => {
  it("shows 'Loading...' while the auth check runs", () => {
    meResponse = () => new Promise(() => {});
    renderWithProviders(<AuthGate />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows the login screen instead of any route when signed out', async () => {
    meResponse = () => Promise.resolve(jsonResponse(200, { user: null }));
    renderWithProviders(<AuthGate />, { route: '/money/transactions' });
    expect(await screen.findByRole('heading', { name: 'Welcome to Life' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Transactions' })).not.toBeInTheDocument();
  });

  it('treats a 401 (a bearer token no longer valid) as signed out, without logging it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    meResponse = () => Promise.resolve(jsonResponse(401, { error: 'Invalid token' }));
    renderWithProviders(<AuthGate />);
    expect(await screen.findByRole('heading', { name: 'Welcome to Life' })).toBeInTheDocument();
    expect(logged).not.toHaveBeenCalled();
  });

  it('treats a failing auth check as signed out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    meResponse = () => Promise.reject(new TypeError('Failed to fetch'));
    renderWithProviders(<AuthGate />);
    expect(await screen.findByRole('heading', { name: 'Welcome to Life' })).toBeInTheDocument();
  });

  it('shows the shell with the sidebar for a signed-in user', async () => {
    renderWithProviders(<AuthGate />);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText("Welcome back! Here's what's happening in your life.")).toBeInTheDocument();
    const sidebar = screen.getByTestId('sidebar');
    expect(within(sidebar).getByText('Personal OS')).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByRole('link', { name: 'Transactions' })).not.toHaveAttribute('aria-current');
    expect(within(sidebar).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toggle sidebar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeInTheDocument();
  });

  it('lists every SPEC sidebar entry with its path', async () => {
    renderWithProviders(<AuthGate />);
    const sidebar = await screen.findByTestId('sidebar');
    const hrefs = within(sidebar)
      .getAllByRole('link')
      .map((link) => `${link.textContent}=${link.getAttribute('href')}`);
    expect(hrefs).toEqual([
      'Dashboard=/',
      'Overview=/money',
      'Transactions=/money/transactions',
      'Budgets=/money/budgets',
      'Schedules=/money/schedules',
      'Reports=/money/reports',
      'Active=/goals',
      'Backlog=/goals/backlog',
      'Weekly Review=/goals/review',
      'Overview=/fitness',
      'Apple Fitness=/fitness/apple',
      'Progress=/fitness/progress',
      'Overview=/nutrition',
      'MyFitnessPal=/nutrition/mfp',
      'Grocery List=/nutrition/grocery',
      'Recipes=/nutrition/recipes',
    ]);
  });

  it('marks the entry whose path equals the current path', async () => {
    renderWithProviders(<AuthGate />, { route: '/goals/backlog' });
    const sidebar = await screen.findByTestId('sidebar');
    const current = within(sidebar)
      .getAllByRole('link')
      .filter((l) => l.getAttribute('aria-current') === 'page');
    expect(current.map((l) => l.textContent)).toEqual(['Backlog']);
    // /goals/backlog is a screen of its own now (issue 9).
    expect(await screen.findByRole('heading', { name: 'Goal Backlog' })).toBeInTheDocument();
  });

  it('toggles the sidebar with Ctrl+B and remembers it in the sidebar_state cookie', async () => {
    renderWithProviders(<AuthGate />);
    const sidebar = await screen.findByTestId('sidebar');
    expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    act(() => {
      fireEvent.keyDown(document.documentElement, { key: 'b', code: 'KeyB', ctrlKey: true });
    });
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
    expect(document.cookie).toContain('sidebar_state=false');
    // The collapsed rail keeps one labelled icon per area.
    expect(within(screen.getByTestId('sidebar')).getByRole('link', { name: 'Money' })).toHaveAttribute('href', '/money');
    fireEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'false');
    expect(document.cookie).toContain('sidebar_state=true');
  });

  it('starts collapsed when the cookie says so', async () => {
    document.cookie = 'sidebar_state=false; path=/';
    renderWithProviders(<AuthGate />);
    expect(await screen.findByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
  });

  it('signs out back to the login screen', async () => {
    renderWithProviders(<AuthGate />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Life' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => requestUrl(url) === '/api/auth/logout')).toBe(true);
  });

  it('stores the theme choice under localStorage "theme"', async () => {
    renderWithProviders(<AuthGate />);
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to dark theme' }));
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });
});
