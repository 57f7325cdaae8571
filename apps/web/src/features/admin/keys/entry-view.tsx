import { ArrowLeft } from 'lucide-react';
import { Button } from '../../../ui/button';
import { QueryStates } from '../components/query-states';
import { useStaffErrorText } from '../hooks/use-staff-error-text';
import { EntryKeys } from './entry-keys';
import { KeyImportForm } from './key-import-form';
import { useStockEntry } from './keys-api';
import { entryLabel } from './entry-label';
import { useKeysT } from './use-keys-t';

/** One platform entry: its stock, the key file import and its keys. */
export function EntryView({ entryId, onBack }: { entryId: number; onBack: () => void }) {
  const { t } = useKeysT();
  const errorText = useStaffErrorText();
  const entry = useStockEntry(entryId);
  return (
    <div className="flex flex-col gap-6">
      <Button variant="ghost" size="sm" className="self-start" onClick={onBack}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('back')}
      </Button>
      <QueryStates
        query={entry}
        loadingTitle={t('loading')}
        errorTitle={t('entryError')}
        errorText={errorText}
      >
        {(stock) => (
          <>
            <section
              aria-labelledby="entry-title"
              className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <h2 id="entry-title" className="text-lg font-semibold text-slate-900 dark:text-white">
                {stock.title}
              </h2>
              <p className="text-sm text-slate-600 dark:text-slate-400">{entryLabel(stock)}</p>
              <p className="mt-2 text-sm text-slate-800 tabular-nums dark:text-slate-200">
                {t('summary', {
                  available: stock.available,
                  reserved: stock.reserved,
                  sold: stock.sold,
                  voided: stock.voided,
                })}
              </p>
            </section>
            <KeyImportForm entryId={entryId} />
            <EntryKeys entryId={entryId} />
          </>
        )}
      </QueryStates>
    </div>
  );
}
