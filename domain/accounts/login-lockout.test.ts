import { addressGroup, lockoutKeys, lockoutMinutesLeft } from './login-lockout';

describe('lockoutMinutesLeft', () => {
  it('gives the whole minutes left', () => expect(lockoutMinutesLeft(900)).toBe(15));
  it('rounds a part of a minute up', () => expect(lockoutMinutesLeft(841)).toBe(15));
  it('never says 0 minutes', () => expect(lockoutMinutesLeft(1)).toBe(1));
  it('says 1 minute even when no seconds are left', () => expect(lockoutMinutesLeft(0)).toBe(1));
});

describe('lockoutKeys', () => {
  it('counts an email whatever its case and surrounding spaces', () => {
    expect(lockoutKeys(' Anna@Example.NL ', '203.0.113.7')).toEqual({ account: 'login:account:anna@example.nl', ip: 'login:ip:203.0.113.7' });
  });
});

describe('addressGroup', () => {
  it('counts an IPv4 address on its own', () => expect(addressGroup('203.0.113.7')).toBe('203.0.113.7'));
  it('counts an IPv4 address written as IPv6 as the IPv4 address', () => expect(addressGroup('::ffff:127.0.0.1')).toBe('127.0.0.1'));
  it('counts every IPv6 address of one /64 together', () => {
    expect(addressGroup('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd:12::/64');
    expect(addressGroup('2001:0DB8:abcd:0012::9')).toBe('2001:db8:abcd:12::/64');
  });
  it('expands a shortened IPv6 address before taking its /64', () => expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64'));
  it('counts the IPv6 loopback as a /64 too', () => expect(addressGroup('::1')).toBe('0:0:0:0::/64'));
  it('drops a zone id', () => expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64'));
});
