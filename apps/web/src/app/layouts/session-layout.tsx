import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { useMe } from '../../features/account/api/get-me';
import { isAuthPage } from '../../lib/auth-redirect';
import { selectShowsWelcomePage, useAuthStore } from '../../stores/auth';
import { PageLoading } from '../../ui/page-loading';
import { loadWithRetry } from '../../lib/load-with-retry';
import { useEndPushOnSignOut } from './end-push-on-sign-out';
import { trackLoyaltyEvent } from './loyalty-analytics';

const WelcomePage = lazy(() =>
  loadWithRetry(() => import('../../features/account/components/welcome-page')).then((module) => ({
    default: module.WelcomePage,
  })),
);

// Its texts and code load only for a signed-in customer, after the page.
const AchievementToasts = lazy(() =>
  loadWithRetry(() => import('../../features/loyalty/components/achievement-toasts')).then(
    (module) => ({ default: module.AchievementToasts }),
  ),
);

/** Where the links mailed for an e-mail change open. */
const ACCOUNT_EMAIL_LINKS = '/account/email/';

/** The spec's default referral query parameter (section 9). */
const REFERRAL_PARAM = 'ref';

/** Keeps a referral code from a link until the visitor registers (spec section 5). */
function useReferralFromLink() {
  const [params] = useSearchParams();
  const code = params.get(REFERRAL_PARAM)?.trim();
  useEffect(() => {
    if (code) useAuthStore.getState().setPendingReferralCode(code);
  }, [code]);
}

/** Nothing of one account may be shown to whoever uses the browser next. */
function useForgetAccountOnSignOut() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if (previous.user && !state.user) queryClient.removeQueries({ queryKey: ['account'] });
      }),
    [queryClient],
  );
}

/** A session ended by the app is forgotten once the sign-in page is on screen. */
function useCompleteSignOut() {
  const { pathname } = useLocation();
  const pending = useAuthStore((state) => state.pendingSignOut !== null);
  useEffect(() => {
    if (pending && isAuthPage(pathname)) useAuthStore.getState().completePendingSignOut();
  }, [pending, pathname]);
}

/**
 * Around every page: asks the server who is signed in, and shows the restricted layout,
 * only the welcome page on every path, while the account has steps left (spec section 2).
 */
export function SessionLayout() {
  useMe();
  useReferralFromLink();
  useForgetAccountOnSignOut();
  useEndPushOnSignOut();
  useCompleteSignOut();
  const showsWelcomePage = useAuthStore(selectShowsWelcomePage);
  const signedIn = useAuthStore((state) => state.user !== null);
  const { pathname } = useLocation();

  // A mailed e-mail change link must open even for an account the welcome page holds: it may
  // be the very step the welcome page waits for.
  if (!showsWelcomePage || pathname.toLowerCase().startsWith(ACCOUNT_EMAIL_LINKS)) {
    return (
      <>
        <Outlet />
        {/* Achievements reached while away, and those the payments channel announces. */}
        {signedIn && !showsWelcomePage ? (
          <Suspense fallback={null}>
            <AchievementToasts onAnalyticsEvent={trackLoyaltyEvent} />
          </Suspense>
        ) : null}
      </>
    );
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <WelcomePage />
    </Suspense>
  );
}
