import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { mapAppleWorkout } from '@life/domain/imports/apple-health/workouts';
import { describe, expect, it } from 'vitest';
import { appleHealthExportSource } from './export-source';
import { appleWorkoutElements } from './parse-export';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

/** A text cut into chunks of `size` bytes, as a slow upload delivers it. */
function inChunks(text: string, size: number): AsyncIterable<Uint8Array> {
  const bytes = Buffer.from(text);
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return Readable.from(chunks);
}

async function workoutsOf(name: string) {
  const source = await appleHealthExportSource(createReadStream(fixture(name)));
  try {
    return (await collect(appleWorkoutElements(source.chunks))).map(mapAppleWorkout);
  } finally {
    await source.dispose();
  }
}

describe('Apple Health export.xml stream', () => {
  it('keeps the five Workout elements, skipping Records, with statistics energy', async () => {
    const results = await workoutsOf('export.xml');
    expect(results.map((result) => (result.ok ? result.workout.draft : result.problem))).toEqual([
      expect.objectContaining({ name: 'Running', type: 'cardio', durationMinutes: 33, calories: 302, date: '2024-03-01', time: '07:15' }),
      expect.objectContaining({ type: 'strength', durationMinutes: 45, calories: 300, date: '2024-03-02', time: '18:10' }),
      expect.objectContaining({ name: 'Yoga', type: 'flexibility', calories: null, date: '2024-03-03' }),
      expect.objectContaining({ type: 'hiit', durationMinutes: 23, calories: 254, date: '2024-03-05', time: '18:05' }),
      { row: 5, column: 'duration', reason: 'Workout 5 (line 35): expected at most 1440 minutes' },
    ]);
  });

  it('reads the same workouts out of the zip', async () => {
    expect(await workoutsOf('export.zip')).toEqual(await workoutsOf('export.xml'));
  });

  it('gives the same elements whatever the chunk size (a multi-byte character split between chunks)', async () => {
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(fixture('export.xml'), 'utf8');
    const whole = await collect(appleWorkoutElements(inChunks(text, 1 << 20)));
    expect(await collect(appleWorkoutElements(inChunks(text, 7)))).toEqual(whole);
  });

  it('refuses what is not Apple XML, naming the file', async () => {
    await expect(collect(appleWorkoutElements(inChunks('<HealthData><Workout></HealthData>', 8)))).rejects.toMatchObject({
      fields: { file: expect.stringMatching(/^export.xml is not readable XML/) },
    });
    await expect(collect(appleWorkoutElements(inChunks('<Library/>', 8)))).rejects.toMatchObject({
      fields: { file: "expected Apple Health's export.xml (a HealthData root element)" },
    });
  });

  it('refuses a zip whose export.xml is corrupt, naming the file', async () => {
    const { readFile } = await import('node:fs/promises');
    const zip = Buffer.from(await readFile(fixture('export.zip')));
    // Spoil the deflated bytes of the entry (after its 30-byte local header and name).
    const start = 30 + 'apple_health_export/'.length + 30 + 'apple_health_export/export.xml'.length;
    for (let at = start + 10; at < start + 60; at++) zip[at] = 0xff - zip[at]!;
    const source = await appleHealthExportSource(Readable.from([zip]));
    try {
      await expect(collect(appleWorkoutElements(source.chunks))).rejects.toMatchObject({ fields: { file: expect.any(String) } });
    } finally {
      await source.dispose();
    }
  });

  it('refuses a zip without export.xml and an empty upload', async () => {
    const { execFileSync } = await import('node:child_process');
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(`${tmpdir()}/zip-`);
    writeFileSync(`${dir}/notes.txt`, 'hello');
    execFileSync('python3', ['-m', 'zipfile', '-c', `${dir}/other.zip`, `${dir}/notes.txt`]);
    await expect(appleHealthExportSource(createReadStream(`${dir}/other.zip`))).rejects.toMatchObject({
      fields: { file: 'The zip holds no apple_health_export/export.xml' },
    });
    await expect(appleHealthExportSource(inChunks('', 1))).rejects.toMatchObject({ fields: { file: expect.stringMatching(/empty/) } });
  });

  it('parses one large chunk in slices, yielding to pending I/O, without splitting a surrogate pair (issue 22)', async () => {
    // Emoji names long enough to cross the 64 k slice boundaries at both parities.
    const names = ['\u{1F3C3}'.repeat(40_000), `x${'\u{1F3CB}'.repeat(40_000)}`];
    const workouts = names.map(
      (name) =>
        `<Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="30" durationUnit="min" sourceName="${name}" startDate="2024-03-01 07:15:00 +0100" endDate="2024-03-01 07:45:00 +0100"/>`,
    );
    const xml = `<?xml version="1.0"?><HealthData>${workouts.join('')}</HealthData>`;
    let timerRan = false;
    setImmediate(() => (timerRan = true));
    // Every slice may yield (0 ms), so a fast machine proves it too: pending I/O runs while one chunk is parsed.
    const elements = await collect(appleWorkoutElements(Readable.from([xml]), { yieldEveryMs: 0 }));
    expect(elements.map((element) => element.attributes['sourceName'])).toEqual(names);
    expect(timerRan).toBe(true);
  });
});
