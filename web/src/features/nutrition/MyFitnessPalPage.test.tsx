import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { batch, FakeUpload, fakeImportsApi, uploads } from '../health-imports/testing/fake-imports-api';
import MyFitnessPalPage from './MyFitnessPalPage';

beforeEach(() => {
  uploads.length = 0;
  vi.stubGlobal('fetch', fakeImportsApi([batch({ id: 'm1', kind: 'mfp', fileName: 'january.csv', status: 'undone', removed: 4 })]).fetch);
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});
afterEach(() => vi.unstubAllGlobals());

describe('MyFitnessPal (/nutrition/mfp)', () => {
  it('lists past imports and shows a bad file’s row, column and expectation, saving nothing', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<MyFitnessPalPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'MyFitnessPal' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'january.csv' })).toHaveTextContent('Undone');

    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['x'], 'march.csv', { type: '' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.url).toBe('/api/imports/mfp?fileName=march.csv');
    expect(uploads[0]!.headers['Content-Type']).toBe('text/csv');
    const message = "Row 3, Calories: expected a number of calories, got 'lots'";
    act(() => uploads[0]!.respond(400, { error: message, fields: { Calories: message } }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${message} Nothing was saved.`);
  });
});
