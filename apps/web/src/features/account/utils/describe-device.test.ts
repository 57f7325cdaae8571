import { describe, expect, it } from 'vitest';
import { describeDevice } from './describe-device';

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      { browser: 'Edge', os: 'Windows', mobile: false },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      { browser: 'Safari', os: 'macOS', mobile: false },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      { browser: 'Chrome', os: 'Android', mobile: true },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
      { browser: 'Firefox', os: 'Linux', mobile: false },
    ],
    ['curl/8.5.0', { browser: null, os: null, mobile: false }],
  ])('reads %s', (userAgent, expected) => {
    expect(describeDevice(userAgent)).toEqual(expected);
  });

  it('knows nothing without a user agent', () => {
    expect(describeDevice(null)).toEqual({ browser: null, os: null, mobile: false });
  });
});
