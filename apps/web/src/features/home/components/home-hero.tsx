import type { CategoryId } from '@store/shared/constants';
import { Headset, KeyRound, Receipt, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../ui/button';

// Brand colours of the four platform families, for the shortcut tiles.
const PLATFORM_TILES: readonly { category: CategoryId; className: string }[] = [
  { category: 'pc', className: 'from-slate-700 to-slate-900' },
  { category: 'xb', className: 'from-green-600 to-green-800' },
  { category: 'ps', className: 'from-blue-600 to-blue-800' },
  { category: 'nt', className: 'from-red-600 to-red-800' },
];

/** The opening banner of the home page: promise, main calls to action and platform shortcuts. */
export function HomeHero() {
  const { t } = useTranslation();
  const perks = [
    { icon: Zap, text: t('home.hero.perks.delivery') },
    { icon: Receipt, text: t('home.hero.perks.vat') },
    { icon: Headset, text: t('home.hero.perks.support') },
  ];

  return (
    <section className="relative isolate overflow-hidden bg-linear-to-br from-brand-700 via-violet-700 to-indigo-800 text-white dark:from-brand-950 dark:via-violet-950 dark:to-slate-950">
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 -z-10 size-96 rounded-full bg-fuchsia-400/30 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -left-16 -z-10 size-80 rounded-full bg-indigo-400/30 blur-3xl"
      />
      <KeyRound
        aria-hidden="true"
        className="absolute top-1/2 right-8 -z-10 hidden size-72 -translate-y-1/2 rotate-12 text-white/10 lg:block"
        strokeWidth={1.25}
      />

      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8 lg:py-24">
        <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
          {t('home.hero.eyebrow')}
        </p>
        <h1 className="mt-3 max-w-2xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          {t('home.hero.title')}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-pretty text-brand-50/90">
          {t('home.hero.subtitle')}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/products" className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
            {t('home.hero.primaryCta')}
          </Link>
          <Link
            to="/products?type=3"
            className={buttonClasses({ variant: 'inverseOutline', size: 'lg' })}
          >
            {t('home.hero.secondaryCta')}
          </Link>
        </div>
        <ul className="mt-10 flex flex-wrap gap-x-8 gap-y-3 text-sm text-brand-50">
          {perks.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon aria-hidden="true" className="size-4 text-amber-300" />
              {text}
            </li>
          ))}
        </ul>

        <nav aria-label={t('home.platformsLabel')} className="mt-12">
          <ul className="grid max-w-2xl grid-cols-2 gap-3 sm:grid-cols-4">
            {PLATFORM_TILES.map(({ category, className }) => (
              <li key={category}>
                <Link
                  to={`/products?category=${category}`}
                  className={`flex h-14 items-center justify-center rounded-xl bg-linear-to-br ${className} text-sm font-bold shadow-lg ring-1 ring-white/15 transition hover:-translate-y-0.5 hover:ring-white/40`}
                >
                  {t(`categories.${category}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
