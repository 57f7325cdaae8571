import { imageTypeOf, IMAGE_SIGNATURE_BYTES } from '@store/shared/rules/image-type';
import { IDENTITY_LIMITS, IDENTITY_PHOTO_TYPES } from '@store/shared/schemas/identity';
import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { TextField } from '../../../ui/text-field';
import { useUploadIdentityPhotos } from '../api/identity-verification';
import { useIdentityRefusalText } from '../hooks/use-identity-error-text';

type PhotoKind = 'document' | 'selfie';
type Problems = Partial<Record<'name' | PhotoKind, string>>;

/** Why a chosen file cannot go to the provider, checked by its size and its first bytes. */
async function photoProblem(
  file: File | undefined,
): Promise<'photoRequired' | 'tooLarge' | 'notImage' | null> {
  if (!file) return 'photoRequired';
  if (file.size > IDENTITY_LIMITS.photoMaxBytes) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return imageTypeOf(head) ? null : 'notImage';
}

/**
 * The sandbox's upload: the name as it stands on the document, a photo of the document and a
 * selfie. On phones the file pickers offer the camera (the back one for the document, the
 * front one for the selfie). Each photo is checked here first, then by the provider.
 */
export function IdentityPhotosForm({ verificationSecret }: { verificationSecret: string }) {
  const { t } = useTranslation();
  const refusalText = useIdentityRefusalText();
  const upload = useUploadIdentityPhotos();
  const [name, setName] = useState('');
  const [photos, setPhotos] = useState<Partial<Record<PhotoKind, File>>>({});
  const [problems, setProblems] = useState<Problems>({});
  const form = useRef<HTMLFormElement>(null);

  const handleSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const [document, selfie] = await Promise.all([
      photoProblem(photos.document),
      photoProblem(photos.selfie),
    ]);
    const found: Problems = {
      ...(name.trim() ? {} : { name: t('identityCheck.form.nameRequired') }),
      ...(document ? { document: t(`identityCheck.form.${document}`) } : {}),
      ...(selfie ? { selfie: t(`identityCheck.form.${selfie}`) } : {}),
    };
    setProblems(found);
    if (Object.keys(found).length > 0 || !photos.document || !photos.selfie) return;
    upload.mutate(
      {
        secret: verificationSecret,
        photos: { name: name.trim(), document: photos.document, selfie: photos.selfie },
      },
      {
        // Sent: should another document be asked for, the form starts empty.
        onSuccess: () => {
          setName('');
          setPhotos({});
          form.current?.reset();
        },
      },
    );
  };

  const photoField = (kind: PhotoKind, capture: 'environment' | 'user') => (
    <Field
      label={t(`identityCheck.form.${kind}`)}
      hint={t(
        kind === 'document' ? 'identityCheck.form.documentHint' : 'identityCheck.form.selfieHint',
      )}
      error={problems[kind]}
      required
    >
      {(control) => (
        <input
          {...control}
          type="file"
          name={kind}
          accept={IDENTITY_PHOTO_TYPES.join(',')}
          capture={capture}
          disabled={upload.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            setPhotos((current) => ({ ...current, [kind]: file }));
            setProblems((current) => ({ ...current, [kind]: undefined }));
          }}
          className="block w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-700 file:mr-3 file:h-10 file:cursor-pointer file:rounded-l-lg file:border-0 file:bg-slate-100 file:px-4 file:font-semibold file:text-slate-800 hover:file:bg-slate-200 focus:outline-2 focus:outline-brand-500 aria-[invalid=true]:border-rose-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-100 dark:hover:file:bg-slate-700"
        />
      )}
    </Field>
  );

  return (
    <form
      ref={form}
      noValidate
      aria-label={t('identityCheck.title')}
      className="flex flex-col gap-4"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <TextField
        label={t('identityCheck.form.name')}
        name="name"
        autoComplete="name"
        maxLength={IDENTITY_LIMITS.documentNameMaxLength}
        value={name}
        required
        disabled={upload.isPending}
        error={problems.name}
        onChange={(event) => {
          setName(event.target.value);
          setProblems((current) => ({ ...current, name: undefined }));
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {photoField('document', 'environment')}
        {photoField('selfie', 'user')}
      </div>
      {upload.isError ? (
        <Alert tone="error">
          {t('identityCheck.failed')} {refusalText(upload.error)}
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" pending={upload.isPending}>
          {t('identityCheck.form.submit')}
        </Button>
        {upload.isPending ? (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
            {t('identityCheck.form.sending')}
          </p>
        ) : null}
      </div>
    </form>
  );
}
