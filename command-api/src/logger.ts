import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * The one logger factory: JSON lines on stdout. Secrets are redacted wherever they appear
 * in logged objects (headers, bodies, errors), so a careless `log.info({ body })` leaks nothing.
 */
export function createLogger(options: { level?: string; destination?: pino.DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: { service: 'life' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          'headers.authorization',
          'headers.cookie',
          'password',
          'passwordHash',
          'token',
          'sessionSecret',
          'sessionKeys',
          '*.password',
          '*.passwordHash',
          '*.token',
          '*.authorization',
          '*.cookie',
          '*.sessionKeys',
        ],
        censor: '[redacted]',
      },
    },
    options.destination,
  );
}
