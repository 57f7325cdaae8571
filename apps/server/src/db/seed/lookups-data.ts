import { GENRES } from '@store/shared/genre-names';
import type {
  categories,
  countries,
  currencies,
  developers,
  genres,
  platforms,
  productTypes,
  publishers,
  ratings,
  regions,
} from '../schema/lookups';
import type { careerPositions } from '../schema/content';
import type { settings } from '../schema/settings';
import { DEVELOPER_NAMES, PUBLISHER_NAMES } from './studio-names';

/** The platform families in menu order. */
export const CATEGORY_ROWS: (typeof categories.$inferInsert)[] = [
  { id: 'pc', name: 'PC', position: 1 },
  { id: 'xb', name: 'Xbox', position: 2 },
  { id: 'ps', name: 'PlayStation', position: 3 },
  { id: 'nt', name: 'Nintendo', position: 4 },
];

export const PRODUCT_TYPE_ROWS: (typeof productTypes.$inferInsert)[] = [
  { id: 1, name: 'Games', slug: 'games' },
  { id: 2, name: 'DLC', slug: 'dlc' },
  { id: 3, name: 'Gift Cards', slug: 'gift-cards' },
  { id: 4, name: 'Subscription Cards', slug: 'subscription-cards' },
];

/** The spec's platform ids; 7 is the generic DRM-free PC download. */
// prettier-ignore
export const PLATFORM_ROWS: (typeof platforms.$inferInsert)[] = [
  { id: 7, name: 'PC', slug: 'pc', categoryId: 'pc', color: '#4a5568', hasGiftCards: false, position: 1 },
  { id: 2, name: 'Steam', slug: 'steam', categoryId: 'pc', color: '#1b2838', hasGiftCards: true, position: 2 },
  { id: 5, name: 'Epic Games', slug: 'epic-games', categoryId: 'pc', color: '#2f2d2e', hasGiftCards: true, position: 3 },
  { id: 1, name: 'Ubisoft Connect', slug: 'ubisoft-connect', categoryId: 'pc', color: '#0070ff', hasGiftCards: false, position: 4 },
  { id: 3, name: 'EA App', slug: 'ea-app', categoryId: 'pc', color: '#ff4747', hasGiftCards: true, position: 5 },
  { id: 4, name: 'Battle.net', slug: 'battle-net', categoryId: 'pc', color: '#148eff', hasGiftCards: true, position: 6 },
  { id: 6, name: 'GOG', slug: 'gog', categoryId: 'pc', color: '#86328a', hasGiftCards: true, position: 7 },
  { id: 8, name: 'Microsoft Store', slug: 'microsoft-store', categoryId: 'pc', color: '#0078d4', hasGiftCards: true, position: 8 },
  { id: 12, name: 'Xbox', slug: 'xbox', categoryId: 'xb', color: '#107c10', hasGiftCards: true, position: 9 },
  { id: 10, name: 'PlayStation', slug: 'playstation', categoryId: 'ps', color: '#003791', hasGiftCards: true, position: 10 },
  { id: 13, name: 'Nintendo', slug: 'nintendo', categoryId: 'nt', color: '#e60012', hasGiftCards: true, position: 11 },
];

/**
 * Game genres, the shared list that names them in every language; the last one holds gift and
 * subscription cards, which the schema requires a genre for.
 */
export const GENRE_NAMES: readonly string[] = GENRES;
export const CARD_GENRE_ID = GENRE_NAMES.indexOf('Other') + 1;

export const GENRE_ROWS: (typeof genres.$inferInsert)[] = GENRE_NAMES.map((name, i) => ({
  id: i + 1,
  name,
}));
export const DEVELOPER_ROWS: (typeof developers.$inferInsert)[] = DEVELOPER_NAMES.map(
  (name, i) => ({ id: i + 1, name }),
);
export const PUBLISHER_ROWS: (typeof publishers.$inferInsert)[] = PUBLISHER_NAMES.map(
  (name, i) => ({ id: i + 1, name }),
);

export const RATING_ROWS: (typeof ratings.$inferInsert)[] = [3, 7, 12, 16, 18].map((age, i) => ({
  id: i + 1,
  name: `PEGI ${age}`,
  minimumAge: age,
}));

