import { PLATFORM_GROUPS, PRODUCT_TYPES, type CategoryId } from '@store/shared/constants';
import clsx from 'clsx';
import { ArrowRight } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../ui/button';
import { useMenuBar, type MenuBar } from '../hooks/use-menu-bar';
import {
  ABOUT_GROUPS,
  categoryPath,
  GIFT_CARDS_PATH,
  MENU_KEYS,
  TOP_SELLERS_PATH,
  type MenuKey,
  type PlatformsLookup,
} from '../nav-links';
import { NavMenuItem } from './nav-menu-item';
import { PlatformList } from './platform-list';

interface MainNavProps {
  lookup: PlatformsLookup;
  /** Called when a platform menu is about to show, so the lookup can start loading. */
  onNeedPlatforms: () => void;
  className?: string;
}

const PANEL_CLASSES: Record<MenuKey, string> = {
  pc: 'w-[34rem] p-4',
  xb: 'w-80 p-4',
  ps: 'w-80 p-4',
  nt: 'w-80 p-4',
  giftCards: 'w-[28rem] p-4',
};

function isActive(key: MenuKey, pathname: string, params: URLSearchParams): boolean {
  if (pathname.toLowerCase() !== '/products') return false;
  const type = params.get('type');
  if (key === 'giftCards') return type === String(PRODUCT_TYPES.giftCard);
  if (params.get('category') === key) return true;
  const platform = Number(params.get('platform'));
  return type === String(PRODUCT_TYPES.game) && PLATFORM_GROUPS[key].includes(platform);
}

/** The desktop header's navigation: a hover menu per platform family, Gift Cards and About us. */
export function MainNav({ lookup, onNeedPlatforms, className }: MainNavProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const navRef = useRef<HTMLElement>(null);
  const bar = useMenuBar(navRef);

  return (
    <nav ref={navRef} aria-label={t('header.mainNavigation')} className={className}>
      <ul className="flex items-center gap-0.5">
        {MENU_KEYS.map((key) => {
          const label = key === 'giftCards' ? t('header.giftCards') : t(`categories.${key}`);
          return (
            <NavMenuItem
              key={key}
              menuKey={key}
              label={label}
              to={key === 'giftCards' ? GIFT_CARDS_PATH : categoryPath(key)}
              active={isActive(key, pathname, params)}
              bar={bar}
              align={key === 'giftCards' ? 'end' : 'start'}
              panelClassName={PANEL_CLASSES[key]}
              onIntent={onNeedPlatforms}
            >
              {key === 'giftCards' ? (
                <GiftCardsPanel lookup={lookup} />
              ) : (
                <FamilyPanel category={key} label={label} lookup={lookup} />
              )}
            </NavMenuItem>
          );
        })}
        <AboutMenuItem bar={bar} align="end" />
      </ul>
    </nav>
  );
}

function PanelHeading({ children }: { children: string }) {
  return (
    <p className="px-2 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
      {children}
    </p>
  );
}

function PanelFooter({ to, label }: { to: string; label: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 flex items-center justify-between gap-4 border-t border-slate-200 pt-4 dark:border-slate-800">
      <Link
        to={to}
        className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
      >
        {label}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
      <Link to={TOP_SELLERS_PATH} className={buttonClasses({ size: 'sm' })}>
        {t('navigation.families.topSellers')}
      </Link>
    </div>
  );
}

function FamilyPanel({
  category,
  label,
  lookup,
}: {
  category: CategoryId;
  label: string;
  lookup: PlatformsLookup;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PanelHeading>{t('navigation.families.platforms')}</PanelHeading>
      <PlatformList menuKey={category} lookup={lookup} columns={category === 'pc' ? 2 : 1} />
      <PanelFooter
        to={categoryPath(category)}
        label={t('navigation.families.allProducts', { name: label })}
      />
    </>
  );
}

function GiftCardsPanel({ lookup }: { lookup: PlatformsLookup }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="px-2 pb-3 text-sm text-slate-600 dark:text-slate-400">
        {t('navigation.families.giftCardsIntro')}
      </p>
      <PlatformList menuKey="giftCards" lookup={lookup} columns={2} />
      <PanelFooter to={GIFT_CARDS_PATH} label={t('navigation.families.allGiftCards')} />
    </>
  );
}

/** About us: the about page's sections, the business pages, Careers and Contact us. */
export function AboutMenuItem({ bar, align = 'start' }: { bar: MenuBar; align?: 'start' | 'end' }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <NavMenuItem
      menuKey="about"
      label={t('navigation.about.title')}
      to="/about"
      active={pathname.toLowerCase() === '/about'}
      bar={bar}
      align={align}
      panelClassName="w-64 p-2"
    >
      {ABOUT_GROUPS.map((group, index) => (
        <ul
          key={group[0]?.key}
          className={clsx(index > 0 && 'mt-1 border-t border-slate-200 pt-1 dark:border-slate-800')}
        >
          {group.map(({ key, to }) => (
            <li key={key}>
              <Link
                to={to}
                className="block rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white"
              >
                {t(`navigation.about.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      ))}
    </NavMenuItem>
  );
}

/** The header's only menu while the store is offline or down (spec section 2). */
export function AboutOnlyNav({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navRef = useRef<HTMLElement>(null);
  const bar = useMenuBar(navRef);
  return (
    <nav ref={navRef} aria-label={t('navigation.aboutNavigation')} className={className}>
      <ul className="flex items-center">
        <AboutMenuItem bar={bar} align="end" />
      </ul>
    </nav>
  );
}
