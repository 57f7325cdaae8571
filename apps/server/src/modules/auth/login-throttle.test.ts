import { describe, expect, it } from 'vitest';
import { clientNetwork, LOGIN_LIMITS, unknownClientDelayMs } from './login-throttle';

const { free, maxDelayMs } = LOGIN_LIMITS.unknownClients;

describe('unknownClientDelayMs', () => {
  it.each([
    [0, 0],
    [free, 0],
    [free + 1, 1_000],
    [free + 2, 2_000],
    [free + 5, 16_000],
    [free + 10, 512_000],
    [free + 11, maxDelayMs],
    [10_000, maxDelayMs],
  ])('makes attempt %i wait %i ms after the one before', (count, delay) => {
    expect(unknownClientDelayMs(count)).toBe(delay);
  });
});

describe('clientNetwork', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:1:2::', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1:2:3:4', 'fe80:0:0:0::/64'],
  ])('counts %s as %s', (ip, network) => {
    expect(clientNetwork(ip)).toBe(network);
  });
});
