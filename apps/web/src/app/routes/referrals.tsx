import { useTranslation } from 'react-i18next';
import { ReferralsView } from '../../features/referrals/components/referrals-view';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /dashboard/referrals: the customer's code and link, share, balances and referred friends. */
export function ReferralsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.nav.referrals'));
  return <ReferralsView />;
}
