import { LANGUAGES, type Language } from '@store/shared/constants';
import type {
  AdminProduct,
  AdminProductListItem,
  LanguageRequirements,
  RequirementLevel,
} from '@store/shared/schemas/admin-catalogue';
import { productImageUrl, screenshotUrl } from '../catalog/product-images';
import type { findProductParts, ProductRow, searchProducts } from './catalogue-admin.repository';

type Parts = Awaited<ReturnType<typeof findProductParts>>;
type ListRow = Awaited<ReturnType<typeof searchProducts>>['rows'][number];

const byLanguage = <T>(value: (lang: Language) => T) =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, value(lang)])) as Record<Language, T>;

type RequirementRow = Parts['requirements'][number];
const level = (row: RequirementRow | undefined): RequirementLevel | null =>
  row
    ? {
        os: row.os,
        processor: row.processor,
        memory: row.memory,
        graphics: row.graphics,
        directx: row.directx,
        storage: row.storage,
        notes: row.notes,
      }
    : null;

function requirementsIn(rows: Parts['requirements'], lang: Language): LanguageRequirements | null {
  const own = rows.filter((r) => r.lang === lang);
  if (own.length === 0) return null;
  return {
    minimum: level(own.find((r) => r.level === 'minimum')),
    recommended: level(own.find((r) => r.level === 'recommended')),
  };
}

/** A row of the back office's product list. */
export const presentListItem = (row: ListRow): AdminProductListItem => ({
  _id: String(row.id),
  title: row.title,
  slug: row.slug,
  typeId: String(row.typeId),
  published: row.published,
  platformIds: row.platformIds.map(String),
  minPriceMinor: row.minPriceMinor,
  entryCount: row.entryCount,
  imageUrl: productImageUrl(row.id, 'small', row.imageVersion),
});

/** The whole editable product, every language spelled out. */
export function presentAdminProduct(product: ProductRow, parts: Parts): AdminProduct {
  const uploaded = new Set(parts.images.map((i) => `${i.kind}:${i.position}`));
  const version = product.imageVersion;
  return {
    _id: String(product.id),
    title: product.title,
    slug: product.slug,
    published: product.published,
    titles: byLanguage((lang) => parts.titles.find((t) => t.lang === lang)?.title ?? null),
    descriptions: byLanguage(
      (lang) => parts.descriptions.find((d) => d.lang === lang)?.description ?? '',
    ),
    systemRequirements: byLanguage((lang) => requirementsIn(parts.requirements, lang)),
    typeId: String(product.typeId),
    genreId: String(product.genreId),
    developerId: String(product.developerId),
    publisherId: String(product.publisherId),
    ratingId: String(product.ratingId),
    baseProductId: product.baseProductId === null ? null : String(product.baseProductId),
    releaseDate: product.releaseDate,
    editions: parts.editions.map((e) => ({ _id: String(e.id), name: e.name, slug: e.slug })),
    entries: parts.entries.map((e) => ({
      _id: String(e.id),
      platformId: String(e.platformId),
      editionId: e.editionId === null ? null : String(e.editionId),
      regionId: String(e.regionId),
      priceMinor: e.priceMinor,
      salePriceMinor: e.salePriceMinor,
      keysAvailable: e.keysAvailable,
      inUse: e.inUse,
    })),
    images: {
      cover: {
        url: productImageUrl(product.id, 'cover', version),
        uploaded: uploaded.has('cover:0'),
      },
      screenshots: parts.shots.map((s) => ({
        position: s.position,
        caption: s.caption,
        url: screenshotUrl(product.id, s.position, version),
        uploaded: uploaded.has(`screenshot:${s.position}`),
      })),
    },
  };
}
