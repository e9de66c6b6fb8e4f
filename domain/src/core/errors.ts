/** Errors a decider may throw; the API maps each kind to one HTTP status. */
export abstract class DomainError extends Error {
  abstract readonly kind: 'validation' | 'not_found' | 'conflict' | 'forbidden' | 'unauthenticated' | 'rate_limited';
}

/** 400: field -> message, in the order the fields were checked. The first message is the error. */
export class ValidationError extends DomainError {
  readonly kind = 'validation' as const;
  constructor(readonly fields: Record<string, string>) {
    super(Object.values(fields)[0] ?? 'Invalid input');
    this.name = 'ValidationError';
  }
  static of(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: message });
  }
}

/** 404: missing, deleted, or owned by someone else (never reveal which). */
export class NotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  constructor(message = 'Not found') {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** 409: duplicate, or a concurrent change won. `details` go into the answer beside `error` (e.g. `{ count }`). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict' as const;
  constructor(
    message: string,
    readonly details: Readonly<Record<string, number | string>> = {},
  ) {
    super(message);
    this.name = 'ConflictError';
  }
}

export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated' as const;
  constructor(message = 'Not signed in') {
    super(message);
    this.name = 'UnauthenticatedError';
  }
}

export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden' as const;
  constructor(message = 'Forbidden') {
    super(message);
    this.name = 'ForbiddenError';
  }
}

export class RateLimitedError extends DomainError {
  readonly kind = 'rate_limited' as const;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'RateLimitedError';
  }
}
