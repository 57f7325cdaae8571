import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { loginPath } from '../../../lib/auth-redirect';
import { useAuthStore } from '../../../stores/auth';
import { Button, buttonClasses } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { StatePanel } from '../../../ui/state-panel';
import { useLiveAchievementProfile } from '../api/get-live-profile';
import { useLoyaltyT } from '../hooks/use-loyalty-t';
import { AchievementsSection } from './achievements-section';
import { CommunityGoalCard } from './community-goal-card';
import { LevelCard } from './level-card';
import { PointsHistory } from './points-history';
import { QuestBoard } from './quest-board';
import { StatsCard } from './stats-card';

/**
 * The achievements page: level and prestige, the community raid, achievements, quests, stats
 * and the points history, all from one profile that refreshes every 15 s while shown.
 */
export function AchievementsView() {
  const { t } = useLoyaltyT();
  const location = useLocation();
  const signedIn = useAuthStore((state) => state.user !== null);
  const profile = useLiveAchievementProfile();

  const header = (
    <div>
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">
        {t('page.title')}
      </h1>
      <p className="mt-2 text-base text-slate-600 dark:text-slate-400">{t('page.intro')}</p>
    </div>
  );

  let content;
  if (!signedIn) {
    content = (
      <StatePanel
        icon={LogIn}
        title={t('page.signIn.title')}
        description={t('page.signIn.description')}
      >
        <Link to={loginPath(location)} className={buttonClasses()}>
          {t('page.signIn.action')}
        </Link>
      </StatePanel>
    );
  } else if (profile.isError && !profile.data) {
    content = (
      <StatePanel
        variant="error"
        title={t('page.loadError.title')}
        description={t('page.loadError.description')}
      >
        <Button pending={profile.isFetching} onClick={() => void profile.refetch()}>
          {t('retry')}
        </Button>
      </StatePanel>
    );
  } else if (!profile.data) {
    content = <AchievementsSkeleton />;
  } else {
    const data = profile.data;
    content = (
      <>
        <div className="grid gap-6 xl:grid-cols-2">
          <LevelCard level={data.level} prestige={data.prestige} />
          <CommunityGoalCard goal={data.communityGoal} />
        </div>
        <AchievementsSection achievements={data.achievements} />
        <QuestBoard
          quests={data.quests}
          offline={profile.isRefetchError}
          retrying={profile.isFetching}
          onRetry={() => void profile.refetch()}
        />
        <StatsCard stats={data.stats} totalAchievements={data.achievements.length} />
        <PointsHistory />
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
function AchievementsSkeleton() {
  const { t } = useLoyaltyT();
  return (
    <div role="status" aria-label={t('page.loading')} className="flex flex-col gap-6">
      <div className="grid gap-6 xl:grid-cols-2">
        <Skeleton className="h-64 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
      <Skeleton className="h-96 rounded-2xl" />
      <Skeleton className="h-72 rounded-2xl" />
    </div>
  );
}
