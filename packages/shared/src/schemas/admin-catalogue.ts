import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { NumericId, text } from './common';

/**
 * The back office's catalogue: searching and editing products, their platform entries
 * (prices in EUR minor units, the catalogue's currency; every other currency follows from
 * the store's rates), publishing, and pictures.
 */
export const ADMIN_CATALOGUE_MESSAGES = {
  productNotFound: 'Product not found.',
  entryNotFound: 'Platform entry not found.',
  imageNotFound: 'Image not found.',
  nothingToChange: 'Name at least one field to change.',
  unknownLanguage: 'Unknown language: use de, en, es, fr or it.',
  unknownLookup: 'A type, genre, developer, publisher, rating, platform or region does not exist.',
  unknownEdition: 'The edition is not one of this product’s editions.',
  unknownBaseProduct: 'The base product does not exist.',
  slugTaken: 'Another product already uses this URL name.',
  entryExists: 'The product already has an entry for this platform, edition and region.',
  entryInUse:
    'This platform entry has keys or orders and cannot be removed: change its price, or unpublish the product.',
  editionInUse: 'An edition with platform entries cannot be removed: remove its entries first.',
  salePriceNotLower: 'The sale price must be lower than the price.',
  price: 'Prices are whole numbers of cents, 0 or more.',
  noEntries: 'Add at least one platform entry before publishing.',
  imageTooLarge: 'The image is larger than 10 MB.',
  notAnImage: 'The file is not an image the store can read (JPEG, PNG, WebP, GIF, AVIF or TIFF).',
  imageBody: 'Send the image file itself as the request body, with its image content type.',
  tooManyScreenshots: 'A product has at most 20 screenshots.',
  date: 'Enter a date as YYYY-MM-DD.',
} as const;
const M = ADMIN_CATALOGUE_MESSAGES;

/** Largest picture the back office takes, in bytes. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Most screenshots one product shows. */
export const MAX_SCREENSHOTS = 20;
/** Lengths of the editor's fields, shared by its counters and the server. */
export const PRODUCT_TEXT_LIMITS = {
  title: 200,
  slug: 200,
  description: 10_000,
  requirement: 300,
  edition: 80,
  caption: 200,
} as const;
/** Highest price in minor units (a PostgreSQL integer). */
const MAX_MINOR = 2_147_483_647;

export const CatalogueLanguage = z.enum(LANGUAGES, { error: M.unknownLanguage });
export type CatalogueLanguage = z.infer<typeof CatalogueLanguage>;

/** A price in minor units: a whole number, 0 or more. */
export const PriceMinor = z
  .number({ error: M.price })
  .int({ error: M.price })
  .min(0, { error: M.price })
  .max(MAX_MINOR, { error: M.price });

const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.date)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), M.date);

/** An id as the editor sends it: a numeric string or a positive whole number. */
const LookupId = z
  .union([NumericId, z.number().int().positive().max(MAX_MINOR)], { error: 'Must be a numeric id' })
  .transform(Number)
  .refine((id) => id >= 1 && id <= MAX_MINOR, 'Must be a numeric id');

const Title = text().trim().min(1, 'Enter a title.').max(PRODUCT_TEXT_LIMITS.title);
const Slug = z
  .string()
  .trim()
  .max(PRODUCT_TEXT_LIMITS.slug)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single dashes.');
const RequirementText = text().trim().max(PRODUCT_TEXT_LIMITS.requirement);

/** One level of PC system requirements. */
export const RequirementLevel = z
  .object({
    os: RequirementText,
    processor: RequirementText,
    memory: RequirementText,
    graphics: RequirementText,
    directx: RequirementText,
    storage: RequirementText,
    notes: RequirementText.nullable(),
  })
  .strict();
export type RequirementLevel = z.infer<typeof RequirementLevel>;

/** A language's requirements; a language without any shows the English ones. */
export const LanguageRequirements = z
  .object({ minimum: RequirementLevel.nullable(), recommended: RequirementLevel.nullable() })
  .strict();
export type LanguageRequirements = z.infer<typeof LanguageRequirements>;

const ProductIdPath = NumericId.transform(Number);
export const AdminProductParams = z.object({ id: ProductIdPath });
export const AdminEntryParams = z.object({ id: ProductIdPath, entryId: ProductIdPath });
export const AdminScreenshotParams = z.object({
  id: ProductIdPath,
  position: z.coerce.number().int().min(1).max(99),
});

/** GET /admin/products: a word of the title, the slug or the id; filters; a page. */
export const AdminProductListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  status: z.enum(['published', 'unpublished']).optional(),
  type: z.coerce.number().int().min(1).max(32_767).optional(),
  platform: z.coerce.number().int().min(1).max(32_767).optional(),
  minPrice: z.coerce.number().int().min(0).max(MAX_MINOR).optional(),
  maxPrice: z.coerce.number().int().min(0).max(MAX_MINOR).optional(),
});
export type AdminProductListQuery = z.infer<typeof AdminProductListQuery>;

export const AdminProductListItem = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  typeId: z.string(),
  published: z.boolean(),
  platformIds: z.array(z.string()),
  /** Lowest effective price of the entries, EUR minor units; null without entries. */
  minPriceMinor: z.number().nullable(),
  entryCount: z.number(),
  imageUrl: z.string(),
});
export type AdminProductListItem = z.infer<typeof AdminProductListItem>;

