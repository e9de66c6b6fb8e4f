import { describe, expect, it } from 'vitest';
import { addressBucket, loginAddress } from './login-address';

describe('login address', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b:1:2::192.0.2.1', '64:ff9b:1:2::/64'],
    ['not-an-address', 'not-an-address'],
  ])('%s counts as %s', (raw, bucket) => {
    expect(addressBucket(raw)).toBe(bucket);
  });

  it('takes the last forwarded entry (the trusted proxy wrote it), else the socket address', () => {
    expect(loginAddress({ ips: ['198.51.100.1', '203.0.113.7'], ip: '198.51.100.1' })).toBe('203.0.113.7');
    expect(loginAddress({ ips: [], ip: '::ffff:127.0.0.1' })).toBe('127.0.0.1');
  });
});
