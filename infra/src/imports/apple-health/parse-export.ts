/**
 * Apple Health's export.xml as a stream (issue 11): saxes reads it chunk by chunk and only the
 * `<Workout>` elements (with their `<WorkoutStatistics>` energy) are kept, so a 1 GB export of
 * Records passes through in constant memory.
 */
import { ValidationError } from '@life/domain';
import type { AppleWorkoutElement } from '@life/domain/imports/apple-health/workouts';
import { SaxesParser } from 'saxes';

const ACTIVE_ENERGY = 'HKQuantityTypeIdentifierActiveEnergyBurned';
const ROOT = 'HealthData';

export const appleHealthMessages = {
  notXml: (detail: string) => `export.xml is not readable XML (${detail})`,
  notHealthData: `expected Apple Health's export.xml (a ${ROOT} root element)`,
} as const;

/**
 * The workouts of an export.xml given as chunks of bytes, in file order. A file that is not
 * well-formed XML, or not Apple's (no HealthData root), is a 400 on `file`.
 */
export async function* appleWorkoutElements(chunks: AsyncIterable<Uint8Array | string>): AsyncGenerator<AppleWorkoutElement> {
  const parser = new SaxesParser({ position: true });
  const decoder = new TextDecoder('utf-8');
  const ready: AppleWorkoutElement[] = [];
  let current: { -readonly [K in keyof AppleWorkoutElement]: AppleWorkoutElement[K] } | null = null;
  let count = 0;
  let rootChecked = false;

  parser.on('opentag', (node) => {
    if (!rootChecked) {
      rootChecked = true;
      if (node.name !== ROOT) throw ValidationError.of('file', appleHealthMessages.notHealthData);
    }
    if (node.name === 'Workout') {
      count += 1;
      current = { index: count, line: parser.line, attributes: node.attributes as Record<string, string> };
    } else if (node.name === 'WorkoutStatistics' && current && node.attributes['type'] === ACTIVE_ENERGY) {
      const { sum, unit } = node.attributes as Record<string, string | undefined>;
      if (sum !== undefined) current.statisticsEnergy = { sum, unit: unit ?? 'kcal' };
    }
  });
  parser.on('closetag', (node) => {
    if (node.name === 'Workout' && current) {
      ready.push(current);
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

  for await (const chunk of chunks) {
    feed(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
    // Yield between chunks: what one chunk completed, never the whole file.
    while (ready.length > 0) yield ready.shift()!;
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
