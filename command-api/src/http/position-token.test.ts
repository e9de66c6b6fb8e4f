import { describe, expect, it } from 'vitest';
import { openPosition, POSITION_TOKEN_LENGTH, positionKeys, sealPosition } from './position-token';

const keys = positionKeys(['first-session-key-0123456789abcdef0123456789']);
const alice = '11111111-1111-4111-8111-111111111111';
const bob = '22222222-2222-4222-8222-222222222222';
// Digits a random token cannot hold by chance (a two-digit '42' would, in about 1 run in 30).
const position = '00000000000000987654-00000000000000000007';

describe('position tokens', () => {
  it('open to the position they sealed, for the user they were made for', () => {
    expect(openPosition(keys, alice, sealPosition(keys, alice, position))).toBe(position);
    expect(openPosition(keys, alice, sealPosition(keys, alice, ''))).toBe('');
  });

  it("prove nothing for another user: bob cannot open alice's token", () => {
    expect(openPosition(keys, bob, sealPosition(keys, alice, position))).toBeUndefined();
  });

  it('differ each time and show nothing of the counter (same length for every position)', () => {
    const tokens = [sealPosition(keys, alice, position), sealPosition(keys, alice, position), sealPosition(keys, alice, '')];
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) expect(token).toMatch(new RegExp(`^[A-Za-z0-9_-]{${POSITION_TOKEN_LENGTH}}$`));
    expect(tokens[0]).not.toContain('987654');
  });

  it('refuse a tampered, truncated or made-up token, and raw positions, without throwing', () => {
    const token = sealPosition(keys, alice, position);
    const flipped = token.slice(0, 20) + (token[20] === 'A' ? 'B' : 'A') + token.slice(21);
    for (const bad of [flipped, token.slice(1), `${token}A`, position, '', 'x'.repeat(POSITION_TOKEN_LENGTH), '!'.repeat(200)]) {
      expect(openPosition(keys, alice, bad)).toBeUndefined();
    }
  });

  it('open under a retired key (rotation: the first key seals, all open), but not under another secret', () => {
    const rotated = positionKeys(['second-session-key-0123456789abcdef012345678', 'first-session-key-0123456789abcdef0123456789']);
    expect(openPosition(rotated, alice, sealPosition(keys, alice, position))).toBe(position);
    const other = positionKeys(['another-secret-entirely-0123456789abcdef0123']);
    expect(openPosition(other, alice, sealPosition(keys, alice, position))).toBeUndefined();
  });
});
