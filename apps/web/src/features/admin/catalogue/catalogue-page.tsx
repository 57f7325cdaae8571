import type { AdminProductListItem } from '@store/shared/schemas/admin-catalogue';
import { Package, Plus } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../ui/button';
import { Field, inputClasses } from '../../../ui/field';
import { Pager } from '../../../ui/pager';
import { StatePanel } from '../../../ui/state-panel';
import { TextField } from '../../../ui/text-field';
import { AdminPageHeader } from '../components/admin-page-header';
import { QueryStates } from '../components/query-states';
import { useStaffErrorText } from '../hooks/use-staff-error-text';
import { useAdminProducts, type ProductSearch } from './catalogue-api';
import { NewProductDialog } from './new-product-dialog';
import { minorToMajor } from './price';
import { ProductEditor } from './product-editor';
import { useCatalogueT } from './use-catalogue-t';

type Status = NonNullable<ProductSearch['status']>;
const STATUSES: readonly Status[] = ['published', 'unpublished'];

/** /admin/catalogue: the product search; `?product=<id>` opens that product's editor. */
export function CataloguePage() {
  const [params, setParams] = useSearchParams();
  const productId = params.get('product');
  if (productId) {
    return (
      <ProductEditor
        id={productId}
        onBack={() => {
          setParams((current) => {
            current.delete('product');
            return current;
          });
        }}
      />
    );
  }
  return <ProductSearchList />;
}

function ProductSearchList() {
  const { t } = useCatalogueT();
  const errorText = useStaffErrorText();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const statusParam = params.get('status');
  const status = STATUSES.find((s) => s === statusParam);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const [creating, setCreating] = useState(false);
  const products = useAdminProducts({ q: q || undefined, status, page });

  const update = (changes: Record<string, string | undefined>) => {
    setParams((current) => {
      for (const [key, value] of Object.entries(changes)) {
        if (value) current.set(key, value);
        else current.delete(key);
      }
      return current;
    });
  };
  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    update({ q: text.trim(), page: undefined });
  };

  return (
    <>
      <AdminPageHeader
        title={t('title')}
        intro={t('intro')}
        actions={
          <Button
            onClick={() => {
              setCreating(true);
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('create.open')}
          </Button>
        }
      />
      {creating ? (
        <NewProductDialog
          onClose={() => {
            setCreating(false);
          }}
          onCreated={(id) => {
            setCreating(false);
            update({ product: id });
          }}
        />
      ) : null}
      <form
        role="search"
        onSubmit={handleSubmit}
        className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <TextField
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          type="search"
          value={text}
          className="grow"
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
        <Field label={t('search.status')} className="sm:w-48">
          {(control) => (
            <select
              {...control}
              className={inputClasses()}
              value={status ?? ''}
              onChange={(event) => {
                update({ status: event.target.value, page: undefined });
              }}
            >
              <option value="">{t('search.any')}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`search.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit">{t('search.label')}</Button>
      </form>
      <QueryStates
        query={products}
        loadingTitle={t('search.loading')}
        errorTitle={t('search.loadError')}
        errorText={errorText}
        isEmpty={(data) => data.products.length === 0}
        empty={<StatePanel icon={Package} role="status" title={t('search.empty')} />}
      >
        {(data) => {
          const pages = Math.ceil(data.total / data.pageSize);
          return (
            <div className="flex flex-col gap-4">
              <ul aria-label={t('search.table')} className="flex flex-col gap-2">
                {data.products.map((product) => (
                  <ProductRow
                    key={product._id}
                    product={product}
                    onEdit={() => {
                      update({ product: product._id });
                    }}
                  />
                ))}
              </ul>
              <Pager
                label={t('search.table')}
                page={page}
                pages={pages}
                onPage={(next) => {
                  update({ page: String(next) });
                }}
                previousText={t('search.previous')}
                nextText={t('search.next')}
                pageText={t('search.page', { page, pages })}
              />
            </div>
          );
        }}
      </QueryStates>
    </>
  );
}

/** A product found: cover, title, number, status, entries and lowest price, and its edit button. */
function ProductRow({ product, onEdit }: { product: AdminProductListItem; onEdit: () => void }) {
  const { t } = useCatalogueT();
  return (
    <li className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
      <img
        src={product.imageUrl}
        alt=""
        width={45}
        height={60}
        className="h-15 w-11 shrink-0 rounded object-cover"
      />
      <div className="min-w-0 grow">
        <p className="truncate font-semibold text-slate-900 dark:text-white">{product.title}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          #{product._id} · {product.published ? t('search.published') : t('search.unpublished')} ·{' '}
          {t('search.entries')}: {product.entryCount}
          {product.minPriceMinor === null
            ? null
            : ` · ${t('search.price')} ${minorToMajor(product.minPriceMinor)} EUR`}
        </p>
      </div>
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('search.editLabel', { title: product.title })}
        onClick={onEdit}
      >
        {t('search.edit')}
      </Button>
    </li>
  );
}
