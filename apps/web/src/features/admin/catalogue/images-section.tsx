import { MAX_IMAGE_BYTES } from '@store/shared/schemas/admin-catalogue';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import type { ProductPartProps } from './product-part';
import { useCatalogueT } from './use-catalogue-t';

interface ImagesSectionProps extends Pick<ProductPartProps, 'product' | 'change'> {
  onNotice: (notice: { tone: 'success' | 'error'; text: string }) => void;
  onError: (error: unknown) => void;
}

/** The product's pictures: the cover (uploaded or drawn), its screenshots, uploads and removals. */
export function ImagesSection({ product, change, onNotice, onError }: ImagesSectionProps) {
  const { t } = useCatalogueT();
  const upload = (file: File, screenshot: boolean) => {
    if (file.size > MAX_IMAGE_BYTES) {
      onNotice({ tone: 'error', text: t('images.tooLarge') });
      return;
    }
    change.mutate(
      { kind: 'upload', file, screenshot },
      { onSuccess: () => onNotice({ tone: 'success', text: t('images.uploadedDone') }), onError },
    );
  };
  return (
    <section className="mt-6 flex flex-col gap-4">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t('images.title')}</h2>
      <div className="flex flex-wrap items-start gap-4">
        <figure className="flex flex-col gap-2">
          <img
            src={product.images.cover.url}
            alt={t('images.cover')}
            width={150}
            height={200}
            className="h-50 w-37.5 rounded-lg object-cover"
          />
          <figcaption className="text-sm text-slate-600 dark:text-slate-400">
            {t('images.cover')} ·{' '}
            {product.images.cover.uploaded ? t('images.uploaded') : t('images.drawn')}
          </figcaption>
          {product.images.cover.uploaded ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={change.isPending}
              onClick={() => change.mutate({ kind: 'remove-cover' }, { onError })}
            >
              {t('images.removeCover')}
            </Button>
          ) : null}
        </figure>
        <ImageFileField
          label={t('images.uploadCover')}
          disabled={change.isPending}
          onFile={(file) => {
            upload(file, false);
          }}
        />
        <ImageFileField
          label={t('images.uploadScreenshot')}
          disabled={change.isPending}
          onFile={(file) => {
            upload(file, true);
          }}
        />
      </div>
      <ul aria-label={t('images.screenshots')} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {product.images.screenshots.map((shot) => (
          <li key={shot.position} className="flex flex-col gap-2">
            <img
              src={shot.url}
              alt={shot.caption}
              className="aspect-video w-full rounded-lg object-cover"
            />
            <Button
              size="sm"
              variant="secondary"
              disabled={change.isPending}
              onClick={() =>
                change.mutate({ kind: 'remove-screenshot', position: shot.position }, { onError })
              }
            >
              {t('images.removeScreenshot', { position: shot.position })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A picture file input; it empties after each choice, so the same file can be sent again. */
function ImageFileField({
  label,
  disabled,
  onFile,
}: {
  label: string;
  disabled: boolean;
  onFile: (file: File) => void;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <input
          {...control}
          type="file"
          accept="image/*"
          disabled={disabled}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
            event.target.value = '';
          }}
        />
      )}
    </Field>
  );
}
