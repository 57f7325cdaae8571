/** Where a visitor lands after signing in when nothing else was asked for. */
export const DEFAULT_SIGNED_IN_PATH = '/dashboard';

const AUTH_PAGES = new Set(['/login', '/register']);

/** The parts of a router location these helpers read. */
export interface LocationLike {
  pathname: string;
  search: string;
  hash?: string;
  state?: unknown;
}

/** A path on this site only, so `?redirect=` cannot send anyone to another site. */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}

function pathOf(location: LocationLike): string {
  return `${location.pathname}${location.search}${location.hash ?? ''}`;
}

function fromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const { from } = state;
  if (typeof from === 'string') return safeRedirectPath(from);
  if (typeof from === 'object' && from !== null && 'pathname' in from && 'search' in from) {
    const { pathname, search } = from;
    if (typeof pathname === 'string' && typeof search === 'string') {
      return safeRedirectPath(`${pathname}${search}`);
    }
  }
  return undefined;
}

/** Where to go after signing in: `?redirect=`, else the router state's `from`, else the dashboard. */
export function redirectTarget(location: LocationLike): string {
  return (
    safeRedirectPath(new URLSearchParams(location.search).get('redirect')) ??
    fromState(location.state) ??
    DEFAULT_SIGNED_IN_PATH
  );
}

export function isAuthPage(pathname: string): boolean {
  return AUTH_PAGES.has(pathname.toLowerCase());
}

/**
 * `/login` remembering where to come back to: the given location itself, or, on the sign-in
 * and registration pages, the target they already carry.
 */
export function loginPath(location: LocationLike): string {
  const target = isAuthPage(location.pathname) ? redirectTarget(location) : pathOf(location);
  // Slashes stay readable (`?redirect=/dashboard/security`); everything else is encoded.
  return `/login?redirect=${encodeURIComponent(target).replaceAll('%2F', '/')}`;
}
