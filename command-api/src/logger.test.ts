import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

describe('logger', () => {
  it('writes JSON lines with secrets redacted', () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger({ level: 'info', destination });
    logger.info(
      {
        req: { headers: { authorization: 'Bearer life_pat_x', cookie: 'life.sid=abc' } },
        body: { password: 'pw', token: 't' },
        password: 'pw2',
      },
      'hello',
    );
    const entry = JSON.parse(lines[0] ?? '{}');
    expect(entry.msg).toBe('hello');
    expect(entry.req.headers).toEqual({ authorization: '[redacted]', cookie: '[redacted]' });
    expect(entry.body).toEqual({ password: '[redacted]', token: '[redacted]' });
    expect(entry.password).toBe('[redacted]');
    expect(lines.join('')).not.toMatch(/life_pat_x|abc|pw2?"/);
  });
});
