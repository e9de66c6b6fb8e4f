import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { asOfAtom } from '../api/as-of';
import { appStore, authTokenAtom, positionTokensAtom } from '../api/store';
import { clearTestQueryClients } from './query-clients';

// findBy*/waitFor poll until the screen shows what the test waits for; their default of 1 s is
// exceeded on a loaded machine (a lazy chunk's first import, a large role query), not only by a bug.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks the browser APIs Mantine relies on.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
// Textarea autosize listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// Called without the pseudo-element argument jsdom does not implement. This file runs again for each
// test file in the same window: wrap jsdom's own function, not the previous file's wrapper.
type ComputedStyle = typeof window.getComputedStyle & { jsdom?: typeof window.getComputedStyle };
const jsdomComputedStyle = (window.getComputedStyle as ComputedStyle).jsdom ?? window.getComputedStyle.bind(window);
window.getComputedStyle = Object.assign((element: Element) => jsdomComputedStyle(element), { jsdom: jsdomComputedStyle });

// jsdom lays nothing out, so a chart's ResponsiveContainer measures 0 x 0 and recharts warns so once the
// chart renders (tests read the table beside each chart). With files sharing a worker recharts is
// loaded already and charts render within a test, not after it: drop that one message. (Wrapped once:
// this file runs again for each test file.)
const CHART_SIZE_WARNING = 'The width(0) and height(0) of chart should be greater than 0';
type ConsoleWarn = typeof console.warn & { unfiltered?: typeof console.warn };
const consoleWarn = (console.warn as ConsoleWarn).unfiltered ?? console.warn.bind(console);
console.warn = Object.assign(
  (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith(CHART_SIZE_WARNING)) return;
    consoleWarn(...args);
  },
  { unfiltered: consoleWarn },
);

// Test files share a worker and its modules (`isolate: false` in vitest.config.ts): everything a test
// leaves behind in a module, the DOM, a global or the browser's storage is put back here, after the
// test file's own afterEach hooks.
afterEach(() => {
  cleanup();
  // A finished test's queries are cancelled and its caches dropped: nothing of it refetches or polls later.
  clearTestQueryClients();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // After each test, not each file: a later vi.spyOn(console, 'error') would reuse the spy, calls and all.
  vi.restoreAllMocks();
  // The toast store is a module: one test's toast would show in the next test's <Notifications>.
  notifications.clean();
  // The app store is a module too: its atoms go back to their initial values.
  appStore.set(authTokenAtom, null);
  appStore.set(positionTokensAtom, []);
  appStore.set(asOfAtom, null);
  document.body.replaceChildren();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
