import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyText, jsonResponse, renderWithProviders, requestUrl } from '../../../test/render';
import { RuleOrder } from './RuleOrder';
import type { Rule } from './types';

const rule = (id: string, name: string): Rule => ({
  id,
  name,
  matchKind: 'contains',
  pattern: name.toLowerCase(),
  accountId: null,
  minAmount: null,
  maxAmount: null,
  categoryId: null,
  renameTo: name,
  transferAccountId: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
});

let rules: Rule[] = [];
const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = requestUrl(input);
  if (init.method === 'POST') {
    // The server's answer: the moved rule swapped with its neighbour.
    const [a, b] = rules;
    rules = [b!, a!];
    return Promise.resolve(jsonResponse(200, rules));
  }
  if (url === '/api/rules') return Promise.resolve(jsonResponse(200, rules));
  return Promise.resolve(jsonResponse(200, []));
});

beforeEach(() => {
  rules = [rule('r-1', 'Groceries'), rule('r-2', 'Coffee')];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('RuleOrder (issue 23)', () => {
  it("lists the rules in the order tried; 'Move up' posts the move and shows the new order", async () => {
    renderWithProviders(<RuleOrder />);
    const list = await screen.findByRole('list', { name: 'Rule order' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('1. Groceries'), expect.stringContaining('2. Coffee')]);
    expect(screen.getByRole('button', { name: 'Move Groceries up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Coffee down' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Move Coffee up' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('1. Coffee'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(requestUrl(post[0])).toBe('/api/rules/r-2/move');
    expect(JSON.parse(bodyText(post[1]))).toEqual({ direction: 'up' });
  });
});
