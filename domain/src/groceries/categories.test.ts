import { describe, expect, it } from 'vitest';
import { groupByGroceryCategory } from './categories';

describe('groupByGroceryCategory', () => {
  it('groups by category, names in order with Other last, items in the order given', () => {
    const items = [
      { name: 'Soap', category: 'Other' },
      { name: 'Milk', category: 'Dairy' },
      { name: 'Apples', category: 'Produce' },
      { name: 'Cheese', category: 'Dairy' },
      { name: 'Bread', category: 'Bakery' },
    ];
    expect(groupByGroceryCategory(items).map((group) => [group.category, group.items.map((item) => item.name)])).toEqual([
      ['Bakery', ['Bread']],
      ['Dairy', ['Milk', 'Cheese']],
      ['Produce', ['Apples']],
      ['Other', ['Soap']],
    ]);
    expect(groupByGroceryCategory([])).toEqual([]);
  });
});
