import clsx from 'clsx';
import { Check, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../ui/button';
import { API_PLANS, type ApiPlan } from '../api-plans';

/** The three wholesale API plans side by side, each with its monthly request quota. */
export function PlanCards() {
  return (
    <ul className="grid gap-6 lg:grid-cols-3 lg:items-stretch">
      {API_PLANS.map((plan) => (
        <li key={plan.id} className="flex">
          <PlanCard plan={plan} />
        </li>
      ))}
    </ul>
  );
}

function PlanCard({ plan }: { plan: ApiPlan }) {
  const { t, i18n } = useTranslation();
  const name = t(`content.plans.items.${plan.id}.name`);
  const quota =
    plan.monthlyRequests === null
      ? t('content.plans.unlimited')
      : new Intl.NumberFormat(i18n.resolvedLanguage).format(plan.monthlyRequests);

  return (
    <article
      aria-label={name}
      data-plan={plan.id}
      className={clsx(
        'relative flex w-full flex-col rounded-3xl border bg-white p-6 shadow-sm sm:p-8 dark:bg-slate-900',
        plan.featured
          ? 'border-brand-500 ring-2 ring-brand-500 dark:border-brand-400 dark:ring-brand-400'
          : 'border-slate-200 dark:border-slate-800',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-xl font-bold text-slate-900 dark:text-white">{name}</h3>
        {plan.featured ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-brand-500/20 dark:text-brand-100">
            <Sparkles aria-hidden="true" className="size-3.5" />
            {t('content.plans.featured')}
          </span>
        ) : null}
      </div>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        {t(`content.plans.items.${plan.id}.summary`)}
      </p>

      <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-extrabold tracking-tight text-slate-900 dark:text-white">
          {quota}
        </span>
        <span className="text-sm font-medium text-slate-600 dark:text-slate-300">
          {t('content.plans.perMonth')}
        </span>
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t('content.plans.priceOnRequest')}
      </p>

      {plan.includes ? (
        <p className="mt-6 text-sm font-semibold text-slate-900 dark:text-white">
          {t('content.plans.everythingIn', {
            plan: t(`content.plans.items.${plan.includes}.name`),
          })}
        </p>
      ) : null}
      <ul className={clsx('flex-1 space-y-3', plan.includes ? 'mt-3' : 'mt-6')}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3 text-slate-700 dark:text-slate-200">
            <Check
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300"
            />
            {t(`content.plans.features.${feature}`)}
          </li>
        ))}
      </ul>

      <Link
        to="/contactus"
        className={buttonClasses({
          variant: plan.featured ? 'primary' : 'secondary',
          className: 'mt-8 w-full',
        })}
      >
        {t('content.plans.cta', { plan: name })}
      </Link>
    </article>
  );
}
