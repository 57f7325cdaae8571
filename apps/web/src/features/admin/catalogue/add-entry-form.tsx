import { useState, type SyntheticEvent } from 'react';
import { Button } from '../../../ui/button';
import { Field, inputClasses } from '../../../ui/field';
import { TextField } from '../../../ui/text-field';
import { readPrices } from './entries-table';
import { LookupField } from './lookup-field';
import { ProductPartForm, type ProductPartProps } from './product-part';
import { useCatalogueErrorText } from './use-catalogue-error-text';
import { useCatalogueT } from './use-catalogue-t';

interface EntryDraft {
  platformId: string;
  editionId: string;
  regionId: string;
  price: string;
  salePrice: string;
}
type EntryErrors = Partial<Record<keyof EntryDraft, string>>;

const EMPTY: EntryDraft = { platformId: '', editionId: '', regionId: '', price: '', salePrice: '' };

/** Adds a platform entry: platform, edition (when the product has some), region, EUR prices. */
export function AddEntryForm({ product, change, onDone }: ProductPartProps) {
  const { t } = useCatalogueT();
  const errorText = useCatalogueErrorText();
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<EntryErrors>({});
  const [failure, setFailure] = useState<string>();

  const set = (key: keyof EntryDraft, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found: EntryErrors = {};
    if (draft.platformId === '') found.platformId = t('create.choiceMissing');
    if (draft.regionId === '') found.regionId = t('create.choiceMissing');
    const prices = readPrices(draft.price, draft.salePrice);
    if (prices === 'bad-price') found.price = t('entries.badPrice');
    if (prices === 'sale-not-lower') found.salePrice = t('entries.saleNotLower');
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0 || typeof prices === 'string') return;
    change.mutate(
      {
        kind: 'add-entry',
        body: {
          platformId: Number(draft.platformId),
          editionId: draft.editionId === '' ? null : Number(draft.editionId),
          regionId: Number(draft.regionId),
          ...prices,
        },
      },
      {
        onSuccess: () => {
          setDraft(EMPTY);
          onDone(t('addEntry.added'));
        },
        onError: (error) => {
          setFailure(errorText(error));
        },
      },
    );
  };

  return (
    <ProductPartForm
      heading="h3"
      title={t('addEntry.title')}
      failure={failure}
      onSubmit={handleSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <LookupField
          name="platforms"
          label={t('entries.platform')}
          value={draft.platformId}
          error={errors.platformId}
          onChange={(value) => {
            set('platformId', value);
          }}
        />
        {product.editions.length > 0 ? (
          <Field label={t('entries.edition')}>
            {(control) => (
              <select
                {...control}
                className={inputClasses()}
                value={draft.editionId}
                onChange={(event) => {
                  set('editionId', event.target.value);
                }}
              >
                <option value="">{t('addEntry.noEdition')}</option>
                {product.editions.map((edition) => (
                  <option key={edition._id} value={edition._id}>
                    {edition.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <LookupField
          name="regions"
          label={t('entries.region')}
          value={draft.regionId}
          error={errors.regionId}
          onChange={(value) => {
            set('regionId', value);
          }}
        />
        <TextField
          label={t('entries.price')}
          hint={t('addEntry.priceHint')}
          inputMode="decimal"
          required
          value={draft.price}
          error={errors.price}
          onChange={(event) => {
            set('price', event.target.value);
          }}
        />
        <TextField
          label={t('entries.salePrice')}
          hint={t('addEntry.saleHint')}
          inputMode="decimal"
          value={draft.salePrice}
          error={errors.salePrice}
          onChange={(event) => {
            set('salePrice', event.target.value);
          }}
        />
      </div>
      <div>
        <Button type="submit" pending={change.isPending}>
          {t('addEntry.submit')}
        </Button>
      </div>
    </ProductPartForm>
  );
}
