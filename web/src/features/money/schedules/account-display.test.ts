import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DISPLAY_STORAGE_KEY,
  DEFAULT_ACCOUNT_DISPLAY,
  displayOrder,
  moveAccount,
  parseAccountDisplay,
  setAccountShown,
} from './account-display';

const item = (id: string, name: string, type: 'checking' | 'savings' | 'credit_card' | 'other' = 'checking') => ({ id, name, type });
const ids = (items: readonly { id: string }[]) => items.map((entry) => entry.id);

describe('account display settings (SPEC 2, kept in local storage)', () => {
  it('reads what it wrote, and the default from nothing or anything unreadable', () => {
    const settings = { hidden: ['a'], order: ['b', 'a'] };
    expect(parseAccountDisplay(JSON.stringify(settings))).toEqual(settings);
    expect(parseAccountDisplay(null)).toEqual(DEFAULT_ACCOUNT_DISPLAY);
    expect(parseAccountDisplay('{not json')).toEqual(DEFAULT_ACCOUNT_DISPLAY);
    expect(parseAccountDisplay('"text"')).toEqual(DEFAULT_ACCOUNT_DISPLAY);
    expect(parseAccountDisplay(JSON.stringify({ hidden: 'a', order: [1, 2] }))).toEqual({ hidden: [], order: [] });
    expect(ACCOUNT_DISPLAY_STORAGE_KEY).toBe('life.schedules.accountDisplay');
  });

  it('orders by account type first, then the chosen order, then by name', () => {
    const items = [
      item('card', 'Visa', 'credit_card'),
      item('z', 'Zeta'),
      item('s', 'Rainy day', 'savings'),
      item('a', 'Alpha'),
      item('m', 'Main'),
    ];
    expect(ids(displayOrder(items, []))).toEqual(['a', 'm', 'z', 's', 'card']);
    // Chosen ones first within their type, the rest by name after them.
    expect(ids(displayOrder(items, ['z', 'card']))).toEqual(['z', 'a', 'm', 's', 'card']);
  });

  it('moves an account up or down within its type only', () => {
    const items = [item('a', 'Alpha'), item('b', 'Beta'), item('s', 'Savings', 'savings')];
    const down = moveAccount(DEFAULT_ACCOUNT_DISPLAY, items, 'a', 'down');
    expect(ids(displayOrder(items, down.order))).toEqual(['b', 'a', 's']);
    const back = moveAccount(down, items, 'a', 'up');
    expect(ids(displayOrder(items, back.order))).toEqual(['a', 'b', 's']);
    // The last checking account cannot move into the savings group, nor the first one above the top.
    expect(moveAccount(down, items, 'a', 'down')).toBe(down);
    expect(moveAccount(DEFAULT_ACCOUNT_DISPLAY, items, 'a', 'up')).toBe(DEFAULT_ACCOUNT_DISPLAY);
    expect(moveAccount(DEFAULT_ACCOUNT_DISPLAY, items, 'missing', 'up')).toBe(DEFAULT_ACCOUNT_DISPLAY);
  });

  it('hides and shows an account', () => {
    const hidden = setAccountShown(DEFAULT_ACCOUNT_DISPLAY, 'a', false);
    expect(hidden.hidden).toEqual(['a']);
    expect(setAccountShown(hidden, 'a', false).hidden).toEqual(['a']);
    expect(setAccountShown(hidden, 'a', true).hidden).toEqual([]);
  });
});
