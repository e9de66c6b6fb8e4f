import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { batch, FakeUpload, fakeImportsApi, uploads } from '../health-imports/testing/fake-imports-api';
import AppleFitnessPage from './AppleFitnessPage';

let api: ReturnType<typeof fakeImportsApi>;
beforeEach(() => {
  api = fakeImportsApi();
  uploads.length = 0;
  vi.stubGlobal('fetch', api.fetch);
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});
afterEach(() => vi.unstubAllGlobals());

describe('Apple Fitness (/fitness/apple)', () => {
  it('imports a file with progress, shows the summary, lists it and undoes it after confirmation', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<AppleFitnessPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Apple Fitness' })).toBeInTheDocument();
    expect(await screen.findByText('No imports yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();

    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['PK'], 'export.zip', { type: 'application/zip' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const upload = uploads[0]!;
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe('/api/imports/apple-health?fileName=export.zip');
    expect(upload.headers['Content-Type']).toBe('application/zip');

    act(() => upload.progress(50, 100));
    expect(await screen.findByText('Reading the file… 50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '50');

    api.state.batches.push(batch({ id: 'i1', fileName: 'export.zip', added: 4, rejectedCount: 1 }));
    act(() =>
      upload.respond(201, {
        importId: 'i1',
        kind: 'apple-health',
        records: 'workouts',
        added: 4,
        skipped: 2,
        skippedRows: [{ row: 1, reason: 'Workout 1 (line 21): Running on 2024-03-01 07:15: already imported (an earlier import has it)' }],
        rejected: [{ row: 5, column: 'duration', reason: 'Workout 5 (line 35): expected at most 1440 minutes' }],
        rejectedCount: 1,
      }),
    );
    const summary = await screen.findByRole('status');
    expect(summary).toHaveTextContent('4 workouts added, 2 duplicates skipped, 1 row rejected.');
    expect(within(summary).getByText('Workout 5 (line 35): expected at most 1440 minutes')).toBeInTheDocument();
    // Every workout not taken is listed with why: one named, the other counted.
    const skipped = within(summary).getByRole('list', { name: 'Skipped rows' });
    expect(skipped).toHaveTextContent('Workout 1 (line 21): Running on 2024-03-01 07:15: already imported (an earlier import has it)');
    expect(skipped).toHaveTextContent('…and 1 more');

    const past = await screen.findByRole('listitem', { name: 'export.zip' });
    expect(past).toHaveTextContent('4 added, 0 skipped, 1 rejected');
    await user.click(within(past).getByRole('button', { name: 'Undo import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo import' });
    expect(dialog).toHaveTextContent('Remove the 4 workouts this import added?');
    await user.click(within(dialog).getByRole('button', { name: 'Undo import' }));
    expect(await within(await screen.findByRole('listitem', { name: 'export.zip' })).findByText('Undone')).toBeInTheDocument();
    expect(api.state.requests).toEqual(['POST /api/imports/i1/undo']);
  });
});
