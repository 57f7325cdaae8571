import type { ConsentMode } from '@store/shared/rules/consent';
import { KeyRound, LifeBuoy, ShieldCheck, Zap, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ModalLayer } from '../../../ui/modal-layer';

const POINTS: readonly { key: 'instantKeys' | 'securePayment' | 'helpCentre'; icon: LucideIcon }[] =
  [
    { key: 'instantKeys', icon: Zap },
    { key: 'securePayment', icon: ShieldCheck },
    { key: 'helpCentre', icon: LifeBuoy },
  ];

const LINK_CLASSES =
  'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200';

interface ConsentDialogProps {
  onChoose: (mode: ConsentMode) => void;
}

/**
 * The first-visit dialog: a short welcome, the terms box and the two consent choices. It is
 * modal and has no way out but a choice, so Escape does nothing and Tab stays inside.
 */
export function ConsentDialog({ onChoose }: ConsentDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const checkboxRef = useRef<HTMLInputElement>(null);
  const warningRef = useRef<HTMLDivElement>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  // Counts refused attempts: each one shows (and announces) the warning again.
  const [refusals, setRefusals] = useState(0);
  const warningShown = refusals > 0 && !termsAccepted;

  // Before the first paint, so nothing behind the dialog keeps the focus even for a frame.
  useLayoutEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    if (refusals === 0) return;
    checkboxRef.current?.focus({ preventScroll: true });
    const warning = warningRef.current;
    // jsdom and some embedded browsers lack these; the warning is still announced.
    if (!warning || !('scrollIntoView' in warning)) return;
    const reduced =
      'matchMedia' in window && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    warning.scrollIntoView({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
  }, [refusals]);

  const choose = (mode: ConsentMode) => {
    if (!termsAccepted) {
      setRefusals((count) => count + 1);
      return;
    }
    onChoose(mode);
  };

  const titleId = `${id}-title`;
  const introId = `${id}-intro`;
  const warningId = `${id}-warning`;
  const inactive = termsAccepted ? undefined : true;

  // No onEscape: a choice is required; there is nothing to go back to.
  return (
    <ModalLayer className="fixed inset-0 z-60 flex items-end justify-center bg-slate-950/60 backdrop-blur-sm sm:items-center sm:p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={introId}
        className="flex max-h-[calc(100dvh-1rem)] w-full max-w-[665px] flex-col overflow-hidden rounded-t-2xl border border-slate-200 bg-white text-slate-900 shadow-2xl sm:max-h-[calc(100dvh-2rem)] sm:rounded-2xl dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100"
      >
        <header className="bg-linear-to-br from-brand-600 to-indigo-700 px-5 pt-5 pb-4 text-white sm:px-7 sm:pt-6">
          <div className="flex items-center gap-3 sm:block">
            <span
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-xl bg-white/15 ring-1 ring-white/30 ring-inset"
            >
              <KeyRound className="size-5" strokeWidth={2.5} />
            </span>
            <h2
              ref={headingRef}
              id={titleId}
              tabIndex={-1}
              className="text-xl font-extrabold tracking-tight outline-none sm:mt-3 sm:text-2xl"
            >
              {t('consent.title')}
            </h2>
          </div>
          <p id={introId} className="mt-2 text-sm text-brand-50 sm:mt-1">
            {t('consent.intro')}
          </p>
        </header>

        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 sm:px-7">
          <ul className="grid gap-3 sm:grid-cols-3">
            {POINTS.map(({ key, icon: Icon }) => (
              <li
                key={key}
                className="flex gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:flex-col sm:gap-2 dark:border-slate-800 dark:bg-slate-950/60"
              >
                <span
                  aria-hidden="true"
                  className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300"
                >
                  <Icon className="size-5" />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-bold text-slate-900 dark:text-white">
                    {t(`consent.points.${key}.title`)}
                  </span>
                  <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-400">
                    {t(`consent.points.${key}.text`)}
                  </span>
                </span>
              </li>
            ))}
          </ul>

          <h3 className="mt-5 text-sm font-bold text-slate-900 dark:text-white">
            {t('consent.privacyTitle')}
          </h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t('consent.privacyText')}
          </p>

          <label className="mt-4 flex items-start gap-3 rounded-xl border border-slate-200 p-3 text-sm text-slate-700 has-[input:focus-visible]:border-brand-500 dark:border-slate-700 dark:text-slate-300">
            <input
              ref={checkboxRef}
              type="checkbox"
              checked={termsAccepted}
              onChange={(event) => {
                setTermsAccepted(event.target.checked);
              }}
              aria-invalid={warningShown || undefined}
              aria-describedby={warningShown ? warningId : undefined}
              className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-600"
            />
            <span>
              <Trans
                i18nKey="consent.acceptTerms"
                components={{
                  terms: <ConsentLink to="/terms" newTab={t('consent.newTab')} />,
                  privacy: <ConsentLink to="/privacy" newTab={t('consent.newTab')} />,
                }}
              />
            </span>
          </label>

          {warningShown ? (
            <div ref={warningRef} id={warningId} className="mt-3 scroll-mb-4">
              <Alert key={refusals} tone="error">
                {t('authMessages.acceptTerms')}
              </Alert>
            </div>
          ) : null}
        </div>

        <footer className="flex flex-col gap-2 border-t border-slate-200 bg-white px-5 py-4 sm:flex-row sm:justify-end sm:px-7 dark:border-slate-800 dark:bg-slate-900">
          <Button
            variant="secondary"
            size="lg"
            aria-disabled={inactive}
            onClick={() => {
              choose('essential');
            }}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-70 sm:min-w-44"
          >
            {t('consent.essentialOnly')}
          </Button>
          <Button
            size="lg"
            aria-disabled={inactive}
            onClick={() => {
              choose('all');
            }}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-70 sm:min-w-44"
          >
            {t('consent.acceptAll')}
          </Button>
        </footer>
      </div>
    </ModalLayer>
  );
}

/** A legal page opened beside the dialog, so the choice is still waiting on return. */
function ConsentLink({
  to,
  newTab,
  children,
}: {
  to: string;
  newTab: string;
  children?: ReactNode;
}) {
  return (
    <Link to={to} target="_blank" rel="noopener" className={LINK_CLASSES}>
      {children}
      <span className="sr-only"> {newTab}</span>
    </Link>
  );
}
