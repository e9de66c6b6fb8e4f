import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyText, jsonResponse, renderWithProviders, requestUrl } from '../../test/render';
import LoginScreen from './LoginScreen';
import { pageNavigation } from './oidc-sign-in';

const user = {
  id: 'u1',
  email: 'ada@example.com',
  displayName: 'Ada Lovelace',
  photoURL: null,
  provider: 'password',
  createdAt: '2025-01-01T00:00:00.000Z',
};

type Handler = (url: string, init: RequestInit) => Promise<Response>;
let handleAuth: Handler;
let googleConfigured: boolean;
const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = requestUrl(input);
  if (url === '/api/auth/session') return Promise.resolve(jsonResponse(200, { user }));
  if (url === '/api/auth/providers') return Promise.resolve(jsonResponse(200, { google: { configured: googleConfigured } }));
  return handleAuth(url, init);
});
const authCalls = () => fetchMock.mock.calls.filter(([url]) => !['/api/auth/session', '/api/auth/providers'].includes(requestUrl(url)));

/** A response that arrives only when `resolve` is called, to hold a request in flight. */
function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{location.pathname}</output>
      <output data-testid="search">{location.search}</output>
    </>
  );
}

function renderLogin(route = '/money/transactions') {
  return renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <LoginScreen />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

const emailInput = () => screen.getByLabelText('Email');
const passwordInput = () => screen.getByLabelText('Password');
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  fetchMock.mockClear();
  handleAuth = () => Promise.resolve(jsonResponse(200, user));
  googleConfigured = false;
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('login screen texts', () => {
  it('shows the sign-in texts and switches to register mode and back', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Welcome to Life' })).toBeInTheDocument();
    expect(screen.getByText('Your personal operating system')).toBeInTheDocument();
    expect(screen.getByText('or')).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Sign in with Email' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: "Don't have an account? Create one" }));
    expect(screen.getByRole('heading', { name: 'Create your Life account' })).toBeInTheDocument();
    expect(screen.getByText('Start organizing your personal operating system')).toBeInTheDocument();
    expect(screen.getByLabelText('Display Name')).toHaveAttribute('placeholder', 'Enter your name');
    expect(passwordInput()).toHaveAttribute('placeholder', 'Create a password (min 6 characters)');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(screen.getByRole('heading', { name: 'Welcome to Life' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Display Name')).not.toBeInTheDocument();
  });

  it('tells the user that Google (when the server has no provider) and Apple sign-in are not set up', async () => {
    const open = vi.spyOn(window, 'open');
    renderLogin();
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(screen.getByText('Sign-in with Google is not set up on this server')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Apple' }));
    expect(screen.getByText('Apple sign-in is not configured on this server')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(authCalls()).toHaveLength(0);
  });
});

describe('validation alerts', () => {
  it('asks for both email and password', () => {
    renderLogin();
    type(emailInput(), 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Email' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both email and password');
    expect(authCalls()).toHaveLength(0);
  });

  it('asks for a display name when registering', () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: "Don't have an account? Create one" }));
    type(emailInput(), 'ada@example.com');
    type(passwordInput(), 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your display name');
    expect(authCalls()).toHaveLength(0);
  });

  it('asks for both fields before the display name when registering', () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: "Don't have an account? Create one" }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both email and password');
  });
});

