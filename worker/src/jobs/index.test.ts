import { describe, expect, it } from 'vitest';
import { jobNames } from '../queue';
import { jobHandlers, toJobRequest, UnknownJobError } from './index';

describe('job registry', () => {
  it('has exactly one handler per job name', () => {
    expect(Object.keys(jobHandlers).sort()).toEqual([...jobNames].sort());
  });

  it('narrows known names and rejects unknown ones', () => {
    expect(toJobRequest('maintenance.daily', undefined)).toEqual({ name: 'maintenance.daily', data: {} });
    expect(() => toJobRequest('nope', {})).toThrow(UnknownJobError);
  });
});
