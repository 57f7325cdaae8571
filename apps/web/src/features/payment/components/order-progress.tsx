import clsx from 'clsx';
import { Check, LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgressView, StepState } from '../utils/order-progress';

const MARKS: Record<StepState, string> = {
  done: 'bg-emerald-600 text-white dark:bg-emerald-500 dark:text-slate-950',
  current:
    'bg-brand-100 text-brand-700 ring-2 ring-brand-600 dark:bg-brand-950 dark:text-brand-200',
  upcoming: 'bg-slate-200 text-slate-500 dark:bg-slate-800 dark:text-slate-400',
};

/**
 * Fulfilment as it happens: a progress bar, what the current step is doing (announced
 * politely as it changes) and the list of steps with their state.
 */
export function OrderProgress({ view }: { view: ProgressView }) {
  const { t } = useTranslation();
  const titleId = useId();
  const currentLabel =
    view.current === 'done'
      ? t('payment.complete.progress.done')
      : t(`payment.complete.progress.steps.${view.current}`);

  return (
    <section aria-labelledby={titleId} className="flex w-full flex-col gap-3 text-left">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <h3 id={titleId} className="font-semibold text-slate-900 dark:text-white">
          {t('payment.complete.progress.title')}
        </h3>
        <span aria-hidden="true" className="font-mono text-slate-600 dark:text-slate-400">
          {view.percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={view.percent}
        aria-valuetext={`${view.percent}%, ${currentLabel}`}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-500 motion-reduce:transition-none dark:bg-brand-400"
          style={{ width: `${view.percent}%` }}
        />
      </div>
      <p role="status" className="min-h-5 text-sm text-slate-700 dark:text-slate-200">
        <span className="font-semibold">{currentLabel}</span>
        {view.details ? <span>: {view.details}</span> : null}
      </p>
      <ol aria-label={t('payment.complete.progress.stepsLabel')} className="flex flex-col gap-2">
        {view.steps.map(({ step, state }) => (
          <li
            key={step}
            aria-current={state === 'current' ? 'step' : undefined}
            className="flex items-center gap-3 text-sm"
          >
            <span
              aria-hidden="true"
              className={clsx('grid size-6 shrink-0 place-items-center rounded-full', MARKS[state])}
            >
              {state === 'done' ? (
                <Check className="size-3.5" />
              ) : state === 'current' ? (
                <LoaderCircle className="size-3.5 animate-spin motion-reduce:animate-none" />
              ) : null}
            </span>
            <span
              className={clsx(
                state === 'upcoming'
                  ? 'text-slate-600 dark:text-slate-400'
                  : 'font-medium text-slate-900 dark:text-white',
              )}
            >
              {t(`payment.complete.progress.steps.${step}`)}
            </span>
            <span className="sr-only">({t(`payment.complete.progress.states.${state}`)})</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
