import { chainHash, EXPORT_FORMAT, EXPORT_VERSION, genesisHash, type ExportedEvent, type ExportHeader, type ExportTrailer } from './format';

export type ExportVerification =
  | { ok: true; header: ExportHeader; events: number; head: string }
  /** `line` counts from 1 (the header); `eventId` when the line was an event that could be read. */
  | { ok: false; line: number; eventId?: string; reason: string };

/**
 * Recomputes an export's hash chain line by line and names the first line that does not match:
 * a changed event, a missing or extra one, a wrong order, a damaged line, or a missing trailer.
 */
export async function verifyExport(lines: AsyncIterable<string> | Iterable<string>): Promise<ExportVerification> {
  let header: ExportHeader | undefined;
  let previous = '';
  let events = 0;
  let lineNumber = 0;
  let trailer: ExportTrailer | undefined;
  for await (const raw of lines) {
    lineNumber++;
    if (raw.trim() === '') continue;
    if (trailer) return { ok: false, line: lineNumber, reason: 'content after the end line' };
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return { ok: false, line: lineNumber, reason: 'not a JSON line' };
    }
    if (!header) {
      if (!isHeader(value)) return { ok: false, line: lineNumber, reason: `not a ${EXPORT_FORMAT} v${EXPORT_VERSION} export` };
      header = value;
      previous = genesisHash(value.userId);
      continue;
    }
    if (isTrailer(value)) {
      if (value.events !== events)
        return { ok: false, line: lineNumber, reason: `end line counts ${value.events} events, the file has ${events}` };
      if (value.head !== previous) return { ok: false, line: lineNumber, reason: 'end line hash does not match the chain' };
      trailer = value;
      continue;
    }
    if (!isEvent(value)) return { ok: false, line: lineNumber, reason: 'not an event line' };
    const { hash, ...event } = value;
    const expected = chainHash(previous, event);
    if (hash !== expected)
      return { ok: false, line: lineNumber, eventId: event.id, reason: 'hash does not match the event and the chain before it' };
    previous = hash;
    events++;
  }
  if (!header) return { ok: false, line: lineNumber, reason: 'empty file' };
  if (!trailer) return { ok: false, line: lineNumber + 1, reason: 'the end line is missing (file cut short?)' };
  return { ok: true, header, events, head: previous };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHeader(value: unknown): value is ExportHeader {
  return isRecord(value) && value.format === EXPORT_FORMAT && value.version === EXPORT_VERSION && typeof value.userId === 'string';
}

export function isTrailer(value: unknown): value is ExportTrailer {
  return isRecord(value) && value.end === true && typeof value.events === 'number' && typeof value.head === 'string';
}

export function isEvent(value: unknown): value is ExportedEvent {
  return (
    isRecord(value) &&
    typeof value.hash === 'string' &&
    typeof value.id === 'string' &&
    typeof value.streamId === 'string' &&
    typeof value.type === 'string' &&
    typeof value.revision === 'number' &&
    typeof value.position === 'string' &&
    isRecord(value.metadata)
  );
}
