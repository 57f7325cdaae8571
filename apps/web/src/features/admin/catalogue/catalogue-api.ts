import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  AdminProduct,
  AdminProductList,
  type AdminProductListQuery,
  type CreateEntryBody,
  type CreateProductBody,
  type UpdateEntryBody,
  type UpdateProductBody,
} from '@store/shared/schemas/admin-catalogue';
import { apiSend } from '../../../lib/api-client';
import { ADMIN_API, ADMIN_QUERY_KEY, adminGet, adminMutationKey, adminSend } from '../admin-api';

const catalogueKey = [...ADMIN_QUERY_KEY, 'catalogue'] as const;
const productKey = (id: string) => [...catalogueKey, 'product', id] as const;

export type ProductSearch = Partial<Pick<AdminProductListQuery, 'q' | 'status'>> & {
  page: number;
};

/** A page of the back office's product search. */
export function useAdminProducts(search: ProductSearch) {
  return useQuery({
    queryKey: [...catalogueKey, 'list', search],
    queryFn: ({ signal }) =>
      adminGet('/products', AdminProductList, {
        signal,
        query: { q: search.q, status: search.status, page: search.page },
      }),
    placeholderData: keepPreviousData,
  });
}

export const adminProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productKey(id),
    queryFn: ({ signal }) =>
      adminGet(`/products/${encodeURIComponent(id)}`, AdminProduct, { signal }),
  });

/** The whole editable product. */
export function useAdminProduct(id: string) {
  return useQuery(adminProductQueryOptions(id));
}

type ProductChange =
  | { kind: 'update'; body: UpdateProductBody }
  | { kind: 'publish' | 'unpublish' }
  | { kind: 'add-entry'; body: CreateEntryBody }
  | { kind: 'update-entry'; entryId: string; body: UpdateEntryBody }
  | { kind: 'remove-entry'; entryId: string }
  | { kind: 'upload'; file: File; screenshot: boolean }
  | { kind: 'remove-cover' }
  | { kind: 'remove-screenshot'; position: number };

function sendChange(id: string, change: ProductChange): Promise<AdminProduct> {
  const base = `/products/${encodeURIComponent(id)}`;
  switch (change.kind) {
    case 'update':
      return adminSend('PATCH', base, change.body, AdminProduct);
    case 'publish':
    case 'unpublish':
      return adminSend('POST', `${base}/${change.kind}`, undefined, AdminProduct);
    case 'add-entry':
      return adminSend('POST', `${base}/entries`, change.body, AdminProduct);
    case 'update-entry':
      return adminSend('PATCH', `${base}/entries/${change.entryId}`, change.body, AdminProduct);
    case 'remove-entry':
      return adminSend('DELETE', `${base}/entries/${change.entryId}`, undefined, AdminProduct);
    case 'upload':
      return apiSend('POST', `${ADMIN_API}${base}/images`, undefined, AdminProduct, {
        query: { kind: change.screenshot ? 'screenshot' : 'cover' },
        rawBody: { data: change.file, type: change.file.type || 'application/octet-stream' },
      });
    case 'remove-cover':
      return adminSend('DELETE', `${base}/images/cover`, undefined, AdminProduct);
    case 'remove-screenshot':
      return adminSend(
        'DELETE',
        `${base}/images/screenshots/${change.position}`,
        undefined,
        AdminProduct,
      );
  }
}

/** Any change of a product; the reply is the product as it now is, and lists refetch. */
export function useChangeProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMutationKey('change-product'),
    mutationFn: (change: ProductChange) => sendChange(id, change),
    onSuccess: (product) => {
      queryClient.setQueryData(productKey(id), product);
      void queryClient.invalidateQueries({ queryKey: [...catalogueKey, 'list'] });
    },
  });
}

/** A new product (unpublished); the reply is the product, kept for its editor. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMutationKey('create-product'),
    mutationFn: (body: CreateProductBody) => adminSend('POST', '/products', body, AdminProduct),
    onSuccess: (product) => {
      queryClient.setQueryData(productKey(product._id), product);
      void queryClient.invalidateQueries({ queryKey: [...catalogueKey, 'list'] });
    },
  });
}
