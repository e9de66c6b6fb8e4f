import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asOfAtom, formatAsOf, localInputToIso } from '../../api/as-of';
import { appStore } from '../../api/store';
import type { User } from '../../features/auth/types';
import { accountQueries } from '../../features/money/accounts/queries';
import { jsonResponse, renderWithProviders, requestUrl } from '../../test/render';
import { AppLayout } from '../AppLayout';

const USER: User = {
  id: 'u1',
  email: 'sam@example.com',
  displayName: 'Sam',
  photoURL: null,
  provider: 'email',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const PAST = '2026-11-21T14:03:00.000Z';
const OTHER = '2026-10-02T08:30:00.000Z';

/** A money page: the accounts list, where the app is, and a link that drops the query string. */
function Page() {
  const accounts = useQuery(accountQueries.list());
  const location = useLocation();
  return (
    <>
      <p data-testid="location">{location.pathname + location.search}</p>
      <p data-testid="accounts">{accounts.data?.map((account) => account.accountName).join(', ')}</p>
      <Link to="/money/transactions">Go to transactions</Link>
      <Link to={`/money?asOf=${encodeURIComponent(OTHER)}`}>Go to another moment</Link>
    </>
  );
}

const fetchMock = vi.fn<typeof fetch>();
const accountUrls = () => fetchMock.mock.calls.map(([input]) => requestUrl(input)).filter((url) => url.startsWith('/api/accounts'));

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) => {
    const then = requestUrl(input).includes('asOf=');
    return Promise.resolve(jsonResponse(200, [{ id: 'a1', accountName: then ? 'Checking then' : 'Checking now' }]));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  appStore.set(asOfAtom, null);
});

const renderAt = (route: string) =>
  renderWithProviders(
    <AppLayout user={USER}>
      <Page />
    </AppLayout>,
    { route },
  );
const banner = () => screen.queryByTestId('as-of-banner');

describe('View as of…', () => {
  it('a link with ?asOf= shows that moment from the first request, with the banner', async () => {
    renderAt(`/money?asOf=${encodeURIComponent(PAST)}`);
    expect(await screen.findByText('Checking then')).toBeInTheDocument();
    expect(accountUrls()).toEqual([`/api/accounts?asOf=${encodeURIComponent(PAST)}`]);
    expect(banner()).toHaveTextContent(`Viewing your data as it was on ${formatAsOf(PAST)}. Changes are disabled.`);
  });

  it('a malformed ?asOf= shows now', async () => {
    renderAt('/money?asOf=yesterday');
    expect(await screen.findByText('Checking now')).toBeInTheDocument();
    expect(banner()).toBeNull();
  });

  it("'View' takes the local time entered, puts it in the URL and reloads the page's reads; 'Back to now' clears both", async () => {
    const user = userEvent.setup();
    renderAt('/money');
    expect(await screen.findByText('Checking now')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View as of…' }));
    fireEvent.change(screen.getByLabelText('Date and time'), { target: { value: '2026-11-21T14:03:00' } });
    await user.click(screen.getByRole('button', { name: 'View' }));

    const chosen = localInputToIso('2026-11-21T14:03:00')!;
    expect(await screen.findByText('Checking then')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/money?asOf=${encodeURIComponent(chosen)}`);
    expect(banner()).toHaveTextContent('Viewing your data as it was on Nov 21, 2026, 2:03 PM. Changes are disabled.');

    await user.click(within(banner()!).getByRole('button', { name: 'Back to now' }));
    expect(await screen.findByText('Checking now')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/money$/);
    expect(banner()).toBeNull();
  });

  it('refuses a moment in the future or an empty one', async () => {
    const user = userEvent.setup();
    renderAt('/money');
    await user.click(screen.getByRole('button', { name: 'View as of…' }));
    const input = screen.getByLabelText('Date and time');
    fireEvent.change(input, { target: { value: '2999-01-01T00:00:00' } });
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(await screen.findByText('Choose a moment in the past')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(await screen.findByText('Enter a date and time')).toBeInTheDocument();
    expect(banner()).toBeNull();
  });

  it('stays in the past across a navigation that drops the parameter', async () => {
    const user = userEvent.setup();
    renderAt(`/money?asOf=${encodeURIComponent(PAST)}`);
    await screen.findByText('Checking then');
    await user.click(screen.getByRole('link', { name: 'Go to transactions' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/money/transactions?asOf=${encodeURIComponent(PAST)}`));
    expect(banner()).not.toBeNull();
  });

  it('leaving the signed-in frame (signing out) returns to now', async () => {
    const { unmount } = renderAt(`/money?asOf=${encodeURIComponent(PAST)}`);
    await screen.findByText('Checking then');
    unmount();
    expect(appStore.get(asOfAtom)).toBeNull();
  });

  it('moves to the moment a followed link names', async () => {
    const user = userEvent.setup();
    renderAt(`/money?asOf=${encodeURIComponent(PAST)}`);
    await screen.findByText('Checking then');
    await user.click(screen.getByRole('link', { name: 'Go to another moment' }));
    expect(await screen.findByText(`Viewing your data as it was on ${formatAsOf(OTHER)}. Changes are disabled.`)).toBeInTheDocument();
    expect(accountUrls().at(-1)).toBe(`/api/accounts?asOf=${encodeURIComponent(OTHER)}`);
  });
});