/** Where keys activate; every country below belongs to one of these by shortname. */
export const REGION_ROWS: (typeof regions.$inferInsert)[] = [
  { id: 1, shortname: 'GLOBAL', name: 'Global', symbol: 'GLOBAL' },
  { id: 2, shortname: 'EU', name: 'Europe', symbol: '€' },
  { id: 3, shortname: 'UK', name: 'United Kingdom', symbol: '£' },
  { id: 4, shortname: 'US', name: 'United States', symbol: '$' },
  { id: 5, shortname: 'CH', name: 'Switzerland', symbol: 'CHF' },
  { id: 6, shortname: 'CA', name: 'Canada', symbol: 'C$' },
  { id: 7, shortname: 'LATAM', name: 'Latin America', symbol: 'LATAM' },
  { id: 8, shortname: 'AU', name: 'Australia & New Zealand', symbol: 'A$' },
  { id: 9, shortname: 'JP', name: 'Japan', symbol: '¥' },
  { id: 10, shortname: 'ASIA', name: 'Asia', symbol: 'ASIA' },
  { id: 11, shortname: 'MEA', name: 'Middle East & Africa', symbol: 'MEA' },
  { id: 12, shortname: 'TR', name: 'Turkey', symbol: '₺' },
  { id: 13, shortname: 'CIS', name: 'CIS', symbol: 'CIS' },
];

type CurrencyRow = typeof currencies.$inferInsert;
const currency = (code: string, name: string, symbol: string, perEur: number): CurrencyRow => ({
  code,
  name,
  symbol,
  rateMicros: Math.round(perEur * 1_000_000),
});

/** Units per 1 EUR, mid-market rates of late 2025 rounded to a few digits. */
export const CURRENCY_ROWS: CurrencyRow[] = [
  currency('EUR', 'Euro', '€', 1),
  currency('USD', 'US Dollar', '$', 1.16),
  currency('CHF', 'Swiss Franc', 'CHF', 0.93),
  currency('GBP', 'British Pound', '£', 0.88),
  currency('BGN', 'Bulgarian Lev', 'лв', 1.95583),
  currency('CZK', 'Czech Koruna', 'Kč', 24.2),
  currency('DKK', 'Danish Krone', 'kr', 7.47),
  currency('HUF', 'Hungarian Forint', 'Ft', 385),
  currency('PLN', 'Polish Złoty', 'zł', 4.24),
  currency('RON', 'Romanian Leu', 'lei', 5.09),
  currency('SEK', 'Swedish Krona', 'kr', 10.95),
  currency('NOK', 'Norwegian Krone', 'kr', 11.7),
  currency('ISK', 'Icelandic Króna', 'kr', 146),
  currency('CAD', 'Canadian Dollar', 'C$', 1.63),
  currency('NZD', 'New Zealand Dollar', 'NZ$', 2.05),
  currency('AUD', 'Australian Dollar', 'A$', 1.78),
  currency('COP', 'Colombian Peso', 'COL$', 4400),
  currency('MXN', 'Mexican Peso', 'MX$', 21.3),
  currency('TRY', 'Turkish Lira', '₺', 49),
  currency('CNY', 'Chinese Yuan', '¥', 8.25),
  currency('HKD', 'Hong Kong Dollar', 'HK$', 9.02),
  currency('JPY', 'Japanese Yen', '¥', 179),
  currency('INR', 'Indian Rupee', '₹', 102.8),
  currency('RUB', 'Russian Ruble', '₽', 94),
  currency('SGD', 'Singapore Dollar', 'S$', 1.51),
  currency('KRW', 'South Korean Won', '₩', 1700),
  currency('ZAR', 'South African Rand', 'R', 20.1),
  currency('AED', 'UAE Dirham', 'AED', 4.26),
  currency('ILS', 'Israeli New Shekel', '₪', 3.78),
  currency('SAR', 'Saudi Riyal', 'SAR', 4.35),
  currency('BRL', 'Brazilian Real', 'R$', 6.18),
  currency('ARS', 'Argentine Peso', 'AR$', 1680),
  currency('CLP', 'Chilean Peso', 'CLP$', 1090),
  currency('PEN', 'Peruvian Sol', 'S/', 3.92),
  currency('UAH', 'Ukrainian Hryvnia', '₴', 48.8),
  currency('KZT', 'Kazakhstani Tenge', '₸', 600),
  currency('TWD', 'New Taiwan Dollar', 'NT$', 36),
  currency('THB', 'Thai Baht', '฿', 37.6),
  currency('MYR', 'Malaysian Ringgit', 'RM', 4.82),
  currency('IDR', 'Indonesian Rupiah', 'Rp', 19400),
  currency('PHP', 'Philippine Peso', '₱', 68.5),
  currency('VND', 'Vietnamese Dong', '₫', 30500),
  currency('EGP', 'Egyptian Pound', 'E£', 55),
  currency('QAR', 'Qatari Riyal', 'QR', 4.22),
  currency('KWD', 'Kuwaiti Dinar', 'KD', 0.356),
  currency('BHD', 'Bahraini Dinar', 'BD', 0.437),
  currency('NGN', 'Nigerian Naira', '₦', 1680),
  currency('KES', 'Kenyan Shilling', 'KSh', 150),
  currency('MAD', 'Moroccan Dirham', 'DH', 10.7),
  currency('RSD', 'Serbian Dinar', 'дин', 117.2),
  currency('PKR', 'Pakistani Rupee', '₨', 327),
];

