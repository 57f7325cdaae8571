import { useSearchParams } from 'react-router';
import { EntryView } from './entry-view';
import { StockTable } from './stock-table';
import { useKeysT } from './use-keys-t';
import { AdminPageHeader } from '../components/admin-page-header';

/**
 * /admin/keys: the key stock for the catalogue staff. The URL holds the state: `q`,
 * `lowOnly` and `page` for the stock table, `entry` for one platform entry's import and keys.
 */
export function KeysPage() {
  const { t } = useKeysT();
  const [params, setParams] = useSearchParams();
  const entryId = Number(params.get('entry'));
  const update = (changes: Record<string, string | undefined>) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  };
  return (
    <>
      <AdminPageHeader title={t('title')} intro={t('intro')} />
      {Number.isInteger(entryId) && entryId > 0 ? (
        <EntryView
          entryId={entryId}
          onBack={() => {
            update({ entry: undefined });
          }}
        />
      ) : (
        <StockTable
          filter={{
            q: params.get('q') ?? '',
            lowOnly: params.get('lowOnly') === 'true',
            page: Math.max(1, Number(params.get('page')) || 1),
          }}
          onFilter={(changes) => {
            update(changes);
          }}
          onOpen={(id, q) => {
            update({ entry: String(id), q });
          }}
        />
      )}
    </>
  );
}
