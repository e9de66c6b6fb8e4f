import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { asOfAtom } from '../../api/as-of';
import { appStore } from '../../api/store';
import { renderWithProviders } from '../../test/render';
import { PresentOnlyNote } from './PresentOnlyNote';

afterEach(() => appStore.set(asOfAtom, null));

describe('PresentOnlyNote (issue 10)', () => {
  it('says nothing at present, and that the records show the present while the past is viewed', () => {
    const { unmount } = renderWithProviders(<PresentOnlyNote what="Schedules" />);
    expect(screen.queryByRole('note')).toBeNull();
    unmount();
    appStore.set(asOfAtom, '2026-11-21T14:03:00.000Z');
    renderWithProviders(<PresentOnlyNote what="Schedules" />);
    expect(screen.getByRole('note')).toHaveTextContent('Schedules show the present, not the moment you are viewing');
  });
});
