import { LANGUAGES, type Language } from '@store/shared/constants';
import {
  type AdminProduct,
  type LanguageRequirements,
  type RequirementLevel,
  type UpdateProductBody,
} from '@store/shared/schemas/admin-catalogue';
import { useEffect, useState, type SyntheticEvent, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field, inputClasses } from '../../../ui/field';
import { LoadErrorPanel } from '../../../ui/load-error-panel';
import { StatePanel } from '../../../ui/state-panel';
import { useTabs } from '../../../ui/tabs';
import { TextField } from '../../../ui/text-field';
import { AdminPageHeader } from '../components/admin-page-header';
import { AddEntryForm } from './add-entry-form';
import { useAdminProduct, useChangeProduct } from './catalogue-api';
import { EditionsEditor } from './editions-editor';
import { EntriesTable } from './entries-table';
import { ImagesSection } from './images-section';
import { LookupSelect } from './lookup-field';
import { useCatalogueErrorText } from './use-catalogue-error-text';
import { useCatalogueT } from './use-catalogue-t';

/** The fields the editor's form holds; texts per language, empty where there is none. */
export interface ProductDraft {
  title: string;
  slug: string;
  releaseDate: string;
  typeId: string;
  genreId: string;
  developerId: string;
  publisherId: string;
  titles: Record<Language, string>;
  descriptions: Record<Language, string>;
  requirements: Record<Language, LanguageRequirements | null>;
}

const byLanguage = <T,>(value: (lang: Language) => T) =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, value(lang)])) as Record<Language, T>;

