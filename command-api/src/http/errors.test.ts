import { NotFoundError, ValidationError } from '@life/domain';
import { describe, expect, it } from 'vitest';
import { toErrorResponse } from './errors';

describe('toErrorResponse', () => {
  it('maps domain errors to their status and message', () => {
    expect(toErrorResponse(new ValidationError({ title: 'Description is required' }))).toEqual({
      status: 400,
      body: { error: 'Description is required', fields: { title: 'Description is required' } },
    });
    expect(toErrorResponse(new NotFoundError('Account not found'))?.status).toBe(404);
  });

  it('keeps exposable client errors that Koa raises', () => {
    const koaError = Object.assign(new Error('Bad Request'), { status: 400, expose: true });
    expect(toErrorResponse(koaError)).toEqual({ status: 400, body: { error: 'Bad Request' } });
  });

  it('never exposes a database error, even one shaped like a client error', () => {
    const driverError = Object.assign(new Error('invalid input syntax for type uuid: "x" at SELECT ...'), {
      code: '22P02',
      severity: 'ERROR',
      status: 400,
      expose: true,
    });
    expect(toErrorResponse(driverError)).toBeUndefined();
    expect(toErrorResponse(new Error('date/time field value out of range'))).toBeUndefined();
  });
});
