import { useLookup, type LookupName } from '../../../lib/get-lookup';
import { Field, inputClasses } from '../../../ui/field';
import { useCatalogueT } from './use-catalogue-t';

/**
 * A required choice from one of the store's lookup lists (type, genre, platform, …), with an
 * empty "choose" option first; disabled with a loading note until the list is there.
 */
export function LookupField({
  name,
  label,
  value,
  error,
  onChange,
}: {
  name: Extract<
    LookupName,
    'types' | 'genres' | 'developers' | 'publishers' | 'ratings' | 'platforms' | 'regions'
  >;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useCatalogueT();
  const lookup = useLookup(name);
  return (
    <Field
      label={label}
      required
      error={error ?? (lookup.isError ? t('form.lookupError') : undefined)}
    >
      {(control) => (
        <select
          {...control}
          className={inputClasses(Boolean(error))}
          value={value}
          disabled={lookup.isPending}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        >
          <option value="">{lookup.isPending ? t('form.loadingChoices') : t('form.choose')}</option>
          <LookupOptions entries={lookup.data} />
        </select>
      )}
    </Field>
  );
}

/**
 * A product's fact from a lookup list as the editor shows it: the current choice stays
 * selectable even when the list does not (yet) hold it, so nothing changes unasked.
 */
export function LookupSelect({
  name,
  label,
  value,
  onChange,
}: {
  name: Extract<LookupName, 'types' | 'genres' | 'developers' | 'publishers'>;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const lookup = useLookup(name);
  return (
    <Field label={label}>
      {(control) => (
        <select
          {...control}
          className={inputClasses()}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        >
          {lookup.data?.some((entry) => entry._id === value) ? null : (
            <option value={value}>{value}</option>
          )}
          <LookupOptions entries={lookup.data} />
        </select>
      )}
    </Field>
  );
}

/** A lookup list's entries as options, by id, named. */
function LookupOptions({
  entries,
}: {
  entries: readonly { _id: string; name: string }[] | undefined;
}) {
  return entries?.map((entry) => (
    <option key={entry._id} value={entry._id}>
      {entry.name}
    </option>
  ));
}
