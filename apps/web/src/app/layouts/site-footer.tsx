import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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

export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();

  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.2fr_3fr] lg:px-8">
        <div className="flex max-w-xs flex-col gap-4">
          <Link to="/" aria-label={t('header.homeLink')} className="self-start rounded-lg">
            <Logo />
          </Link>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('footer.tagline')}</p>
          <LanguageSelect />
        </div>

        <nav aria-label={t('footer.navigation')}>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {COLUMNS.map((column) => (
              <div key={column.key}>
                <h2 className="text-sm font-semibold text-slate-900 dark:text-white">
                  {t(`footer.columns.${column.key}`)}
                </h2>
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
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-slate-500 sm:flex-row sm:justify-between sm:px-6 lg:px-8 dark:text-slate-400">
          <p>{t('footer.copyright', { year })}</p>
          <p>{t('footer.vatNote')}</p>
        </div>
      </div>
    </footer>
  );
}
