import { Landmark, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';

interface ChallengePanelProps {
  amount: string;
  last4: string;
  /** Which answer is on its way, if any. */
  pending: 'approve' | 'deny' | null;
  alert?: ReactNode;
  onAnswer: (approve: boolean) => void;
}

/**
 * The 3-D Secure check, looking like the bank's own page: the payment to confirm and the two
 * answers. Focus moves to it when it opens, so keyboard and screen-reader users land on it.
 */
export function ChallengePanel({ amount, last4, pending, alert, onAnswer }: ChallengePanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border border-slate-300 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-center gap-2 bg-slate-800 px-5 py-3 text-white dark:bg-slate-950">
        <Landmark aria-hidden="true" className="size-5" />
        <span className="font-bold tracking-wide">{t('payment.challenge.bank')}</span>
      </div>
      <div className="flex flex-col items-center gap-4 px-5 py-8 text-center sm:px-10">
        <span
          aria-hidden="true"
          className="grid size-14 place-items-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-900/50 dark:text-emerald-300"
        >
          <ShieldCheck className="size-7" />
        </span>
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-extrabold text-slate-900 outline-none dark:text-white"
        >
          {t('payment.challenge.title')}
        </h2>
        <p className="max-w-sm text-slate-700 dark:text-slate-200">
          {t('payment.challenge.description', { amount, last4 })}
        </p>
        {alert ? <div className="w-full text-left">{alert}</div> : null}
        <div className="mt-2 grid w-full max-w-sm gap-3 sm:grid-cols-2">
          <Button
            size="lg"
            pending={pending === 'approve'}
            disabled={pending !== null}
            onClick={() => {
              onAnswer(true);
            }}
          >
            {t('payment.challenge.approve')}
          </Button>
          <Button
            size="lg"
            variant="secondary"
            pending={pending === 'deny'}
            disabled={pending !== null}
            onClick={() => {
              onAnswer(false);
            }}
          >
            {t('payment.challenge.deny')}
          </Button>
        </div>
        <p className="text-xs text-slate-500 dark:text-slate-400">{t('payment.challenge.note')}</p>
      </div>
    </section>
  );
}
