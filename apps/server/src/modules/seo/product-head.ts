import { currencyExponent, formatMoney } from '@store/shared/rules/money';
import { escapeHtml, scriptJson } from './html-template';

/** One offer on a product page: an entry of the page's platform, priced for the reader. */
export type PageOffer = {
  sku: string;
  name: string | null;
  /** Minor units of `currency`. */
  priceMinor: number;
  currency: string;
  inStock: boolean;
};

/** Everything the head of a product page says about it. */
export type ProductHead = {
  title: string;
  /** The page title: product, platform and edition. */
  pageTitle: string;
  description: string;
  canonicalUrl: string;
  coverUrl: string;
  largeUrl: string;
  category: string;
  brand: string;
  reviews: { average: number; count: number };
  offers: readonly PageOffer[];
};

const SITE_NAME = 'BigKeys';
/** Search results show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;

/** The description cut at a word boundary to what a search result shows. */
export function summarize(text: string, max = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * Minor units of `currency` as the decimal text schema.org and OpenGraph expect, with the
 * currency's own decimals: "12.34", "1967" for yen, "6.070" for dinars.
 */
export const decimalPrice = (minor: number, currency: string): string =>
  formatMoney(minor, '', currencyExponent(currency));

/** The schema.org Product with one Offer per entry, for search engines' rich results. */
export function productJsonLd(head: ProductHead): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: head.title,
    description: head.description,
    image: [head.coverUrl, head.largeUrl],
    url: head.canonicalUrl,
    category: head.category,
    brand: { '@type': 'Brand', name: head.brand },
    ...(head.reviews.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: head.reviews.average,
            reviewCount: head.reviews.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers: head.offers.map((offer) => ({
      '@type': 'Offer',
      sku: offer.sku,
      ...(offer.name ? { name: offer.name } : {}),
      price: decimalPrice(offer.priceMinor, offer.currency),
      priceCurrency: offer.currency,
      availability: offer.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      url: head.canonicalUrl,
    })),
  };
}

/** The head tags of a product page; every value escaped for where it stands. */
export function renderProductHead(head: ProductHead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const cheapest = [...head.offers].sort((a, b) => a.priceMinor - b.priceMinor)[0];
  return [
    `<title>${escapeHtml(head.pageTitle)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', head.pageTitle),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:image', head.coverUrl),
    ...(cheapest
      ? [
          meta(
            'property',
            'product:price:amount',
            decimalPrice(cheapest.priceMinor, cheapest.currency),
          ),
          meta('property', 'product:price:currency', cheapest.currency),
        ]
      : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    `<script type="application/ld+json">${scriptJson(productJsonLd(head))}</script>`,
  ]
    .map((tag) => `    ${tag}`)
    .join('\n');
}
