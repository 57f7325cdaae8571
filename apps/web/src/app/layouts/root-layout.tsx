import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router';
import { ConsentHost } from '../../features/consent/components/consent-host';
import { HelpLauncher } from '../../features/help/components/help-launcher';
import { ConnectionNotices } from '../../features/status/components/connection-notices';
import {
  isUnderConstructionPath,
  StoreStatusGate,
} from '../../features/status/components/store-status-gate';
import { useStoreStatus } from '../../features/status/hooks/use-store-status';
import { useHashScroll } from '../../lib/use-hash-scroll';
import { NavigationProgress } from './navigation-progress';
import { NoticeArea } from './notice-area';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Every freshly loaded document starts at the location key 'default'; keyed by that alone, a
 * page loaded in a tab would take over the scroll position saved by another page.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `default:${location.pathname}` : location.key;

/** The frame of every page: skip link, header, main landmark, footer and notices. */
export function RootLayout() {
  const { t } = useTranslation();
  const status = useStoreStatus();
  const { pathname } = useLocation();
  // /__uc is the under-construction page itself: the same restricted frame as maintenance.
  const restricted = status !== 'online' || isUnderConstructionPath(pathname);
  useHashScroll();
  return (
    <div className="flex min-h-dvh flex-col bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
      <a
        href="#main"
        className="sr-only rounded-lg bg-brand-600 font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2"
      >
        {t('common.skipToContent')}
      </a>
      <NavigationProgress />
      <SiteHeader restricted={restricted} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <StoreStatusGate status={status}>
          <Outlet />
        </StoreStatusGate>
      </main>
      <SiteFooter />
      <NoticeArea />
      <ConsentHost />
      <ConnectionNotices />
      <HelpLauncher />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
