import { describe, expect, it } from 'vitest';
import { safeRedirectUrl } from './safe-redirect';

const PUBLIC_URL = 'https://store.test';

describe('safeRedirectUrl', () => {
  it.each([
    [undefined, '/dashboard'],
    ['', '/dashboard'],
    ['/dashboard/purchases?page=2#top', '/dashboard/purchases?page=2#top'],
    ['https://store.test/cart', '/cart'],
    ['http://localhost:5173/cart', '/dashboard'],
    ['https://evil.test/dashboard', '/dashboard'],
    ['//evil.test/dashboard', '/dashboard'],
    ['/\\evil.test/dashboard', '/dashboard'],
    ['/\t/evil.test', '/dashboard'],
    ['https://store.test.evil.test/', '/dashboard'],
    ['http://store.test/cart', '/dashboard'],
    ['javascript:alert(1)', '/dashboard'],
    ['data:text/html,hi', '/dashboard'],
    ['https://store.test/.//evil.test', '/evil.test'],
    [`/${'a'.repeat(3000)}`, '/dashboard'],
  ])('%j goes to %j', (value, expected) => {
    expect(safeRedirectUrl(value, PUBLIC_URL)).toBe(expected);
  });
});
