import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { CategoryForm } from './CategoryForm';

// The save path every item form shares (useItemFormSubmit), driven through the category form.
let postResponse: () => Response;
const fetchMock = vi.fn((_input: RequestInfo | URL, init: RequestInit = {}) =>
  Promise.resolve(init.method === 'POST' ? postResponse() : jsonResponse(200, [])),
);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function fillAndSubmit() {
  const onDone = vi.fn();
  renderWithProviders(<CategoryForm onDone={onDone} />);
  const form = screen.getByRole('form', { name: 'New category' });
  fireEvent.change(within(form).getByLabelText(/Name/), { target: { value: 'Rent' } });
  fireEvent.change(within(form).getByLabelText(/Type/), { target: { value: 'Expense - Fixed' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Create Category' }));
  return { form, onDone };
}

describe('CategoryForm saving', () => {
  it('closes after a successful create', async () => {
    postResponse = () => jsonResponse(201, { id: 'new' });
    const { onDone } = fillAndSubmit();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });

  it("puts a 409's message under the name and stays open", async () => {
    postResponse = () => jsonResponse(409, { error: 'A category with this name and type already exists' });
    const { form, onDone } = fillAndSubmit();
    expect(await within(form).findByText('A category with this name and type already exists')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    // Shown once: no 'Please try again' toast on top of it (issue 13).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Please try again/)).not.toBeInTheDocument();
  });

  it("puts a 400's field messages on the fields, and one for no field in the alert", async () => {
    postResponse = () =>
      jsonResponse(400, { error: 'Validation failed', fields: { description: 'Too long', somethingElse: 'Not allowed' } });
    const { form } = fillAndSubmit();
    expect(await within(form).findByText('Too long')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('Not allowed');
  });

  it("shows any other failure's error in the alert", async () => {
    postResponse = () => jsonResponse(422, { error: 'Idempotency-Key was used for another request' });
    const { form } = fillAndSubmit();
    expect(await within(form).findByRole('alert')).toHaveTextContent('Idempotency-Key was used for another request');
  });
});