describe('server answers', () => {
  it('signs in, then goes to /', async () => {
    renderLogin();
    type(emailInput(), ' ada@example.com ');
    type(passwordInput(), 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Email' }));
    await flush();
    const [url, init] = authCalls()[0]!;
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(bodyText(init))).toEqual({ email: 'ada@example.com', password: 'secret1' });
    expect(init?.credentials).toBe('include');
    await flush();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it("shows the response's error field when sign-in is refused", async () => {
    handleAuth = () => Promise.resolve(jsonResponse(401, { error: 'Invalid email or password' }));
    renderLogin();
    type(emailInput(), 'ada@example.com');
    type(passwordInput(), 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Email' }));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed: Invalid email or password');
    expect(screen.getByTestId('location')).toHaveTextContent('/money/transactions');
  });

  it('shows the retry text when the network fails', async () => {
    handleAuth = () => Promise.reject(new TypeError('Failed to fetch'));
    renderLogin();
    type(emailInput(), 'ada@example.com');
    type(passwordInput(), 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Email' }));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it('registers with the display name and reports a taken e-mail', async () => {
    handleAuth = () => Promise.resolve(jsonResponse(409, { error: 'Email already registered' }));
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: "Don't have an account? Create one" }));
    type(screen.getByLabelText('Display Name'), 'Ada');
    type(emailInput(), 'ada@example.com');
    type(passwordInput(), 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await flush();
    const [url, init] = authCalls()[0]!;
    expect(url).toBe('/api/auth/register');
    expect(JSON.parse(bodyText(init))).toEqual({ email: 'ada@example.com', password: 'secret1', displayName: 'Ada' });
    expect(screen.getByRole('alert')).toHaveTextContent('Registration failed: Email already registered');
  });

  it('shows the registration retry text when the network fails', async () => {
    handleAuth = () => Promise.reject(new TypeError('Failed to fetch'));
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: "Don't have an account? Create one" }));
    type(screen.getByLabelText('Display Name'), 'Ada');
    type(emailInput(), 'ada@example.com');
    type(passwordInput(), 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
  });
});

describe('busy state and double submits', () => {
  it("shows 'Signing in...' while in flight and ignores a second submit", async () => {
    const pending = deferred();
    handleAuth = () => pending.promise;
    renderLogin();
    type(emailInput(), 'ada@example.com');
    type(passwordInput(), 'secret1');
    const button = screen.getByRole('button', { name: 'Sign in with Email' });
    fireEvent.click(button);
    fireEvent.click(button);
    await flush();
    expect(screen.getByRole('button', { name: /Signing in\.\.\./ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Signing in\.\.\./ }));
    await advance(2000); // the auto-submit must not add a request either
    expect(authCalls()).toHaveLength(1);

    pending.resolve(jsonResponse(401, { error: 'Invalid email or password' }));
    await flush();
    expect(screen.getByRole('button', { name: 'Sign in with Email' })).toBeInTheDocument();
  });

  it("shows 'Creating account...' while registering", async () => {
    handleAuth = () => deferred().promise;
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: "Don't have an account? Create one" }));
    type(screen.getByLabelText('Display Name'), 'Ada');
    type(emailInput(), 'ada@example.com');
    type(passwordInput(), 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await flush();
    expect(screen.getByRole('button', { name: /Creating account\.\.\./ })).toBeInTheDocument();
  });
});

