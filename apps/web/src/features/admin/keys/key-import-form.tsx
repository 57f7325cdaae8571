import { MAX_KEY_FILE_BYTES } from '@store/shared/rules/key-file';
import type { KeyImport, KeyImportMode } from '@store/shared/schemas/key-stock';
import { clsx } from 'clsx';
import { Upload } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ProgressBar } from '../../../ui/progress-bar';
import { useStaffErrorText } from '../hooks/use-staff-error-text';
import { useImportKeys, useImportProgress } from './keys-api';
import { ImportReport } from './import-report';
import { useKeysT } from './use-keys-t';

const MODES: readonly KeyImportMode[] = ['all-or-nothing', 'good-lines'];

/**
 * A key file for the entry, chosen or dropped, with the choice of what happens to refused
 * lines; a large import's progress follows until it ends, then the line-by-line report.
 */
export function KeyImportForm({ entryId }: { entryId: number }) {
  const { t } = useKeysT();
  const errorText = useStaffErrorText();
  const importKeys = useImportKeys();
  const [file, setFile] = useState<File>();
  const [mode, setMode] = useState<KeyImportMode>('all-or-nothing');
  const [dragging, setDragging] = useState(false);
  const [missing, setMissing] = useState(false);
  const progress = useImportProgress(importKeys.data);
  const current: KeyImport | undefined = progress.data ?? importKeys.data;
  const fileId = useId();
  const hintId = useId();

  const choose = (chosen: File | undefined) => {
    setFile(chosen);
    setMissing(false);
    importKeys.reset();
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  const running = importKeys.isPending || current?.status === 'running';

  return (
    <section
      aria-labelledby="import-title"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="import-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('import.title')}
      </h2>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!file) {
            setMissing(true);
            return;
          }
          importKeys.mutate({ entryId, file, mode });
        }}
      >
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => {
            setDragging(false);
          }}
          onDrop={onDrop}
          className={clsx(
            'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center text-sm',
            dragging
              ? 'border-brand-500 bg-brand-50 dark:bg-brand-500/10'
              : 'border-slate-300 dark:border-slate-700',
          )}
        >
          <Upload aria-hidden="true" className="size-6 text-slate-500 dark:text-slate-400" />
          <p className="text-slate-700 dark:text-slate-300">{t('import.drop')}</p>
          <label htmlFor={fileId} className="font-semibold text-slate-800 dark:text-slate-200">
            {t('import.file')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".txt,.csv,text/plain,text/csv"
            aria-describedby={hintId}
            aria-invalid={missing ? true : undefined}
            className="max-w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-600 file:px-3 file:py-1.5 file:font-semibold file:text-white dark:text-slate-300"
            onChange={(event) => {
              choose(event.target.files?.[0]);
            }}
          />
          <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
            {t('import.fileHint')}
          </p>
          {file ? (
            <p className="text-xs font-semibold text-slate-800 dark:text-slate-200">
              {t('import.chosen', { name: file.name })}
            </p>
          ) : null}
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-slate-800 dark:text-slate-200">
            {t('import.mode')}
          </legend>
          {MODES.map((option) => (
            <label key={option} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name="mode"
                value={option}
                checked={mode === option}
                className="mt-1 accent-brand-600"
                onChange={() => {
                  setMode(option);
                }}
              />
              <span>
                <span className="font-semibold text-slate-900 dark:text-white">
                  {option === 'all-or-nothing' ? t('import.allOrNothing') : t('import.goodLines')}
                </span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {option === 'all-or-nothing'
                    ? t('import.allOrNothingHint')
                    : t('import.goodLinesHint')}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {missing ? <Alert tone="error">{t('import.noFile')}</Alert> : null}
        {file && file.size > MAX_KEY_FILE_BYTES ? (
          <Alert tone="error">{t('import.fileHint')}</Alert>
        ) : null}
        <Button type="submit" className="self-start" pending={running} disabled={running}>
          {t('import.submit')}
        </Button>
      </form>
      {importKeys.isError ? (
        <Alert tone="error">
          {t('import.error')} {errorText(importKeys.error)}
        </Alert>
      ) : null}
      {current ? <ImportOutcome state={current} /> : null}
    </section>
  );
}

/** The import's progress while it runs, then its outcome and the refused lines. */
function ImportOutcome({ state }: { state: KeyImport }) {
  const { t } = useKeysT();
  const counts = {
    processed: state.processed,
    total: state.total,
    imported: state.imported,
    rejected: state.rejected,
  };
  return (
    <div className="flex flex-col gap-3">
      {state.status === 'running' ? (
        <>
          <ProgressBar
            label={t('import.progress')}
            percent={state.total === 0 ? 0 : (state.processed / state.total) * 100}
            valueText={t('import.progressText', counts)}
          />
          <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
            {t('import.running', counts)}
          </p>
        </>
      ) : state.status === 'done' ? (
        <Alert tone="success">{t('import.done', counts)}</Alert>
      ) : state.status === 'refused' ? (
        <Alert tone="error">{t('import.refused', counts)}</Alert>
      ) : (
        <Alert tone="error">{t('import.failed', { error: state.error ?? '' })}</Alert>
      )}
      {state.report.length > 0 ? <ImportReport state={state} /> : null}
    </div>
  );
}
