import { CATEGORY_IDS } from '@store/shared/constants';
import clsx from 'clsx';
import { ArrowRight, ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../ui/button';
import {
  ABOUT_GROUPS,
  categoryPath,
  GIFT_CARDS_PATH,
  TOP_SELLERS_PATH,
  type PlatformsLookup,
} from '../nav-links';
import { PlatformList } from './platform-list';
import { Drawer } from '../../../ui/drawer';

interface MobileDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  lookup: PlatformsLookup;
  /** The visitor's part: Login and Register for guests, the dashboard and Logout otherwise. */
  account: ReactNode;
  /** Settings shown at the bottom (the theme toggle). */
  footer?: ReactNode;
}

const sectionHeadingClasses =
  'px-4 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400';

const rowClasses =
  'flex w-full items-center justify-between gap-3 px-4 py-3 text-left text-sm font-semibold text-slate-900 hover:bg-slate-50 dark:text-white dark:hover:bg-slate-800/60';

/** One expandable group of the drawer (a platform family, Gift Cards or About us). */
function DrawerGroup({ label, children }: { label: string; children: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  return (
    <li className="border-b border-slate-100 last:border-b-0 dark:border-slate-800">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={contentId}
        onClick={() => {
          setExpanded((value) => !value);
        }}
        className={rowClasses}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className={clsx(
            'size-4 text-slate-500 transition-transform motion-reduce:transition-none dark:text-slate-400',
            expanded && 'rotate-180',
          )}
        />
      </button>
      <div id={contentId} hidden={!expanded} className="px-2 pb-3">
        {expanded ? children : null}
      </div>
    </li>
  );
}

function AllLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="mb-1 flex items-center gap-1.5 rounded-lg px-2 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-500/10"
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

/**
 * The phone menu (spec section 2): the platform families with their platforms, Gift Cards,
 * Check Top Sellers, the About us links, and the visitor's account links, in a left drawer.
 */
export function MobileDrawer({ id, open, onClose, lookup, account, footer }: MobileDrawerProps) {
  const { t } = useTranslation();

  return (
    <Drawer
      id={id}
      open={open}
      onClose={onClose}
      side="left"
      title={t('navigation.drawer.title')}
      closeLabel={t('navigation.drawer.close')}
      footer={footer}
    >
      <div className="border-b border-slate-200 py-4 dark:border-slate-800">{account}</div>

      <nav aria-label={t('header.mainNavigation')} className="py-4">
        <h3 className={sectionHeadingClasses}>{t('navigation.drawer.shop')}</h3>
        <ul>
          {CATEGORY_IDS.map((category) => {
            const label = t(`categories.${category}`);
            return (
              <DrawerGroup key={category} label={label}>
                <AllLink to={categoryPath(category)}>
                  {t('navigation.families.allProducts', { name: label })}
                </AllLink>
                <PlatformList menuKey={category} lookup={lookup} />
              </DrawerGroup>
            );
          })}
          <DrawerGroup label={t('header.giftCards')}>
            <AllLink to={GIFT_CARDS_PATH}>{t('navigation.families.allGiftCards')}</AllLink>
            <PlatformList menuKey="giftCards" lookup={lookup} />
          </DrawerGroup>
        </ul>
        <div className="px-4 pt-3">
          <Link to={TOP_SELLERS_PATH} className={buttonClasses({ className: 'w-full' })}>
            {t('navigation.families.topSellers')}
          </Link>
        </div>

        <h3 className={clsx(sectionHeadingClasses, 'mt-6')}>{t('navigation.about.title')}</h3>
        {ABOUT_GROUPS.map((group, index) => (
          <ul
            key={group[0]?.key}
            className={clsx(
              'mx-4',
              index > 0 && 'mt-1 border-t border-slate-100 pt-1 dark:border-slate-800',
            )}
          >
            {group.map(({ key, to }) => (
              <li key={key}>
                <Link
                  to={to}
                  className="block rounded-md py-2.5 text-sm font-medium text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
                >
                  {t(`navigation.about.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        ))}
      </nav>
    </Drawer>
  );
}
