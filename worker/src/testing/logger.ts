import type { JobLogger } from '../jobs/types';

export interface LogLine {
  level: 'info' | 'error';
  obj: Record<string, unknown>;
  msg: string;
}

/** A JobLogger that keeps its lines for assertions. */
export function recordingLogger(): JobLogger & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  return {
    lines,
    info: (obj, msg) => void lines.push({ level: 'info', obj, msg }),
    error: (obj, msg) => void lines.push({ level: 'error', obj, msg }),
  };
}
