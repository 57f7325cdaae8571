import { MAX_STOCK_THRESHOLD, type StockEntry } from '@store/shared/schemas/key-stock';
import { useId, useState } from 'react';
import { Button } from '../../../ui/button';
import { inputClasses } from '../../../ui/field';
import { useStaffErrorText } from '../hooks/use-staff-error-text';
import { entryLabel } from './entry-label';
import { useSetThreshold } from './keys-api';
import { useKeysT } from './use-keys-t';

/** An entry's low-stock threshold, edited in its table cell; empty turns the alert off. */
export function ThresholdForm({ entry }: { entry: StockEntry }) {
  const { t } = useKeysT();
  const errorText = useStaffErrorText();
  const save = useSetThreshold();
  const [value, setValue] = useState(entry.threshold === null ? '' : String(entry.threshold));
  const id = useId();
  const label = t('thresholdLabel', { title: `${entry.title} (${entryLabel(entry)})` });
  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ entryId: entry.entryId, threshold: value === '' ? null : Number(value) });
      }}
    >
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          id={id}
          type="number"
          min={0}
          max={MAX_STOCK_THRESHOLD}
          step={1}
          inputMode="numeric"
          placeholder={t('thresholdHint')}
          value={value}
          aria-invalid={save.isError ? true : undefined}
          className={inputClasses(save.isError, 'h-9 w-24')}
          onChange={(event) => {
            setValue(event.target.value);
            save.reset();
          }}
        />
        <Button type="submit" size="sm" variant="secondary" pending={save.isPending}>
          {t('saveThreshold')}
        </Button>
      </div>
      <p aria-live="polite" className="text-xs">
        {save.isError ? (
          <span className="text-rose-700 dark:text-rose-400">
            {t('thresholdFailed')} {errorText(save.error)}
          </span>
        ) : save.isSuccess ? (
          <span className="text-emerald-700 dark:text-emerald-400">{t('thresholdSaved')}</span>
        ) : null}
      </p>
    </form>
  );
}
