/** Spec section 2: the pages that work without a connection; everything else needs the API. */
const OFFLINE_PATHS: ReadonlySet<string> = new Set([
  '/about',
  '/about/pos',
  '/about/api',
  '/terms',
  '/privacy',
  '/careers',
]);

/** Whether a path may render while the browser is offline; paths match in any case. */
export function worksOffline(pathname: string): boolean {
  const normalized = pathname.toLowerCase().replace(/\/+$/, '');
  return OFFLINE_PATHS.has(normalized);
}
