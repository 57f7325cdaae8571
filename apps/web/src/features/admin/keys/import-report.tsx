import type { KeyImport } from '@store/shared/schemas/key-stock';
import { useKeysT } from './use-keys-t';

/** The refused lines of an import: line number and reason, the first ones when capped. */
export function ImportReport({ state }: { state: KeyImport }) {
  const { t } = useKeysT();
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{t('import.report')}</h3>
      {state.reportTruncated ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t('import.reportTruncated', { shown: state.report.length, rejected: state.rejected })}
        </p>
      ) : null}
      <div className="max-h-80 overflow-auto rounded-lg border border-slate-200 dark:border-slate-800">
        <table aria-label={t('import.report')} className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600 uppercase dark:bg-slate-800 dark:text-slate-400">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('import.line')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('import.reason')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {state.report.map((bad) => (
              <tr key={bad.line}>
                <td className="px-3 py-1.5 tabular-nums">{bad.line}</td>
                <td className="px-3 py-1.5">
                  {t(`import.reasons.${bad.reason}`, { firstLine: bad.firstLine ?? '' })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
