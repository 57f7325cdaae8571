import type { AdminEntry } from '@store/shared/schemas/admin-catalogue';
import { useState } from 'react';
import { useLookup } from '../../../lib/get-lookup';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { majorToMinor, minorToMajor } from './price';
import type { ProductPartProps } from './product-part';
import { useCatalogueT } from './use-catalogue-t';

type EntriesTableProps = ProductPartProps & { onError: (error: unknown) => void };

/** What an entry's price inputs hold, checked and turned into minor units, or the error. */
export function readPrices(
  price: string,
  salePrice: string,
): { priceMinor: number; salePriceMinor: number | null } | 'bad-price' | 'sale-not-lower' {
  const priceMinor = majorToMinor(price);
  const sale = salePrice.trim();
  const salePriceMinor = sale === '' ? null : majorToMinor(sale);
  if (priceMinor === null || (sale !== '' && salePriceMinor === null)) return 'bad-price';
  if (salePriceMinor !== null && salePriceMinor >= priceMinor) return 'sale-not-lower';
  return { priceMinor, salePriceMinor };
}

/** The product's platform entries, each with its price inputs in EUR. */
export function EntriesTable({ product, change, onDone, onError }: EntriesTableProps) {
  const { t } = useCatalogueT();
  if (product.entries.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('entries.empty')}</p>;
  }
  return (
    <ul aria-label={t('entries.table')} className="flex flex-col gap-3">
      {product.entries.map((entry) => (
        <EntryRow
          key={entry._id}
          product={product}
          entry={entry}
          change={change}
          onDone={onDone}
          onError={onError}
        />
      ))}
    </ul>
  );
}

function EntryRow({
  product,
  entry,
  change,
  onDone,
  onError,
}: EntriesTableProps & { entry: AdminEntry }) {
  const { t } = useCatalogueT();
  const platforms = useLookup('platforms');
  const regions = useLookup('regions');
  const [price, setPrice] = useState(minorToMajor(entry.priceMinor));
  const [salePrice, setSalePrice] = useState(
    entry.salePriceMinor === null ? '' : minorToMajor(entry.salePriceMinor),
  );
  const [error, setError] = useState<string>();
  // While a list loads its names are unknown: a placeholder, never the bare id. A name the
  // loaded list lacks (a lookup removed since) falls back to the id.
  const platform = platforms.isPending
    ? undefined
    : (platforms.data?.find((p) => p._id === entry.platformId)?.name ?? entry.platformId);
  const region = regions.isPending
    ? undefined
    : (regions.data?.find((r) => r._id === entry.regionId)?.name ?? entry.regionId);
  const platformLabel = platform ?? t('entries.platformLoading');
  const edition =
    product.editions.find((e) => e._id === entry.editionId)?.name ?? t('entries.none');

  const handleSave = () => {
    const prices = readPrices(price, salePrice);
    if (prices === 'bad-price' || prices === 'sale-not-lower') {
      setError(t(prices === 'bad-price' ? 'entries.badPrice' : 'entries.saleNotLower'));
      return;
    }
    setError(undefined);
    change.mutate(
      { kind: 'update-entry', entryId: entry._id, body: prices },
      { onSuccess: () => onDone(t('entries.saved')), onError },
    );
  };

  return (
    <li className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
      <p className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">
        <LookupName name={platform} loading={t('entries.platformLoading')} /> ·{' '}
        <LookupName name={region} loading={t('entries.regionLoading')} /> · {t('entries.edition')}:{' '}
        {edition} · {t('entries.keys')}: {entry.keysAvailable}
      </p>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <TextField
          label={t('entries.price')}
          inputMode="decimal"
          value={price}
          error={error}
          onChange={(event) => {
            setPrice(event.target.value);
          }}
        />
        <TextField
          label={t('entries.salePrice')}
          inputMode="decimal"
          value={salePrice}
          onChange={(event) => {
            setSalePrice(event.target.value);
          }}
        />
        <div className="flex gap-2">
          <Button
            size="sm"
            disabled={change.isPending}
            aria-label={t('entries.saveLabel', { platform: platformLabel })}
            onClick={handleSave}
          >
            {t('entries.save')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={entry.inUse || change.isPending}
            title={entry.inUse ? t('entries.inUse') : undefined}
            aria-label={t('entries.removeLabel', { platform: platformLabel })}
            onClick={() => {
              change.mutate(
                { kind: 'remove-entry', entryId: entry._id },
                { onSuccess: () => onDone(t('entries.removed')), onError },
              );
            }}
          >
            {t('entries.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}

/** A lookup's name, or a placeholder (named for assistive tech) while the list loads. */
function LookupName({ name, loading }: { name: string | undefined; loading: string }) {
  if (name !== undefined) return <span>{name}</span>;
  return (
    <span role="status">
      <span className="sr-only">{loading}</span>
      {/* Inline, unlike ui/skeleton's block, since it stands inside a line of text. */}
      <span
        aria-hidden="true"
        className="inline-block h-4 w-16 animate-pulse rounded-md bg-slate-200 align-middle dark:bg-slate-800"
      />
    </span>
  );
}
