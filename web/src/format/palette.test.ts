import { CATEGORY_TYPE_COLORS } from '@life/domain/categories/constants';
import { describe, expect, it } from 'vitest';
import { CATEGORY_PALETTE, categoryColor, paletteColor } from '.';

const RED = CATEGORY_TYPE_COLORS['Expense - Variable'];

describe('category colours', () => {
  it('gives expense categories still on their type’s red a palette colour, the same for the same id', () => {
    const color = categoryColor({ id: 'c-1', color: RED });
    expect(CATEGORY_PALETTE).toContain(color);
    expect(categoryColor({ id: 'c-1', color: RED.toUpperCase() })).toBe(color);
    expect(categoryColor({ id: 'c-1', color: CATEGORY_TYPE_COLORS['Expense - Fixed'] })).toBe(color);
  });

  it('tells most of a dozen default-red categories apart', () => {
    const ids = Array.from({ length: 12 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    const colors = new Set(ids.map((id) => categoryColor({ id, color: RED })));
    expect(colors.size).toBeGreaterThanOrEqual(6);
  });

  it('keeps a colour the user chose, and none for no category', () => {
    expect(categoryColor({ id: 'c-1', color: '#123456' })).toBe('#123456');
    expect(categoryColor({ id: null, color: null })).toBeNull();
  });

  it('has no red in the palette (red says over budget)', () => {
    for (const color of CATEGORY_PALETTE) {
      const [r, g, b] = [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16)) as [number, number, number];
      expect(r > 180 && g < 90 && b < 90, color).toBe(false);
    }
    expect(paletteColor('x')).toBe(paletteColor('x'));
  });
});