export const AdminProductList = z.object({
  products: z.array(AdminProductListItem),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminProductList = z.infer<typeof AdminProductList>;

export const AdminEdition = z.object({ _id: z.string(), name: z.string(), slug: z.string() });
export type AdminEdition = z.infer<typeof AdminEdition>;

/** A platform entry as the editor shows it, prices in EUR minor units. */
export const AdminEntry = z.object({
  _id: z.string(),
  platformId: z.string(),
  editionId: z.string().nullable(),
  regionId: z.string(),
  priceMinor: z.number(),
  salePriceMinor: z.number().nullable(),
  keysAvailable: z.number(),
  /** Keys ever sold or reserved, and orders naming the entry: such an entry stays. */
  inUse: z.boolean(),
});
export type AdminEntry = z.infer<typeof AdminEntry>;

export const AdminImage = z.object({
  url: z.string(),
  /** True for an uploaded picture, false for the store's drawn art. */
  uploaded: z.boolean(),
});
export const AdminScreenshot = AdminImage.extend({ position: z.number(), caption: z.string() });
export type AdminScreenshot = z.infer<typeof AdminScreenshot>;

const perLanguage = <T extends z.ZodType>(value: T) => z.record(CatalogueLanguage, value);

const isLanguage = (key: string): key is CatalogueLanguage =>
  (LANGUAGES as readonly string[]).includes(key);
/** Some languages' values; a key that is no language of the store is refused by name. */
const someLanguages = <T extends z.ZodType>(value: T) =>
  z
    .record(z.string(), value)
    .refine((record) => Object.keys(record).every(isLanguage), M.unknownLanguage)
    .transform((record) => record as Partial<Record<CatalogueLanguage, z.output<T>>>);

/** GET /admin/products/{id}: everything the editor changes. */
export const AdminProduct = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  published: z.boolean(),
  /** Titles per language; null where the main title is shown. */
  titles: perLanguage(z.string().nullable()),
  /** Descriptions per language; empty where there is none (English is shown then). */
  descriptions: perLanguage(z.string()),
  /** Requirements per language; null where the English ones are shown. */
  systemRequirements: perLanguage(LanguageRequirements.nullable()),
  typeId: z.string(),
  genreId: z.string(),
  developerId: z.string(),
  publisherId: z.string(),
  ratingId: z.string(),
  baseProductId: z.string().nullable(),
  releaseDate: z.string(),
  editions: z.array(AdminEdition),
  entries: z.array(AdminEntry),
  images: z.object({ cover: AdminImage, screenshots: z.array(AdminScreenshot) }),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

const lookupFields = {
  typeId: LookupId,
  genreId: LookupId,
  developerId: LookupId,
  publisherId: LookupId,
  ratingId: LookupId,
};

/** POST /admin/products: a new product, unpublished until someone publishes it. */
export const CreateProductBody = z
  .object({ title: Title, slug: Slug.optional(), releaseDate: IsoDate, ...lookupFields })
  .strict();
export type CreateProductBody = z.infer<typeof CreateProductBody>;

/** An edition in the edited list: `_id` keeps (and renames) one, none adds one. */
const EditionInput = z
  .object({
    _id: NumericId.optional(),
    name: text().trim().min(1, 'Name the edition.').max(PRODUCT_TEXT_LIMITS.edition),
  })
  .strict();

/**
 * PATCH /admin/products/{id}: only the fields sent change. Per-language texts: null or an
 * empty text removes that language's own text. `editions` is the whole list in its order.
 */
export const UpdateProductBody = z
  .object({
    title: Title.optional(),
    slug: Slug.optional(),
    titles: someLanguages(text().trim().max(PRODUCT_TEXT_LIMITS.title).nullable()).optional(),
    descriptions: someLanguages(
      text().trim().max(PRODUCT_TEXT_LIMITS.description).nullable(),
    ).optional(),
    systemRequirements: someLanguages(LanguageRequirements.nullable()).optional(),
    releaseDate: IsoDate.optional(),
    baseProductId: LookupId.nullable().optional(),
    editions: z.array(EditionInput).max(50).optional(),
    ...z.object(lookupFields).partial().shape,
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, M.nothingToChange);
export type UpdateProductBody = z.input<typeof UpdateProductBody>;
export type UpdateProductInput = z.output<typeof UpdateProductBody>;

const salePriceBelowPrice = (entry: { priceMinor?: number; salePriceMinor?: number | null }) =>
  entry.salePriceMinor === null ||
  entry.salePriceMinor === undefined ||
  entry.priceMinor === undefined ||
  entry.salePriceMinor < entry.priceMinor;

/** POST /admin/products/{id}/entries: a new platform entry. */
export const CreateEntryBody = z
  .object({
    platformId: LookupId,
    editionId: LookupId.nullable().default(null),
    regionId: LookupId,
    priceMinor: PriceMinor,
    salePriceMinor: PriceMinor.nullable().default(null),
  })
  .strict()
  .refine(salePriceBelowPrice, { message: M.salePriceNotLower, path: ['salePriceMinor'] });
export type CreateEntryBody = z.input<typeof CreateEntryBody>;

/** PATCH /admin/products/{id}/entries/{entryId}: a new price, sale price, or both. */
export const UpdateEntryBody = z
  .object({ priceMinor: PriceMinor.optional(), salePriceMinor: PriceMinor.nullable().optional() })
  .strict()
  .refine((body) => Object.keys(body).length > 0, M.nothingToChange)
  .refine(salePriceBelowPrice, { message: M.salePriceNotLower, path: ['salePriceMinor'] });
export type UpdateEntryBody = z.input<typeof UpdateEntryBody>;

/** POST /admin/products/{id}/images?kind=…: the picture's role, and a screenshot's caption. */
export const UploadImageQuery = z.object({
  kind: z.enum(['cover', 'screenshot']).default('cover'),
  caption: text().trim().max(PRODUCT_TEXT_LIMITS.caption).optional(),
});
export type UploadImageQuery = z.infer<typeof UploadImageQuery>;

/** The content types an upload may name; sharp then decides whether it really is one. */
export const IMAGE_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
  'application/octet-stream',
] as const;
