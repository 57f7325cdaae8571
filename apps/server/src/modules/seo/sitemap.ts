/** The sitemaps protocol's limit of URLs in one file. */
export const SITEMAP_PAGE_SIZE = 50_000;

/** The store's pages that are not products, as the route table names them (spec section 2). */
export const STATIC_PAGES = [
  '/',
  '/products',
  '/about',
  '/about/pos',
  '/about/api',
  '/terms',
  '/privacy',
  '/contactus',
  '/Careers',
] as const;

/** Paths crawlers have no business in: the API, the signed-in dashboard and the cart. */
const DISALLOWED = ['/api/', '/dashboard', '/cart'] as const;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Text for XML content: the characters the sitemaps protocol asks to escape. */
export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** A sitemap index listing the given sitemap URLs. */
export function renderSitemapIndex(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <sitemap><loc>${escapeXml(url)}</loc></sitemap>`);
  return [
    XML_DECLARATION,
    `<sitemapindex xmlns="${SITEMAP_NS}">`,
    ...entries,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** A sitemap of page URLs. */
export function renderUrlSet(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`);
  return [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NS}">`, ...entries, '</urlset>', ''].join(
    '\n',
  );
}

/** robots.txt: everything but the private paths, and where the sitemap is. */
export function renderRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** How many product sitemap files `pageCount` product pages fill. */
export const sitemapFileCount = (pageCount: number, pageSize = SITEMAP_PAGE_SIZE): number =>
  Math.ceil(pageCount / pageSize);
