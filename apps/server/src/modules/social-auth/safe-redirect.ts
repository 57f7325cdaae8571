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
 * `value` as a path when it points into this store: a path, or a URL on the public origin;
 * else the dashboard. Only PUBLIC_URL says which origin is the store's: a request's Host or
 * X-Forwarded-Host is whatever its sender wrote. Parsing as a browser would is what catches
 * `//evil.test`, `/\evil.test` and `javascript:`.
 */
export function safeRedirectUrl(value: string | undefined, publicUrl: string): string {
  const publicOrigin = originOf(publicUrl);
  if (!value || value.length > MAX_LENGTH || !publicOrigin) return DEFAULT_SOCIAL_REDIRECT;
  let url: URL;
  try {
    url = new URL(value, publicOrigin);
  } catch {
    return DEFAULT_SOCIAL_REDIRECT;
  }
  if (url.origin !== publicOrigin) return DEFAULT_SOCIAL_REDIRECT;
  // A path starting `//` would read as another host once it stands alone.
  return `${url.pathname.replace(/^\/+/, '/')}${url.search}${url.hash}`;
}
