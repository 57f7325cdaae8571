import { describe, expect, it } from 'vitest';
import { loginPath, redirectTarget, safeRedirectPath } from './auth-redirect';

describe('redirectTarget', () => {
  it.each([
    [
      'the redirect parameter',
      { pathname: '/login', search: '?redirect=/dashboard/security' },
      '/dashboard/security',
    ],
    [
      'the router state',
      { pathname: '/login', search: '', state: { from: '/products?type=3' } },
      '/products?type=3',
    ],
    [
      'a location object in the state',
      { pathname: '/login', search: '', state: { from: { pathname: '/cart', search: '' } } },
      '/cart',
    ],
    ['the dashboard by default', { pathname: '/login', search: '' }, '/dashboard'],
    ['not another site', { pathname: '/login', search: '?redirect=//evil.example' }, '/dashboard'],
    [
      'not an absolute address',
      { pathname: '/login', search: '?redirect=https://evil.example' },
      '/dashboard',
    ],
  ])('takes %s', (_case, location, expected) => {
    expect(redirectTarget(location)).toBe(expected);
  });

  it('refuses paths that leave the site', () => {
    expect(safeRedirectPath('/\\evil.example')).toBeUndefined();
    expect(safeRedirectPath(42)).toBeUndefined();
  });
});

describe('loginPath', () => {
  it('remembers the page, keeping slashes readable', () => {
    expect(loginPath({ pathname: '/dashboard/security', search: '' })).toBe(
      '/login?redirect=/dashboard/security',
    );
    expect(loginPath({ pathname: '/products', search: '?type=3&platform=10', hash: '#top' })).toBe(
      '/login?redirect=/products%3Ftype%3D3%26platform%3D10%23top',
    );
  });

  it('keeps the target a sign-in page already carries', () => {
    expect(loginPath({ pathname: '/login', search: '?redirect=/cart' })).toBe(
      '/login?redirect=/cart',
    );
  });
});
