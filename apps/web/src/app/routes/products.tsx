import { CatalogPage } from '../../features/catalog/components/catalog-page';

/** /products: the catalogue, filtered and searched through its URL (spec section 2). */
export function ProductsRoute() {
  return <CatalogPage />;
}