describe('auto-submit in login mode', () => {
  it('fires 500 ms after the values are complete', async () => {
    renderLogin();
    type(emailInput(), 'ada@example.com');
    type(passwordInput(), 'secret1');
    await advance(499);
    expect(authCalls()).toHaveLength(0);
    await advance(1);
    expect(authCalls()).toHaveLength(1);
    expect(authCalls()[0]![0]).toBe('/api/auth/login');
  });

  it('waits while the user keeps typing (500 ms debounce)', async () => {
    renderLogin();
    type(emailInput(), 'ada@example.com');
    for (const value of ['s', 'se', 'sec', 'secr', 'secre', 'secret1']) {
      type(passwordInput(), value);
      await advance(300);
    }
    expect(authCalls()).toHaveLength(0);
    await advance(200);
    expect(authCalls()).toHaveLength(1);
    expect(JSON.parse(bodyText(authCalls()[0]![1]))).toEqual({ email: 'ada@example.com', password: 'secret1' });
  });

  it('never fires twice for the same values, but again after an edit', async () => {
    // A real round trip: the form re-renders with the request in flight before the answer arrives.
    handleAuth = () => new Promise((resolve) => setTimeout(() => resolve(jsonResponse(401, { error: 'Invalid email or password' })), 100));
    renderLogin();
    type(emailInput(), 'ada@example.com');
    type(passwordInput(), 'wrong');
    await advance(500);
    expect(authCalls()).toHaveLength(1);
    await advance(100);
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed: Invalid email or password');
    await advance(5000);
    expect(authCalls()).toHaveLength(1);

    type(passwordInput(), 'wrong2');
    await advance(500);
    expect(authCalls()).toHaveLength(2);
  });

  it('never fires once the user types: the pauses of a slow typist send nothing (issue 13 #2); they submit themselves', async () => {
    handleAuth = () => Promise.resolve(jsonResponse(401, { error: 'Invalid email or password' }));
    renderLogin();
    type(emailInput(), 'ada@example.com');
    // A 21-character password typed at 0.7 s per key.
    const password = 'correct-horse-battery';
    for (let i = 1; i <= password.length; i++) {
      fireEvent.keyDown(passwordInput(), { key: password[i - 1] });
      type(passwordInput(), password.slice(0, i));
      await advance(700);
    }
    await advance(5000);
    expect(authCalls()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Email' }));
    await advance(100);
    expect(authCalls()).toHaveLength(1);
    // After the failed attempt, fixing the password by typing sends nothing until submitted.
    fireEvent.keyDown(passwordInput(), { key: 'Backspace' });
    type(passwordInput(), password.slice(0, -1));
    await advance(5000);
    expect(authCalls()).toHaveLength(1);
  });

  it('does not fire when only one field is filled', async () => {
    renderLogin();
    type(emailInput(), 'ada@example.com');
    await advance(2000);
    expect(authCalls()).toHaveLength(0);
  });

  it('does not fire in register mode', async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: "Don't have an account? Create one" }));
    type(screen.getByLabelText('Display Name'), 'Ada');
    type(emailInput(), 'ada@example.com');
    type(passwordInput(), 'secret1');
    await advance(2000);
    expect(authCalls()).toHaveLength(0);
  });

  it('does not fire while a manual submit is in flight', async () => {
    const pending = deferred();
    handleAuth = () => pending.promise;
    renderLogin();
    type(emailInput(), 'ada@example.com');
    type(passwordInput(), 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Email' }));
    await advance(3000);
    expect(authCalls()).toHaveLength(1);
    pending.resolve(jsonResponse(401, { error: 'Invalid email or password' }));
    await advance(3000);
    // Same values as the manual attempt: not retried automatically.
    expect(authCalls()).toHaveLength(1);
  });
});

describe('Continue with Google', () => {
  // A synchronous act: the message's state updates and effects are flushed when it returns.
  const popupMessage = (data: unknown, origin = window.location.origin) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin }));
    });

  beforeEach(() => {
    googleConfigured = true;
  });

  it('opens the provider in a 500x600 popup, and on its success re-reads the user and goes to /', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    renderLogin();
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(open).toHaveBeenCalledWith(
      '/api/auth/oidc/start?display=popup',
      'life-oidc-sign-in',
      expect.stringContaining('width=500,height=600'),
    );
    const meCalls = () => fetchMock.mock.calls.filter(([url]) => requestUrl(url) === '/api/auth/session').length;
    const before = meCalls();

    // Another origin's message, and unrelated messages of ours, change nothing.
    popupMessage({ type: 'life:oidc-sign-in', ok: true }, 'https://evil.example');
    popupMessage({ hello: 'world' });
    await flush();
    expect(screen.getByTestId('location')).toHaveTextContent('/money/transactions');

    popupMessage({ type: 'life:oidc-sign-in', ok: true });
    await flush();
    expect(meCalls()).toBeGreaterThan(before);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it("shows the popup's refusal as an alert and stays on the login screen", async () => {
    vi.spyOn(window, 'open').mockReturnValue({} as Window);
    renderLogin();
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    popupMessage({ type: 'life:oidc-sign-in', ok: false, error: 'email_unverified' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your Google account has no verified email address, so it cannot be used to sign in.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/money/transactions');
  });

  it('falls back to a full-page redirect when the popup is blocked', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    renderLogin();
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(assign).toHaveBeenCalledWith('/api/auth/oidc/start?display=page');
  });

  it('on load, shows a redirect sign-in error once and removes it from the URL', async () => {
    renderLogin('/?signInError=access_denied');
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('Google sign-in was cancelled. Please try again.');
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
  });

  it('words an unknown error code as a generic failure', async () => {
    renderLogin('/?signInError=%3Cscript%3E');
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('Google sign-in failed. Please try again later.');
  });
});
