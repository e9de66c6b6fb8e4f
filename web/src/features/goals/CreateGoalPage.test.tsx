import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyText, jsonResponse, renderWithProviders } from '../../test/render';
import CreateGoalPage from './CreateGoalPage';
import { goal } from './testing/fixtures';

let postResponse: () => Response;
const fetchMock = vi.fn((_input: RequestInfo | URL, init: RequestInit = {}) =>
  Promise.resolve(init.method === 'POST' ? postResponse() : jsonResponse(200, [])),
);
const posts = () =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(bodyText(init)) as unknown);

beforeEach(() => {
  postResponse = () => jsonResponse(201, goal());
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/goals/create" element={<CreateGoalPage />} />
      <Route path="/goals" element={<h1>Goals list</h1>} />
    </Routes>,
    { route: '/goals/create' },
  );
  return screen.getByRole('form', { name: 'New goal' });
}

describe('Create goal', () => {
  it('has the SPEC title, fields and buttons', () => {
    const form = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Create New Goal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Goals' })).toHaveAttribute('href', '/goals');
    for (const label of ['Goal Title', 'Description (Optional)', 'Category', 'Priority', 'Due Date (Optional)']) {
      expect(within(form).getByLabelText(new RegExp(label.replace(/[()]/g, '\\$&')))).toBeInTheDocument();
    }
    const priority = within(form).getByLabelText('Priority');
    expect(
      within(priority)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Low', 'Medium', 'High']);
    expect(priority).toHaveValue('medium');
    expect(within(form).getByRole('button', { name: 'Create Goal' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  });

  it("shows the domain's messages and sends nothing while title and category are missing", async () => {
    const form = renderPage();
    fireEvent.click(within(form).getByRole('button', { name: 'Create Goal' }));
    expect(await within(form).findByText('Goal title is required')).toBeInTheDocument();
    expect(within(form).getByText('Category is required')).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it("creates the goal, toasts 'Goal created' and returns to /goals", async () => {
    const form = renderPage();
    fireEvent.change(within(form).getByLabelText(/Goal Title/), { target: { value: ' Run a marathon ' } });
    fireEvent.change(within(form).getByLabelText(/Category/), { target: { value: 'Fitness' } });
    fireEvent.change(within(form).getByLabelText('Priority'), { target: { value: 'high' } });
    fireEvent.change(within(form).getByLabelText(/Due Date/), { target: { value: 'Dec 31' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create Goal' }));
    expect(await screen.findByRole('heading', { name: 'Goals list' })).toBeInTheDocument();
    expect(screen.getByText('Goal created')).toBeInTheDocument();
    expect(posts()).toEqual([{ title: 'Run a marathon', description: '', category: 'Fitness', priority: 'high', dueDate: 'Dec 31' }]);
  });

  it('Reset empties the form', () => {
    const form = renderPage();
    const title = within(form).getByLabelText(/Goal Title/);
    fireEvent.change(title, { target: { value: 'Something' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reset' }));
    expect(title).toHaveValue('');
  });

  it("a failed create toasts SPEC's text and stays", async () => {
    postResponse = () => jsonResponse(500, { error: 'Internal error' });
    const form = renderPage();
    fireEvent.change(within(form).getByLabelText(/Goal Title/), { target: { value: 'X' } });
    fireEvent.change(within(form).getByLabelText(/Category/), { target: { value: 'Y' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create Goal' }));
    expect(await screen.findByText('Failed to create goal. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Create New Goal' })).toBeInTheDocument());
  });
});
