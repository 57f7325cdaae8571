import { Check, Copy, Mail } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button, buttonClasses } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { useReferralsT } from '../hooks/use-referrals-t';

/** How long "Link copied" stays before the button reads as before. */
const COPIED_MS = 3000;

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies through the Clipboard API; false when the browser has none or refuses. */
async function copyText(text: string): Promise<boolean> {
  // Missing outside secure contexts, and some browsers leave it undefined.
  const clipboard = (navigator as { clipboard?: Partial<Clipboard> }).clipboard;
  if (typeof clipboard?.writeText !== 'function') return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The customer's code and link with Copy and Share by e-mail. When copying fails (spec
 * section 8) the page says so and selects the link, so it can be copied by hand.
 */
export function ShareCard({
  code,
  link,
  windowDays,
}: {
  code: string;
  link: string;
  windowDays: number;
}) {
  const { t } = useReferralsT();
  const linkId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = window.setTimeout(() => {
      setCopy('idle');
    }, COPIED_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [copy]);

  const handleCopy = async () => {
    if (await copyText(link)) {
      setCopy('copied');
      return;
    }
    setCopy('failed');
    inputRef.current?.focus();
    inputRef.current?.select();
  };

  const subject = t('share.emailSubject');
  const body = t('share.emailBody', { link });
  const mailto = `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

  return (
    <Card title={t('share.title')} description={t('share.intro', { days: windowDays })}>
      <div className="flex flex-col gap-4">
        <div>
          <p className="text-xs font-medium text-slate-500 dark:text-slate-400">
            {t('share.code')}
          </p>
          <p className="mt-1 font-mono text-2xl font-extrabold tracking-widest text-slate-900 dark:text-white">
            {code}
          </p>
        </div>
        <div>
          <label
            htmlFor={linkId}
            className="text-xs font-medium text-slate-500 dark:text-slate-400"
          >
            {t('share.link')}
          </label>
          <input
            id={linkId}
            ref={inputRef}
            type="text"
            readOnly
            value={link}
            onFocus={(event) => {
              event.currentTarget.select();
            }}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => void handleCopy()}>
            {copy === 'copied' ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
            {t('share.copy')}
          </Button>
          <a href={mailto} className={buttonClasses({ variant: 'secondary' })}>
            <Mail aria-hidden="true" className="size-4" />
            {t('share.email')}
          </a>
        </div>
        {/* Polite for success; a failure is an alert with the link already selected. */}
        <p role="status" className="text-sm font-semibold text-emerald-700 dark:text-emerald-300">
          {copy === 'copied' ? t('share.copied') : ''}
        </p>
        {copy === 'failed' ? <Alert tone="error">{t('messages.copyFailed')}</Alert> : null}
      </div>
    </Card>
  );
}
