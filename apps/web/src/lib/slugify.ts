/** URL form of a name; the store-wide rule lives in the shared package so server and web agree. */
export { slugify } from '@store/shared/rules/product-path';
