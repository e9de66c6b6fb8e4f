/**
 * Apple Health's export.xml as a stream (issue 11): saxes reads it chunk by chunk and only the
 * `<Workout>` elements (with their `<WorkoutStatistics>` energy) and the body-mass `<Record>`s
 * (issue 27) are kept, so a 1 GB export of other Records passes through in constant memory.
 */
import { ValidationError } from '@life/domain';
import { APPLE_BODY_MASS, type AppleRecordElement } from '@life/domain/imports/apple-health/body-mass';
import type { AppleWorkoutElement } from '@life/domain/imports/apple-health/workouts';
import { SaxesParser } from 'saxes';

const ACTIVE_ENERGY = 'HKQuantityTypeIdentifierActiveEnergyBurned';
const ROOT = 'HealthData';
/** Characters parsed per synchronous step (~64 kB: a few ms), and how long parsing runs before pending I/O goes. */
const SLICE = 64 * 1024;
const YIELD_EVERY_MS = 10;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

export const appleHealthMessages = {
  notXml: (detail: string) => `export.xml is not readable XML (${detail})`,
  notHealthData: `expected Apple Health's export.xml (a ${ROOT} root element)`,
} as const;

/**
 * The workouts of an export.xml given as chunks of bytes, in file order. A file that is not
 * well-formed XML, or not Apple's (no HealthData root), is a 400 on `file`. `yieldEveryMs` is for
 * tests (0: after every slice, whatever the machine's speed).
 */
export async function* appleWorkoutElements(
  chunks: AsyncIterable<Uint8Array | string>,
  options: { yieldEveryMs?: number } = {},
): AsyncGenerator<AppleWorkoutElement> {
  for await (const element of appleHealthElements(chunks, options)) if (element.kind === 'workout') yield element.element;
}

/** What an export holds that the import takes: workouts and body-mass records (issue 27), in file order. */
export type AppleHealthElement = { kind: 'workout'; element: AppleWorkoutElement } | { kind: 'body-mass'; element: AppleRecordElement };

/** The workouts and body-mass records of an export.xml, in file order (as appleWorkoutElements). */
export async function* appleHealthElements(
  chunks: AsyncIterable<Uint8Array | string>,
  { yieldEveryMs = YIELD_EVERY_MS }: { yieldEveryMs?: number } = {},
): AsyncGenerator<AppleHealthElement> {
  const parser = new SaxesParser({ position: true });
  const decoder = new TextDecoder('utf-8');
  const ready: AppleHealthElement[] = [];
  let current: { -readonly [K in keyof AppleWorkoutElement]: AppleWorkoutElement[K] } | null = null;
  let count = 0;
  let bodyMassCount = 0;
  let rootChecked = false;

  parser.on('opentag', (node) => {
    if (!rootChecked) {
      rootChecked = true;
      if (node.name !== ROOT) throw ValidationError.of('file', appleHealthMessages.notHealthData);
    }
    if (node.name === 'Record' && node.attributes['type'] === APPLE_BODY_MASS) {
      bodyMassCount += 1;
      ready.push({
        kind: 'body-mass',
        element: { index: bodyMassCount, line: parser.line, attributes: node.attributes as Record<string, string> },
      });
    } else if (node.name === 'Workout') {
      count += 1;
      current = { index: count, line: parser.line, attributes: node.attributes as Record<string, string> };
    } else if (node.name === 'WorkoutStatistics' && current && node.attributes['type'] === ACTIVE_ENERGY) {
      const { sum, unit } = node.attributes as Record<string, string | undefined>;
      if (sum !== undefined) current.statisticsEnergy = { sum, unit: unit ?? 'kcal' };
    }
  });
  parser.on('closetag', (node) => {
    if (node.name === 'Workout' && current) {
      ready.push({ kind: 'workout', element: current });
      current = null;
    }
  });

  const feed = (text: string) => {
    try {
      parser.write(text);
    } catch (error) {
      if (error instanceof ValidationError) throw error;
      throw ValidationError.of('file', appleHealthMessages.notXml(error instanceof Error ? error.message : String(error)));
    }
  };

  // Parsing is synchronous: a large chunk, or chunks already buffered (a for-await over them never
  // reaches the event loop's I/O phase), would stall every other request (issue 22). Feed at most
  // SLICE characters at a time and let pending I/O run every YIELD_EVERY_MS.
  let lastBreath = performance.now();
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    for (let at = 0; at < text.length;) {
      let end = Math.min(text.length, at + SLICE);
      // Never split a surrogate pair.
      if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
      feed(text.slice(at, end));
      at = end;
      // Yield between slices: what one slice completed, never the whole file.
      while (ready.length > 0) yield ready.shift()!;
      if (performance.now() - lastBreath >= yieldEveryMs) {
        await new Promise((resolve) => setImmediate(resolve));
        lastBreath = performance.now();
      }
    }
  }
  feed(decoder.decode());
  try {
    parser.close();
  } catch (error) {
    throw ValidationError.of('file', appleHealthMessages.notXml(error instanceof Error ? error.message : String(error)));
  }
  if (!rootChecked) throw ValidationError.of('file', appleHealthMessages.notHealthData);
  while (ready.length > 0) yield ready.shift()!;
}
