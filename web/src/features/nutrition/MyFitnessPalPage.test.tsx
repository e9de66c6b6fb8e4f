import { act, screen, waitFor, within } from '@testing-library/react';
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
    expect(uploads[0]!.url).toBe('/api/imports/mfp?fileName=march.csv&weightUnit=kg');
    expect(uploads[0]!.headers['Content-Type']).toBe('text/csv');
    const message = "Row 3, Calories: expected a number of calories, got 'lots'";
    act(() => uploads[0]!.respond(400, { error: message, fields: { Calories: message } }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${message} Nothing was saved.`);
  });

  it('previews the import (a dry run: nothing saved), then imports the same file', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<MyFitnessPalPage />);
    await user.upload(
      container.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['x'], 'entries.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.url).toBe('/api/imports/mfp?fileName=entries.csv&dryRun=true&weightUnit=kg');
    const counts = { kind: 'mfp' as const, records: 'meals' as const, skipped: 0, skippedRows: [], rejected: [], rejectedCount: 0 };
    act(() => uploads[0]!.respond(200, { importId: '', added: 30, ...counts }));
    const preview = await screen.findByRole('status');
    expect(preview).toHaveTextContent('Preview: nothing saved yet');
    expect(preview).toHaveTextContent('30 meals to add, 0 duplicates to skip, 0 rows rejected.');

    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(uploads[1]!.url).toBe('/api/imports/mfp?fileName=entries.csv&weightUnit=kg');
    act(() => uploads[1]!.respond(201, { importId: 'm3', added: 30, ...counts }));
    expect(await screen.findByText('30 meals added, 0 duplicates skipped, 0 rows rejected.')).toBeInTheDocument();
  });

  it('counts what the file held (the exercise export: workouts) and lists each row not taken with why', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<MyFitnessPalPage />);
    await user.upload(
      container.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['x'], 'exercise.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const notAWorkout = 'Row 5, Exercise Minutes: no minutes, so it is not a workout (a calorie adjustment or steps)';
    const skipped = 'Row 3: Strength training on 2024-03-01: already imported (an earlier import has it)';
    act(() =>
      uploads[0]!.respond(201, {
        importId: 'm2',
        kind: 'mfp',
        records: 'workouts',
        added: 5,
        skipped: 1,
        skippedRows: [{ row: 3, reason: skipped }],
        rejected: [{ row: 5, column: 'Exercise Minutes', reason: notAWorkout }],
        rejectedCount: 1,
      }),
    );
    const summary = await screen.findByRole('status');
    expect(summary).toHaveTextContent('5 workouts added, 1 duplicate skipped, 1 row rejected.');
    expect(within(summary).getByRole('list', { name: 'Rejected rows' })).toHaveTextContent(notAWorkout);
    expect(within(summary).getByRole('list', { name: 'Skipped rows' })).toHaveTextContent(skipped);
  });
});
