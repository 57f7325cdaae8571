import { useTranslation } from 'react-i18next';
import { PurchasesView } from '../../features/purchases/components/purchases-view';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /dashboard/purchases: orders and their keys, invoices, gifts received and gift links. */
export function PurchasesRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.nav.purchases'));
  return <PurchasesView />;
}
