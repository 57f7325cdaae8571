import { PRODUCT_TEXT_LIMITS } from '@store/shared/schemas/admin-catalogue';
import { useState, type SyntheticEvent } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';
import { useCreateProduct } from './catalogue-api';
import { LookupField } from './lookup-field';
import { useCatalogueErrorText } from './use-catalogue-error-text';
import { useCatalogueT } from './use-catalogue-t';

const LOOKUPS = [
  ['typeId', 'types', 'editor.type'],
  ['genreId', 'genres', 'editor.genre'],
  ['developerId', 'developers', 'editor.developer'],
  ['publisherId', 'publishers', 'editor.publisher'],
  ['ratingId', 'ratings', 'editor.rating'],
] as const;

type LookupKey = (typeof LOOKUPS)[number][0];
type Draft = Record<LookupKey | 'title' | 'releaseDate', string>;
type DraftErrors = Partial<Record<keyof Draft, string>>;

const EMPTY: Draft = {
  title: '',
  releaseDate: '',
  typeId: '',
  genreId: '',
  developerId: '',
  publisherId: '',
  ratingId: '',
};

/**
 * "New product": the facts a product cannot be without. It starts unpublished; on success
 * `onCreated` gets its id, to open it in the editor.
 */
export function NewProductDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { t } = useCatalogueT();
  const errorText = useCatalogueErrorText();
  const create = useCreateProduct();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<DraftErrors>({});

  const set = (key: keyof Draft, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found: DraftErrors = {};
    if (draft.title.trim() === '') found.title = t('create.titleMissing');
    if (draft.releaseDate === '') found.releaseDate = t('create.dateMissing');
    for (const [key] of LOOKUPS) if (draft[key] === '') found[key] = t('create.choiceMissing');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      {
        title: draft.title.trim(),
        releaseDate: draft.releaseDate,
        typeId: Number(draft.typeId),
        genreId: Number(draft.genreId),
        developerId: Number(draft.developerId),
        publisherId: Number(draft.publisherId),
        ratingId: Number(draft.ratingId),
      },
      { onSuccess: (product) => onCreated(product._id) },
    );
  };

  return (
    <Dialog
      title={t('create.title')}
      description={t('create.intro')}
      closeLabel={t('create.cancel')}
      size="md"
      onClose={onClose}
      onSubmit={handleSubmit}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('create.cancel')}
          </Button>
          <Button type="submit" pending={create.isPending}>
            {create.isPending ? t('create.creating') : t('create.submit')}
          </Button>
        </>
      }
    >
      {create.isError ? <Alert tone="error">{errorText(create.error)}</Alert> : null}
      <TextField
        label={t('editor.mainTitle')}
        required
        maxLength={PRODUCT_TEXT_LIMITS.title}
        value={draft.title}
        error={errors.title}
        onChange={(event) => {
          set('title', event.target.value);
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {LOOKUPS.map(([key, lookup, label]) => (
          <LookupField
            key={key}
            name={lookup}
            label={t(label)}
            value={draft[key]}
            error={errors[key]}
            onChange={(value) => {
              set(key, value);
            }}
          />
        ))}
        <TextField
          label={t('editor.releaseDate')}
          type="date"
          required
          value={draft.releaseDate}
          error={errors.releaseDate}
          onChange={(event) => {
            set('releaseDate', event.target.value);
          }}
        />
      </div>
    </Dialog>
  );
}
