import { PRODUCT_TEXT_LIMITS, type AdminProduct } from '@store/shared/schemas/admin-catalogue';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { ProductPartForm, type ProductPartProps } from './product-part';
import { useCatalogueErrorText } from './use-catalogue-error-text';
import { useCatalogueT } from './use-catalogue-t';

/** An edition in the list being edited: `_id` for a saved one, `key` for React alone. */
interface EditionRow {
  key: string;
  _id?: string;
  name: string;
}

const rowsOf = (product: AdminProduct): EditionRow[] =>
  product.editions.map((edition) => ({ key: edition._id, _id: edition._id, name: edition.name }));

const sameList = (a: EditionRow[], b: EditionRow[]) =>
  a.length === b.length && a.every((row, i) => row._id === b[i]?._id && row.name === b[i]?.name);

/**
 * The product's editions (Standard, Deluxe, …): rename, reorder, add and remove, saved as
 * the whole list in its order. An edition with platform entries cannot go (the server says so).
 */
export function EditionsEditor({ product, change, onDone }: ProductPartProps) {
  const { t } = useCatalogueT();
  const errorText = useCatalogueErrorText();
  const [saved, setSaved] = useState(() => rowsOf(product));
  const [rows, setRows] = useState(saved);
  const [nextKey, setNextKey] = useState(0);
  const [failure, setFailure] = useState<string>();
  const [blank, setBlank] = useState(false);
  const dirty = !sameList(saved, rows);

  const update = (index: number, name: string) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, name } : row)));
  };
  const move = (index: number, by: -1 | 1) => {
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });
  };

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const hasBlank = rows.some((row) => row.name.trim() === '');
    setBlank(hasBlank);
    setFailure(undefined);
    if (hasBlank) return;
    change.mutate(
      {
        kind: 'update',
        body: {
          editions: rows.map((row) =>
            row._id ? { _id: row._id, name: row.name.trim() } : { name: row.name.trim() },
          ),
        },
      },
      {
        onSuccess: (updated) => {
          const next = rowsOf(updated);
          setSaved(next);
          setRows(next);
          onDone(t('editions.saved'));
        },
        onError: (error) => {
          setFailure(errorText(error));
        },
      },
    );
  };

  return (
    <ProductPartForm
      heading="h2"
      title={t('editions.title')}
      intro={t('editions.intro')}
      failure={failure}
      onSubmit={handleSubmit}
    >
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('editions.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {rows.map((row, index) => {
            const name = row.name.trim() || t('editions.unnamed', { position: index + 1 });
            return (
              <li key={row.key} className="flex flex-wrap items-end gap-2">
                <TextField
                  label={t('editions.name', { position: index + 1 })}
                  className="min-w-48 grow"
                  maxLength={PRODUCT_TEXT_LIMITS.edition}
                  value={row.name}
                  error={blank && row.name.trim() === '' ? t('editions.nameMissing') : undefined}
                  onChange={(event) => {
                    update(index, event.target.value);
                  }}
                />
                <div className="flex gap-1">
                  <Button
                    variant="secondary"
                    size="icon"
                    disabled={index === 0}
                    aria-label={t('editions.up', { name })}
                    onClick={() => {
                      move(index, -1);
                    }}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="secondary"
                    size="icon"
                    disabled={index === rows.length - 1}
                    aria-label={t('editions.down', { name })}
                    onClick={() => {
                      move(index, 1);
                    }}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="secondary"
                    size="icon"
                    aria-label={t('editions.remove', { name })}
                    onClick={() => {
                      setRows((current) => current.filter((_, i) => i !== index));
                    }}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          onClick={() => {
            setRows((current) => [...current, { key: `new-${nextKey}`, name: '' }]);
            setNextKey((key) => key + 1);
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('editions.add')}
        </Button>
        <Button type="submit" disabled={!dirty || change.isPending}>
          {t('editions.save')}
        </Button>
        {dirty ? (
          <Button
            variant="ghost"
            onClick={() => {
              setRows(saved);
              setBlank(false);
              setFailure(undefined);
            }}
          >
            {t('editions.reset')}
          </Button>
        ) : null}
      </div>
    </ProductPartForm>
  );
}
