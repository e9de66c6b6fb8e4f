import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { testQueryClient } from './query-clients';

/** Render inside the app's providers (Mantine in test mode, a fresh query client) and a memory router. */
export function renderWithProviders(ui: ReactElement, { route = '/', ...options }: RenderOptions & { route?: string } = {}) {
  const queryClient = testQueryClient();
  const result = render(
    <AppProviders queryClient={queryClient} env="test">
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
    options,
  );
  return { ...result, queryClient };
}

/** A fetch Response with a JSON body. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** The URL a fetch call asked for, whichever form (string, URL or Request) it came in. */
export function requestUrl(input: RequestInfo | URL): string {
  return input instanceof Request ? input.url : input instanceof URL ? input.href : input;
}

/** A fetch call's body as text: the app sends JSON strings; anything else is not what a test expects. */
export function bodyText(init: RequestInit | undefined): string {
  const body = init?.body;
  if (typeof body !== 'string') throw new Error(`expected a string request body, got ${typeof body}`);
  return body;
}
