/** Where a social sign-in ends when it was given nowhere (or nowhere safe) to go. */
export const DEFAULT_SOCIAL_REDIRECT = '/dashboard';
// The target rides in a cookie, which browsers drop beyond about 4 KB.
const MAX_LENGTH = 2048;

const originOf = (value: string): string | undefined => {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
};

/**
 * `value` when it points into this store: a path, or a URL on the public origin (both
 * returned as a path) or on the request's own origin (returned whole); else the dashboard.
 * Parsing as a browser would is what catches `//evil.test`, `/\evil.test` and `javascript:`.
 */
export function safeRedirectUrl(
  value: string | undefined,
  publicUrl: string,
  requestOrigin: string | undefined,
): string {
  const publicOrigin = originOf(publicUrl);
  if (!value || value.length > MAX_LENGTH || !publicOrigin) return DEFAULT_SOCIAL_REDIRECT;
  let url: URL;
  try {
    url = new URL(value, publicOrigin);
  } catch {
    return DEFAULT_SOCIAL_REDIRECT;
  }
  if (url.origin === publicOrigin) {
    // A path starting `//` would read as another host once it stands alone.
    return `${url.pathname.replace(/^\/+/, '/')}${url.search}${url.hash}`;
  }
  const isWeb = url.protocol === 'https:' || url.protocol === 'http:';
  if (isWeb && requestOrigin && url.origin === originOf(requestOrigin)) return url.href;
  return DEFAULT_SOCIAL_REDIRECT;
}
