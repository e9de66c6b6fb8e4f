import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowSelection } from './use-row-selection';

const rows = (...ids: string[]) => ids.map((id) => ({ id }));

function setup(ids = ['a', 'b', 'c', 'd', 'e']) {
  return renderHook(({ list }) => useRowSelection(list), { initialProps: { list: rows(...ids) } });
}

describe('useRowSelection', () => {
  it('toggles rows and lists the selection in list order', () => {
    const { result } = setup();
    act(() => result.current.toggle('d'));
    act(() => result.current.toggle('b'));
    expect(result.current.ids).toEqual(['b', 'd']);
    expect(result.current.isSelected('d')).toBe(true);
    act(() => result.current.toggle('d'));
    expect(result.current.ids).toEqual(['b']);
    expect(result.current.size).toBe(1);
  });

  it('selects a range from the anchor (shift+click), either way', () => {
    const { result } = setup();
    act(() => result.current.toggle('b'));
    act(() => result.current.selectRange('d'));
    expect(result.current.ids).toEqual(['b', 'c', 'd']);
    act(() => result.current.clear());
    act(() => result.current.toggle('e'));
    act(() => result.current.selectRange('c'));
    expect(result.current.ids).toEqual(['c', 'd', 'e']);
  });

  it('a range with no anchor starts at the first row', () => {
    const { result } = setup();
    act(() => result.current.selectRange('c'));
    expect(result.current.ids).toEqual(['a', 'b', 'c']);
  });

  it('shift+arrow extends from the anchor and shrinks back', () => {
    const { result } = setup();
    act(() => result.current.extend('b', 'c'));
    expect(result.current.ids).toEqual(['b', 'c']);
    act(() => result.current.extend('c', 'd'));
    expect(result.current.ids).toEqual(['b', 'c', 'd']);
    act(() => result.current.extend('d', 'c'));
    expect(result.current.ids).toEqual(['b', 'c']);
    act(() => result.current.extend('c', 'a'));
    expect(result.current.ids).toEqual(['a', 'b']);
  });

  it('selects every loaded row, and Esc clears', () => {
    const { result } = setup();
    act(() => result.current.selectAll());
    expect(result.current.ids).toEqual(['a', 'b', 'c', 'd', 'e']);
    act(() => result.current.clear());
    expect(result.current.ids).toEqual([]);
  });

  it('rows that leave the list leave the selection', () => {
    const { result, rerender } = setup();
    act(() => result.current.selectAll());
    rerender({ list: rows('a', 'c', 'f') });
    expect(result.current.ids).toEqual(['a', 'c']);
    expect(result.current.isSelected('b')).toBe(false);
  });
});
