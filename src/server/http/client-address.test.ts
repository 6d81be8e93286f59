import { describe, expect, it } from 'vitest';
import { clientKeys } from './client-address';

describe('clientKeys', () => {
  it('names an IPv4 client by its address and its /24', () => {
    expect(clientKeys('192.168.10.77')).toEqual({
      address: '192.168.10.77',
      range: '192.168.10.0/24',
    });
    expect(clientKeys('::ffff:10.1.2.3')).toEqual({ address: '10.1.2.3', range: '10.1.2.0/24' });
  });

  it('names an IPv6 client by its /64, however it writes its address', () => {
    const a = clientKeys('2001:db8:AB:1::5');
    const b = clientKeys('2001:0db8:00ab:0001:ffff:1:2:3');
    expect(a).toEqual(b);
    expect(a.address).toBe('2001:0db8:00ab:0001::/64');
    expect(clientKeys('::1').address).toBe('0000:0000:0000:0000::/64');
  });

  it('keeps anything else bounded', () => {
    expect(clientKeys('x'.repeat(1000)).address).toHaveLength(64);
    expect(clientKeys(undefined)).toEqual({ address: 'unknown', range: 'unknown' });
  });
});
