import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { bodyText, jsonResponse, renderWithProviders } from '../../test/render';
import { EMPTY_GOAL_FORM, GOAL_FORM_LABELS, GoalForm } from './GoalForm';
import { goal } from './testing/fixtures';

const fetchMock = vi.fn((_input: RequestInfo | URL, init: RequestInit = {}) =>
  Promise.resolve(init.method === 'POST' ? jsonResponse(201, goal()) : jsonResponse(200, [])),
);
const posts = () =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(bodyText(init)) as unknown);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

const escaped = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}`);

// The walkthrough's safety net: a goal detail with a label but no input (or an input wired to another field) fails here.
it('has an input for every goal detail, each sent under its field', async () => {
  expect(Object.keys(GOAL_FORM_LABELS)).toEqual(Object.keys(EMPTY_GOAL_FORM));
  renderWithProviders(<GoalForm onDone={() => undefined} />);
  const form = screen.getByRole('form', { name: 'New goal' });
  const sent: Record<string, string> = {};
  for (const [field, label] of Object.entries(GOAL_FORM_LABELS)) {
    const input = within(form).getByLabelText(escaped(label));
    const value = input instanceof HTMLSelectElement ? (input.options[0]?.value ?? '') : `${field} text`;
    fireEvent.change(input, { target: { value } });
    sent[field] = value;
  }
  fireEvent.click(within(form).getByRole('button', { name: 'Create Goal' }));
  await waitFor(() => expect(posts()).toEqual([sent]));
});
