import { useTranslation } from 'react-i18next';
import { LoyaltyAnalyticsContext } from '../../features/loyalty/analytics';
import { AchievementsView } from '../../features/loyalty/components/achievements-view';
import { useDocumentTitle } from '../../lib/use-document-title';
import { trackLoyaltyEvent } from '../layouts/loyalty-analytics';

/** /dashboard/achievements: level, achievements, quests, the community raid and stats. */
export function AchievementsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.nav.achievements'));
  return (
    <LoyaltyAnalyticsContext value={trackLoyaltyEvent}>
      <AchievementsView />
    </LoyaltyAnalyticsContext>
  );
}