export function draftOf(product: AdminProduct): ProductDraft {
  return {
    title: product.title,
    slug: product.slug,
    releaseDate: product.releaseDate,
    typeId: product.typeId,
    genreId: product.genreId,
    developerId: product.developerId,
    publisherId: product.publisherId,
    titles: byLanguage((lang) => product.titles[lang] ?? ''),
    descriptions: byLanguage((lang) => product.descriptions[lang]),
    requirements: byLanguage((lang) => product.systemRequirements[lang] ?? null),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only what changed, in the PATCH body's shape; null when nothing did. */
export function changesOf(before: ProductDraft, after: ProductDraft): UpdateProductBody | null {
  const body: UpdateProductBody = {};
  for (const key of [
    'title',
    'slug',
    'releaseDate',
    'typeId',
    'genreId',
    'developerId',
    'publisherId',
  ] as const) {
    if (before[key] !== after[key]) body[key] = after[key];
  }
  const perLanguage = <T,>(
    field: 'titles' | 'descriptions' | 'requirements',
    empty: (v: T) => T | null,
  ) => {
    const changed: Partial<Record<Language, T | null>> = {};
    for (const lang of LANGUAGES) {
      const value = after[field][lang] as T;
      if (!same(before[field][lang], value)) changed[lang] = empty(value);
    }
    return Object.keys(changed).length > 0 ? changed : undefined;
  };
  const titles = perLanguage<string>('titles', (v) => v.trim() || null);
  if (titles) body.titles = titles;
  const descriptions = perLanguage<string>('descriptions', (v) => v.trim() || null);
  if (descriptions) body.descriptions = descriptions;
  const requirements = perLanguage<LanguageRequirements | null>('requirements', (v) => v);
  if (requirements) body.systemRequirements = requirements;
  return Object.keys(body).length > 0 ? body : null;
}

const EMPTY_LEVEL: RequirementLevel = {
  os: '',
  processor: '',
  memory: '',
  graphics: '',
  directx: '',
  storage: '',
  notes: null,
};
const LEVEL_FIELDS = ['os', 'processor', 'memory', 'graphics', 'directx', 'storage'] as const;
/** The product's facts chosen from the store's lookup lists, in the order the editor shows them. */
const PRODUCT_LOOKUPS = [
  { name: 'types', field: 'typeId', label: 'editor.type' },
  { name: 'genres', field: 'genreId', label: 'editor.genre' },
  { name: 'developers', field: 'developerId', label: 'editor.developer' },
  { name: 'publishers', field: 'publisherId', label: 'editor.publisher' },
] as const;

/** The editor of one product: texts per language, facts, entries, pictures, publishing. */
export function ProductEditor({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useCatalogueT();
  const errorText = useCatalogueErrorText();
  const product = useAdminProduct(id);
  const back = (
    <Button variant="ghost" size="sm" onClick={onBack}>
      {t('editor.back')}
    </Button>
  );
  if (product.isPending) return <StatePanel variant="loading" title={t('editor.loading')} />;
  if (product.isError) {
    return (
      <>
        {back}
        <LoadErrorPanel
          title={t('editor.loadError')}
          description={errorText(product.error)}
          onRetry={() => void product.refetch()}
        />
      </>
    );
  }
  return <EditorForm key={product.data._id} product={product.data} back={back} />;
}

function EditorForm({ product, back }: { product: AdminProduct; back: ReactNode }) {
  const { t } = useCatalogueT();
  const errorText = useCatalogueErrorText();
  const change = useChangeProduct(product._id);
  const [saved, setSaved] = useState(() => draftOf(product));
  const [draft, setDraft] = useState(saved);
  const [lang, setLang] = useState<Language>('en');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const tabs = useTabs({ ids: LANGUAGES, selected: lang, onSelect: setLang });
  const dirty = !same(saved, draft);
  const blocker = useBlocker(dirty);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [dirty]);

  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const onError = (error: unknown) => {
    setNotice({ tone: 'error', text: errorText(error) });
  };
  const showDone = (text: string) => {
    setNotice({ tone: 'success', text });
  };

  const handleSave = (event: SyntheticEvent) => {
    event.preventDefault();
    const body = changesOf(saved, draft);
    if (!body) return;
    setNotice(undefined);
    change.mutate(
      { kind: 'update', body },
      {
        onSuccess: (updated) => {
          const next = draftOf(updated);
          setSaved(next);
          setDraft(next);
          setNotice({ tone: 'success', text: t('editor.saved') });
        },
        onError,
      },
    );
  };

  const requirements = draft.requirements[lang];
  const setLevel = (
    level: 'minimum' | 'recommended',
    field: keyof RequirementLevel,
    value: string,
  ) => {
    const current = requirements ?? { minimum: null, recommended: null };
    const levelValue = { ...(current[level] ?? EMPTY_LEVEL), [field]: value };
    set('requirements', { ...draft.requirements, [lang]: { ...current, [level]: levelValue } });
  };

  return (
    <>
      {back}
      <AdminPageHeader
        title={product.title}
        intro={`#${product._id} · ${product.published ? t('editor.published') : t('editor.unpublished')}`}
        actions={
          <Button
            variant="secondary"
            disabled={change.isPending}
            onClick={() => {
              change.mutate(
                { kind: product.published ? 'unpublish' : 'publish' },
                {
                  onSuccess: (updated) => {
                    setNotice({
                      tone: 'success',
                      text: updated.published
                        ? t('editor.publishedDone')
                        : t('editor.unpublishedDone'),
                    });
                  },
                  onError,
                },
              );
            }}
          >
            {product.published ? t('editor.unpublish') : t('editor.publish')}
          </Button>
        }
      />
      {notice ? (
        <Alert tone={notice.tone} className="mb-4">
          {notice.text}
        </Alert>
      ) : null}
      <form onSubmit={handleSave} className="flex flex-col gap-6">
        <section className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
          <TextField
            label={t('editor.mainTitle')}
            hint={t('editor.mainTitleHint')}
            required
            value={draft.title}
            onChange={(event) => {
              set('title', event.target.value);
            }}
          />
          <div
            aria-label={t('editor.languages')}
            {...tabs.listProps}
            className="flex flex-wrap gap-1 border-b border-slate-200 dark:border-slate-800"
          >
            {LANGUAGES.map((code) => (
              <button
                key={code}
                {...tabs.tabProps(code)}
                className={
                  code === lang
                    ? 'border-b-2 border-brand-600 px-3 py-2 text-sm font-semibold text-brand-700 dark:text-brand-300'
                    : 'px-3 py-2 text-sm text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
                }
              >
                {code.toUpperCase()}
              </button>
            ))}
          </div>
          <div {...tabs.panelProps} className="flex flex-col gap-4">
            <TextField
              label={t('editor.translatedTitle')}
              hint={t('editor.translatedTitleHint')}
              value={draft.titles[lang]}
              onChange={(event) => {
                set('titles', { ...draft.titles, [lang]: event.target.value });
              }}
            />
            <Field label={t('editor.description')}>
              {(control) => (
                <textarea
                  {...control}
                  rows={6}
                  className={inputClasses(false, 'h-auto py-2')}
                  value={draft.descriptions[lang]}
                  onChange={(event) => {
                    set('descriptions', { ...draft.descriptions, [lang]: event.target.value });
                  }}
                />
              )}
            </Field>
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200">
                {t('editor.requirements')}
              </legend>
              {(['minimum', 'recommended'] as const).map((level) => (
                <div key={level} className="grid gap-3 sm:grid-cols-3">
                  <p className="text-sm font-semibold text-slate-700 sm:col-span-3 dark:text-slate-300">
                    {t(`editor.${level}`)}
                  </p>
                  {LEVEL_FIELDS.map((field) => (
                    <TextField
                      key={field}
                      label={`${t(`editor.${field}`)} (${t(`editor.${level}`)})`}
                      value={requirements?.[level]?.[field] ?? ''}
                      onChange={(event) => {
                        setLevel(level, field, event.target.value);
                      }}
                    />
                  ))}
                </div>
              ))}
            </fieldset>
          </div>
        </section>
        <section className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 dark:border-slate-800 dark:bg-slate-900">
          <TextField
            label={t('editor.slug')}
            value={draft.slug}
            onChange={(event) => {
              set('slug', event.target.value);
            }}
          />
          <TextField
            label={t('editor.releaseDate')}
            type="date"
            value={draft.releaseDate}
            onChange={(event) => {
              set('releaseDate', event.target.value);
            }}
          />
          {PRODUCT_LOOKUPS.map(({ name, field, label }) => (
            <LookupSelect
              key={name}
              name={name}
              label={t(label)}
              value={draft[field]}
              onChange={(value) => {
                set(field, value);
              }}
            />
          ))}
        </section>
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={!dirty || change.isPending}>
            {change.isPending ? t('editor.saving') : t('editor.save')}
          </Button>
          {dirty ? (
            <span className="text-sm text-amber-700 dark:text-amber-300">
              {t('editor.unsaved')}
            </span>
          ) : null}
        </div>
      </form>
      <section className="mt-6 flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('entries.title')}
        </h2>
        <EntriesTable product={product} change={change} onDone={showDone} onError={onError} />
        <AddEntryForm product={product} change={change} onDone={showDone} />
      </section>
      <section className="mt-6">
        <EditionsEditor product={product} change={change} onDone={showDone} />
      </section>
      <ImagesSection product={product} change={change} onNotice={setNotice} onError={onError} />
      {blocker.state === 'blocked' ? (
        <Dialog
          role="alertdialog"
          title={t('editor.leaveTitle')}
          description={t('editor.leaveText')}
          closeLabel={t('editor.stay')}
          onClose={() => {
            blocker.reset();
          }}
          footer={
            <>
              <Button
                variant="secondary"
                onClick={() => {
                  blocker.reset();
                }}
              >
                {t('editor.stay')}
              </Button>
              <Button
                onClick={() => {
                  blocker.proceed();
                }}
              >
                {t('editor.leave')}
              </Button>
            </>
          }
        />
      ) : null}
    </>
  );
}
