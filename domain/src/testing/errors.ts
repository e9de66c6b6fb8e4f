import { ValidationError } from '../core/errors';

/** The ValidationError `run` throws; any other error is rethrown, and not throwing fails. */
export function validationError(run: () => unknown): ValidationError {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error('expected a ValidationError');
}

/** The field -> message map of the ValidationError `run` throws (in the error's order). */
export function validationFields(run: () => unknown): Record<string, string> {
  return validationError(run).fields;
}