type CountryRow = typeof countries.$inferInsert;
const country = (code: string, name: string, currencyCode: string, region: string): CountryRow => ({
  code,
  name,
  currencyCode,
  region,
});

export const COUNTRY_ROWS: CountryRow[] = [
  country('AT', 'Austria', 'EUR', 'EU'),
  country('BE', 'Belgium', 'EUR', 'EU'),
  country('BG', 'Bulgaria', 'BGN', 'EU'),
  country('HR', 'Croatia', 'EUR', 'EU'),
  country('CY', 'Cyprus', 'EUR', 'EU'),
  country('CZ', 'Czechia', 'CZK', 'EU'),
  country('DK', 'Denmark', 'DKK', 'EU'),
  country('EE', 'Estonia', 'EUR', 'EU'),
  country('FI', 'Finland', 'EUR', 'EU'),
  country('FR', 'France', 'EUR', 'EU'),
  country('DE', 'Germany', 'EUR', 'EU'),
  country('GR', 'Greece', 'EUR', 'EU'),
  country('HU', 'Hungary', 'HUF', 'EU'),
  country('IE', 'Ireland', 'EUR', 'EU'),
  country('IT', 'Italy', 'EUR', 'EU'),
  country('LV', 'Latvia', 'EUR', 'EU'),
  country('LT', 'Lithuania', 'EUR', 'EU'),
  country('LU', 'Luxembourg', 'EUR', 'EU'),
  country('MT', 'Malta', 'EUR', 'EU'),
  country('NL', 'Netherlands', 'EUR', 'EU'),
  country('PL', 'Poland', 'PLN', 'EU'),
  country('PT', 'Portugal', 'EUR', 'EU'),
  country('RO', 'Romania', 'RON', 'EU'),
  country('SK', 'Slovakia', 'EUR', 'EU'),
  country('SI', 'Slovenia', 'EUR', 'EU'),
  country('ES', 'Spain', 'EUR', 'EU'),
  country('SE', 'Sweden', 'SEK', 'EU'),
  country('NO', 'Norway', 'NOK', 'EU'),
  country('IS', 'Iceland', 'ISK', 'EU'),
  country('RS', 'Serbia', 'RSD', 'EU'),
  country('GB', 'United Kingdom', 'GBP', 'UK'),
  country('CH', 'Switzerland', 'CHF', 'CH'),
  country('LI', 'Liechtenstein', 'CHF', 'CH'),
  country('US', 'United States', 'USD', 'US'),
  country('CA', 'Canada', 'CAD', 'CA'),
  country('MX', 'Mexico', 'MXN', 'LATAM'),
  country('BR', 'Brazil', 'BRL', 'LATAM'),
  country('AR', 'Argentina', 'ARS', 'LATAM'),
  country('CO', 'Colombia', 'COP', 'LATAM'),
  country('CL', 'Chile', 'CLP', 'LATAM'),
  country('PE', 'Peru', 'PEN', 'LATAM'),
  country('AU', 'Australia', 'AUD', 'AU'),
  country('NZ', 'New Zealand', 'NZD', 'AU'),
  country('JP', 'Japan', 'JPY', 'JP'),
  country('CN', 'China', 'CNY', 'ASIA'),
  country('HK', 'Hong Kong', 'HKD', 'ASIA'),
  country('TW', 'Taiwan', 'TWD', 'ASIA'),
  country('KR', 'South Korea', 'KRW', 'ASIA'),
  country('SG', 'Singapore', 'SGD', 'ASIA'),
  country('TH', 'Thailand', 'THB', 'ASIA'),
  country('MY', 'Malaysia', 'MYR', 'ASIA'),
  country('ID', 'Indonesia', 'IDR', 'ASIA'),
  country('PH', 'Philippines', 'PHP', 'ASIA'),
  country('VN', 'Vietnam', 'VND', 'ASIA'),
  country('IN', 'India', 'INR', 'ASIA'),
  country('PK', 'Pakistan', 'PKR', 'ASIA'),
  country('AE', 'United Arab Emirates', 'AED', 'MEA'),
  country('SA', 'Saudi Arabia', 'SAR', 'MEA'),
  country('IL', 'Israel', 'ILS', 'MEA'),
  country('QA', 'Qatar', 'QAR', 'MEA'),
  country('KW', 'Kuwait', 'KWD', 'MEA'),
  country('BH', 'Bahrain', 'BHD', 'MEA'),
  country('EG', 'Egypt', 'EGP', 'MEA'),
  country('MA', 'Morocco', 'MAD', 'MEA'),
  country('ZA', 'South Africa', 'ZAR', 'MEA'),
  country('NG', 'Nigeria', 'NGN', 'MEA'),
  country('KE', 'Kenya', 'KES', 'MEA'),
  country('TR', 'Turkey', 'TRY', 'TR'),
  country('RU', 'Russia', 'RUB', 'CIS'),
  country('UA', 'Ukraine', 'UAH', 'CIS'),
  country('KZ', 'Kazakhstan', 'KZT', 'CIS'),
];

