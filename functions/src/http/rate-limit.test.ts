import { describe, expect, it } from 'vitest';
import { addressKey } from './rate-limit';

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['', 'unknown'],
    [undefined, 'unknown'],
  ])('when the address is %s then it counts as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  it('when two addresses differ only inside one /64 then they count as one client', () => {
    expect(addressKey('2001:db8:aa:bb:1::1')).toBe(addressKey('2001:db8:aa:bb:ffff:ffff:ffff:fffe'));
  });
});
