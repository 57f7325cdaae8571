import {
  BadgeCheck,
  BookOpen,
  Check,
  Gamepad2,
  Globe2,
  HeartHandshake,
  Rocket,
  Scale,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';

const REASONS: readonly { key: 'players' | 'impact' | 'europe'; icon: LucideIcon }[] = [
  { key: 'players', icon: Gamepad2 },
  { key: 'impact', icon: Rocket },
  { key: 'europe', icon: Globe2 },
];

const VALUES: readonly { key: 'trust' | 'clear' | 'players' | 'learn'; icon: LucideIcon }[] = [
  { key: 'trust', icon: BadgeCheck },
  { key: 'clear', icon: Scale },
  { key: 'players', icon: HeartHandshake },
  { key: 'learn', icon: BookOpen },
];

const BENEFITS = ['flexible', 'holidays', 'learning', 'games', 'hardware', 'transport'] as const;

const HEADING = 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white';

/** The part of the careers page that needs no API: why join, our values and benefits. */
export function CareersIntro() {
  const { t } = useTranslation();
  return (
    <>
      <section aria-labelledby="careers-why">
        <h2 id="careers-why" className={HEADING}>
          {t('company.careers.why.title')}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {REASONS.map(({ key, icon: Icon }) => (
            <li
              key={key}
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs dark:border-slate-800 dark:bg-slate-900"
            >
              <span
                aria-hidden="true"
                className="grid size-11 place-items-center rounded-xl bg-brand-600 text-white dark:bg-brand-500 dark:text-slate-950"
              >
                <Icon className="size-5" />
              </span>
              <h3 className="mt-4 text-base font-bold text-slate-900 dark:text-white">
                {t(`company.careers.why.items.${key}.title`)}
              </h3>
              <p className="mt-1.5 text-sm leading-relaxed text-slate-600 dark:text-slate-300">
                {t(`company.careers.why.items.${key}.description`)}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-10 lg:grid-cols-2 lg:gap-12">
        <section aria-labelledby="careers-values">
          <h2 id="careers-values" className={HEADING}>
            {t('company.careers.values.title')}
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2">
            {VALUES.map(({ key, icon: Icon }) => (
              <li key={key} className="flex gap-3">
                <Icon
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300"
                />
                <div>
                  <h3 className="text-base font-semibold text-slate-900 dark:text-white">
                    {t(`company.careers.values.items.${key}.title`)}
                  </h3>
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                    {t(`company.careers.values.items.${key}.description`)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="careers-benefits"
          className="rounded-2xl bg-slate-50 p-6 dark:bg-slate-900/60"
        >
          <h2 id="careers-benefits" className={HEADING}>
            {t('company.careers.benefits.title')}
          </h2>
          <ul className="mt-5 flex flex-col gap-3">
            {BENEFITS.map((key) => (
              <li key={key} className="flex gap-3 text-sm text-slate-700 dark:text-slate-200">
                <span
                  aria-hidden="true"
                  className="grid size-5 shrink-0 place-items-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-900/60 dark:text-emerald-300"
                >
                  <Check className="size-3.5" />
                </span>
                {t(`company.careers.benefits.items.${key}`)}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
