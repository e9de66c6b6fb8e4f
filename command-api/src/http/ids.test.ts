import { NotFoundError } from '@life/domain';
import { describe, expect, it } from 'vitest';
import { isUuid, uuidParam } from './ids';

const id = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

describe('ids', () => {
  it('accepts uuids in either case and nothing else', () => {
    expect(isUuid(id)).toBe(true);
    expect(isUuid(id.toUpperCase())).toBe(true);
    expect(isUuid('1')).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });

  it("returns the route's uuid id, else a 404 with the feature's message", () => {
    expect(uuidParam({ params: { id } }, 'Thing not found')).toBe(id);
    expect(() => uuidParam({ params: { id: 'nope' } }, 'Thing not found')).toThrow(new NotFoundError('Thing not found'));
    expect(() => uuidParam({ params: {} }, 'Thing not found')).toThrow(NotFoundError);
  });
});