export const SETTING_ROWS: (typeof settings.$inferInsert)[] = [
  { key: 'underConstruction', value: false },
];

/** The open positions a fresh store advertises on its careers page. */
export const CAREER_POSITION_ROWS: (typeof careerPositions.$inferInsert)[] = [
  {
    slug: 'senior-backend-engineer-typescript',
    title: 'Senior Backend Engineer (TypeScript)',
    team: 'Engineering',
    location: 'Zurich, Switzerland (hybrid)',
    employmentType: 'full-time',
    summary:
      'Build the checkout, key delivery and wholesale API behind BigKeys with TypeScript, Node.js and PostgreSQL, and keep them fast when a big release sells thousands of keys an hour.',
    position: 1,
  },
  {
    slug: 'customer-support-specialist-de-en',
    title: 'Customer Support Specialist (DE/EN)',
    team: 'Customer Support',
    location: 'Remote (Europe)',
    employmentType: 'full-time',
    summary:
      'Help gamers in German and English with activations, refunds and identity checks through chat and e-mail, and turn what you hear into better help-centre articles.',
    position: 2,
  },
  {
    slug: 'fraud-and-risk-analyst',
    title: 'Fraud & Risk Analyst',
    team: 'Risk',
    location: 'Zurich, Switzerland (hybrid)',
    employmentType: 'full-time',
    summary:
      'Review flagged orders, tune our fraud rules and work with payment providers to stop stolen cards and chargebacks without slowing honest customers down.',
    position: 3,
  },
  {
    slug: 'product-designer',
    title: 'Product Designer',
    team: 'Design',
    location: 'Remote (Europe)',
    employmentType: 'full-time',
    summary:
      'Shape the store from catalogue to key reveal: research, flows, prototypes and a design system that works on phones, desktops and in five languages.',
    position: 4,
  },
  {
    slug: 'partnerships-manager-wholesale-api',
    title: 'Partnerships Manager (Wholesale API)',
    team: 'Partnerships',
    location: 'Zurich, Switzerland',
    employmentType: 'full-time',
    summary:
      'Win and grow resellers, marketplaces and POS partners on our wholesale API, from the first call to a signed plan and a smooth integration.',
    position: 5,
  },
  {
    slug: 'key-supply-manager',
    title: 'Key Supply Manager',
    team: 'Supply',
    location: 'Zurich, Switzerland (hybrid)',
    employmentType: 'full-time',
    summary:
      'Source game, gift-card and subscription keys from publishers and distributors, negotiate prices and keep the bestsellers in stock across every platform.',
    position: 6,
  },
];

/** A region's id by shortname; throws on a typo so bad demo data never reaches the database. */
export function regionId(shortname: string): number {
  const row = REGION_ROWS.find((r) => r.shortname === shortname);
  if (!row) throw new Error(`Unknown region ${shortname}`);
  return row.id;
}

/** Units of a currency per 1 EUR, as a float, for pricing cards in EUR. */
export function unitsPerEur(code: string): number {
  const row = CURRENCY_ROWS.find((c) => c.code === code);
  if (!row) throw new Error(`Unknown currency ${code}`);
  return row.rateMicros / 1_000_000;
}
