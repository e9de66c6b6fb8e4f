/** Errors a decider may throw; the API maps each kind to one HTTP status. */
export abstract class DomainError extends Error {
  abstract readonly kind: 'validation' | 'not_found' | 'conflict' | 'forbidden' | 'unauthenticated' | 'rate_limited';
  /** `name`: the subclass's name, written out (a bundle's minifier may rename classes). */
  constructor(message: string, name: string) {
    super(message);
    this.name = name;
  }
}

/** 400: field -> message, in the order the fields were checked. The first message is the error. */
export class ValidationError extends DomainError {
  readonly kind = 'validation' as const;
  constructor(readonly fields: Record<string, string>) {
    super(Object.values(fields)[0] ?? 'Invalid input', 'ValidationError');
  }
  static of(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: message });
  }
}

/** An error kind that carries only its message (`defaultMessage` when none is given). */
function messageOnlyError<K extends DomainError['kind']>(kind: K, name: string, defaultMessage: string) {
  return class extends DomainError {
    readonly kind: K = kind;
    constructor(message = defaultMessage) {
      super(message, name);
    }
  };
}

/** 404: missing, deleted, or owned by someone else (never reveal which). */
export class NotFoundError extends messageOnlyError('not_found', 'NotFoundError', 'Not found') {}

/** 409: duplicate, or a concurrent change won. `details` go into the answer beside `error` (e.g. `{ count }`). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict' as const;
  constructor(
    message: string,
    readonly details: Readonly<Record<string, number | string>> = {},
  ) {
    super(message, 'ConflictError');
  }
}

export class UnauthenticatedError extends messageOnlyError('unauthenticated', 'UnauthenticatedError', 'Not signed in') {}

export class ForbiddenError extends messageOnlyError('forbidden', 'ForbiddenError', 'Forbidden') {}

export class RateLimitedError extends DomainError {
  readonly kind = 'rate_limited' as const;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, 'RateLimitedError');
  }
}
