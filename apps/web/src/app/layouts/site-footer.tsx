import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NewsletterForm } from '../../features/preferences/components/newsletter-form';
import { PaymentIcons } from '../../features/preferences/components/payment-icons';
import { RegionCurrencySelector } from '../../features/preferences/components/region-currency-selector';
import { SocialLinks } from '../../features/preferences/components/social-links';
import { Logo } from '../../ui/logo';
import { LanguageSelect } from './language-select';

type FooterLinkKey =
  | 'games'
  | 'giftCards'
  | 'subscriptions'
  | 'about'
  | 'careers'
  | 'contact'
  | 'pos'
  | 'api'
  | 'terms'
  | 'privacy';

const COLUMNS: readonly {
  key: 'shop' | 'company' | 'business' | 'legal';
  links: readonly { key: FooterLinkKey; to: string }[];
}[] = [
  {
    key: 'shop',
    links: [
      { key: 'games', to: '/products?type=1' },
      { key: 'giftCards', to: '/products?type=3' },
      { key: 'subscriptions', to: '/products?type=4' },
    ],
  },
  {
    key: 'company',
    links: [
      { key: 'about', to: '/about' },
      { key: 'careers', to: '/careers' },
      { key: 'contact', to: '/contactus' },
    ],
  },
  {
    key: 'business',
    links: [
      { key: 'pos', to: '/about/pos' },
      { key: 'api', to: '/about/api' },
    ],
  },
  {
    key: 'legal',
    links: [
      { key: 'terms', to: '/terms' },
      { key: 'privacy', to: '/privacy' },
    ],
  },
];

const SECTION_TITLE = 'text-sm font-semibold text-slate-900 dark:text-white';

/**
 * The foot of every page: newsletter, brand with language and region/currency choice, link
 * columns, payment methods, social accounts, copyright and the VAT note.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const newsletterTitleId = useId();

  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60">
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-12 sm:px-6 lg:px-8">
        <section
          aria-labelledby={newsletterTitleId}
          className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6 lg:grid-cols-[1fr_1.1fr] lg:items-start lg:gap-10 dark:border-slate-800 dark:bg-slate-900"
        >
          <div>
            <h2 id={newsletterTitleId} className="text-lg font-bold text-slate-900 dark:text-white">
              {t('preferences.newsletter.title')}
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {t('preferences.newsletter.description')}
            </p>
          </div>
          <NewsletterForm />
        </section>

        <div className="grid gap-10 lg:grid-cols-[1.2fr_3fr]">
          <div className="flex max-w-xs flex-col gap-4">
            <Link to="/" aria-label={t('header.homeLink')} className="self-start rounded-lg">
              <Logo />
            </Link>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('footer.tagline')}</p>
            <LanguageSelect />
            <div className="flex flex-col gap-1.5">
              <p className={SECTION_TITLE}>{t('preferences.selector.label')}</p>
              <RegionCurrencySelector className="self-start" />
            </div>
          </div>

          <nav aria-label={t('footer.navigation')}>
            <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
              {COLUMNS.map((column) => (
                <div key={column.key}>
                  <h2 className={SECTION_TITLE}>{t(`footer.columns.${column.key}`)}</h2>
                  <ul className="mt-3 space-y-2">
                    {column.links.map((link) => (
                      <li key={link.key}>
                        <Link
                          to={link.to}
                          className="rounded text-sm text-slate-600 hover:text-brand-700 dark:text-slate-400 dark:hover:text-brand-300"
                        >
                          {t(`footer.links.${link.key}`)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </nav>
        </div>

        <div className="flex flex-col gap-8 border-t border-slate-200 pt-8 sm:flex-row sm:items-start sm:justify-between dark:border-slate-800">
          <div className="flex flex-col gap-3">
            <h2 className={SECTION_TITLE}>{t('preferences.payments.title')}</h2>
            <PaymentIcons />
          </div>
          <div className="flex flex-col gap-3 sm:items-end">
            <h2 className={SECTION_TITLE}>{t('preferences.social.title')}</h2>
            <SocialLinks />
          </div>
        </div>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        {/* The help launcher sits in the corner: beside these lines from sm up, below them on phones. */}
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 pt-6 pb-help-launcher text-xs text-slate-600 sm:flex-row sm:justify-between sm:px-6 sm:pr-28 sm:pb-6 lg:pl-8 dark:text-slate-400">
          <p>{t('footer.copyright', { year })}</p>
          <p>{t('footer.vatNote')}</p>
        </div>
      </div>
    </footer>
  );
}
