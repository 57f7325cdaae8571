import { KEY_STATUSES, type KeyStatus, type StockKey } from '@store/shared/schemas/key-stock';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field, inputClasses } from '../../../ui/field';
import { Pager } from '../../../ui/pager';
import { StatePanel } from '../../../ui/state-panel';
import { AdminTable } from '../components/admin-table';
import { QueryStates } from '../components/query-states';
import { useFormatDateTime } from '../hooks/use-format-date-time';
import { useStaffErrorText } from '../hooks/use-staff-error-text';
import { pageCount, useEntryKeys } from './keys-api';
import { useKeysT } from './use-keys-t';
import { VoidKeyDialog } from './void-key-dialog';

/** The keys of an entry by status, never in clear, each available one with a void button. */
export function EntryKeys({ entryId }: { entryId: number }) {
  const { t } = useKeysT();
  const errorText = useStaffErrorText();
  const formatDateTime = useFormatDateTime();
  const [status, setStatus] = useState<KeyStatus>();
  const [page, setPage] = useState(1);
  const [voiding, setVoiding] = useState<StockKey>();
  const [done, setDone] = useState<string>();
  const keys = useEntryKeys(entryId, status, page);

  return (
    <section
      aria-labelledby="keys-title"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="keys-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('keys.title')}
          </h2>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('keys.hidden')}</p>
        </div>
        <Field label={t('keys.status')} className="sm:w-48">
          {(control) => (
            <select
              {...control}
              className={inputClasses()}
              value={status ?? ''}
              onChange={(event) => {
                setStatus((event.target.value || undefined) as KeyStatus | undefined);
                setPage(1);
              }}
            >
              <option value="">{t('keys.all')}</option>
              {KEY_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`keys.statuses.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {done ? <Alert tone="success">{done}</Alert> : null}
      <QueryStates
        query={keys}
        loadingTitle={t('loading')}
        errorTitle={t('loadError')}
        errorText={errorText}
        isEmpty={(data) => data.keys.length === 0}
        empty={<StatePanel icon={KeyRound} role="status" title={t('keys.empty')} />}
      >
        {(data) => (
          <AdminTable
            look="inset"
            label={t('keys.table')}
            minWidth="min-w-[36rem]"
            columns={[
              { label: t('keys.id') },
              { label: t('keys.status') },
              { label: t('keys.fingerprint') },
              { label: t('keys.created') },
              { label: t('keys.void'), srOnly: true },
            ]}
            pager={
              <Pager
                label={t('keys.pages')}
                page={data.page}
                pages={pageCount(data)}
                onPage={setPage}
                previousText={t('previous')}
                nextText={t('next')}
                pageText={t('pageOf', { page: data.page, pages: pageCount(data) })}
              />
            }
          >
            {data.keys.map((key) => (
              <tr key={key._id}>
                <td className="px-3 py-2 tabular-nums">#{key._id}</td>
                <td className="px-3 py-2">
                  {t(`keys.statuses.${key.status}`)}
                  {key.voidReason ? (
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      {key.voidReason}
                    </span>
                  ) : null}
                </td>
                <td className="px-3 py-2 font-mono text-xs">{key.fingerprint ?? '—'}</td>
                <td className="px-3 py-2 whitespace-nowrap text-slate-600 dark:text-slate-400">
                  <time dateTime={key.createdAt}>{formatDateTime(key.createdAt)}</time>
                </td>
                <td className="px-3 py-2 text-right">
                  {key.status === 'available' ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('keys.voidLabel', { id: key._id })}
                      onClick={() => {
                        setDone(undefined);
                        setVoiding(key);
                      }}
                    >
                      {t('keys.void')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </QueryStates>
      {voiding ? (
        <VoidKeyDialog
          keyId={voiding._id}
          onClose={() => {
            setVoiding(undefined);
          }}
          onDone={() => {
            setDone(t('voidDialog.done', { id: voiding._id }));
            setVoiding(undefined);
          }}
        />
      ) : null}
    </section>
  );
}
