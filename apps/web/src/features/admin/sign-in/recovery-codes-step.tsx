import { Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClasses } from '../../../ui/button';
import { useAdminT } from '../hooks/use-admin-t';

/** After a first enrolment: the ten recovery codes, shown this once, to copy or download. */
export function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useAdminT();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const text = `${codes.join('\n')}\n`;

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <ol className="grid grid-cols-2 gap-2 rounded-xl bg-slate-100 p-4 font-mono text-sm text-slate-900 select-all dark:bg-slate-800 dark:text-slate-100">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void handleCopy()}>
          <Copy aria-hidden="true" className="size-4" />
          {t('signIn.copyCodes')}
        </Button>
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download={t('signIn.codesFileName')}
          className={buttonClasses({ variant: 'secondary' })}
        >
          <Download aria-hidden="true" className="size-4" />
          {t('signIn.downloadCodes')}
        </a>
      </div>
      <p role="status" className="min-h-5 text-sm text-slate-600 dark:text-slate-400">
        {copy === 'copied' ? t('signIn.copied') : copy === 'failed' ? t('signIn.copyFailed') : ''}
      </p>
      <Button size="lg" onClick={onDone}>
        {t('signIn.savedThem')}
      </Button>
    </div>
  );
}
