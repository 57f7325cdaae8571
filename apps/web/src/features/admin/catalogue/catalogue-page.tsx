import { Package, Plus } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../ui/button';
import { Field, inputClasses } from '../../../ui/field';
import { LoadErrorPanel } from '../../../ui/load-error-panel';
import { StatePanel } from '../../../ui/state-panel';
import { TextField } from '../../../ui/text-field';
import { AdminPageHeader } from '../components/admin-page-header';
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
      {products.isPending ? (
        <StatePanel variant="loading" title={t('search.loading')} />
      ) : products.isError ? (
        <LoadErrorPanel
          title={t('search.loadError')}
          description={errorText(products.error)}
          onRetry={() => void products.refetch()}
        />
      ) : products.data.products.length === 0 ? (
        <StatePanel icon={Package} role="status" title={t('search.empty')} />
      ) : (
        <>
          <ul aria-label={t('search.table')} className="flex flex-col gap-2">
            {products.data.products.map((product) => (
              <li
                key={product._id}
                className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
              >
                <img
                  src={product.imageUrl}
                  alt=""
                  width={45}
                  height={60}
                  className="h-15 w-11 shrink-0 rounded object-cover"
                />
                <div className="min-w-0 grow">
                  <p className="truncate font-semibold text-slate-900 dark:text-white">
                    {product.title}
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    #{product._id} ·{' '}
                    {product.published ? t('search.published') : t('search.unpublished')} ·{' '}
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
                  onClick={() => {
                    update({ product: product._id });
                  }}
                >
                  {t('search.edit')}
                </Button>
              </li>
            ))}
          </ul>
          <Paging
            page={page}
            pages={Math.max(1, Math.ceil(products.data.total / products.data.pageSize))}
            onPage={(next) => {
              update({ page: String(next) });
            }}
          />
        </>
      )}
    </>
  );
}

function Paging({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useCatalogueT();
  return (
    <nav className="mt-4 flex items-center justify-between gap-2" aria-label={t('search.table')}>
      <Button
        size="sm"
        variant="secondary"
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1);
        }}
      >
        {t('search.previous')}
      </Button>
      <span className="text-sm text-slate-600 dark:text-slate-400">
        {t('search.page', { page, pages })}
      </span>
      <Button
        size="sm"
        variant="secondary"
        disabled={page >= pages}
        onClick={() => {
          onPage(page + 1);
        }}
      >
        {t('search.next')}
      </Button>
    </nav>
  );
}
