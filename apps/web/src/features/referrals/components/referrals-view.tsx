import {
  MAX_PAYOUT_PERCENT_BP,
  REFERRAL_DEFAULTS,
  REFERRAL_MATURITY_DAYS,
} from '@store/shared/rules/referrals';
import { LoadErrorPanel } from '../../../ui/load-error-panel';
import { Skeleton } from '../../../ui/skeleton';
import { useReferralProfile } from '../api/get-referral-profile';
import { useReferralSettings } from '../api/get-referral-settings';
import { useReferralsT } from '../hooks/use-referrals-t';
import { BalancesCard } from './balances-card';
import { EarningsList } from './earnings-list';
import { MilestonesCard } from './milestones-card';
import { PayoutsList } from './payouts-list';
import { PercentCard } from './percent-card';
import { ReferralsList } from './referrals-list';
import { ShareCard } from './share-card';

/**
 * The referral dashboard: code and link to share, the share the booster gives, balances per
 * currency with the payout request, milestones, and the friends, earnings and payouts.
 */
export function ReferralsView() {
  const { t } = useReferralsT();
  const profile = useReferralProfile();
  // The programme's public rules; until they arrive (or should they fail) the defaults speak.
  const settings = useReferralSettings().data;

  const header = (
    <div>
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">
        {t('page.title')}
      </h1>
      <p className="mt-2 text-base text-slate-600 dark:text-slate-400">{t('page.intro')}</p>
    </div>
  );

  let content;
  if (profile.isError && !profile.data) {
    content = (
      <LoadErrorPanel
        title={t('page.loadError.title')}
        description={t('page.loadError.description')}
        onRetry={() => void profile.refetch()}
      />
    );
  } else if (!profile.data) {
    content = <ReferralsSkeleton />;
  } else {
    const data = profile.data;
    content = (
      <>
        <div className="grid gap-6 xl:grid-cols-[3fr_2fr]">
          <ShareCard
            code={data.code}
            link={data.link}
            windowDays={settings?.payout.windowDays ?? REFERRAL_DEFAULTS.windowDays}
          />
          <PercentCard
            percentBp={data.payoutPercentBp}
            booster={data.booster}
            maxPercentBp={settings?.booster.maxPercentBp ?? MAX_PAYOUT_PERCENT_BP}
          />
        </div>
        <BalancesCard
          balances={data.balances}
          maturityDays={settings?.payout.maturityDays ?? REFERRAL_MATURITY_DAYS}
        />
        <MilestonesCard
          referrals={data.referrals}
          buyers={data.buyers}
          lastReferralAt={data.lastReferralAt}
          milestones={data.milestones}
          nextMilestone={data.nextMilestone}
        />
        <ReferralsList link={data.link} />
        <EarningsList />
        <PayoutsList />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6 pb-6">
      {header}
      {content}
    </div>
  );
}

/** The page's shape while the profile loads. */
function ReferralsSkeleton() {
  const { t } = useReferralsT();
  return (
    <div role="status" aria-label={t('page.loading')} className="flex flex-col gap-6">
      <div className="grid gap-6 xl:grid-cols-[3fr_2fr]">
        <Skeleton className="h-72 rounded-2xl" />
        <Skeleton className="h-72 rounded-2xl" />
      </div>
      <Skeleton className="h-56 rounded-2xl" />
      <Skeleton className="h-64 rounded-2xl" />
    </div>
  );
}
