/** The little the projector needs from a logger; `console` fits, other loggers adapt in one line. */
export interface ProjectorLogger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export const consoleLogger: ProjectorLogger = {
  info: (message) => console.info(message),
  error: (message, error) => console.error(message, error),
};
