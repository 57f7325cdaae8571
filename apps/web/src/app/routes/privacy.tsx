import { LegalPage } from '../../features/legal/components/legal-page';

/** /privacy: the privacy policy, readable offline after one visit. */
export function PrivacyRoute() {
  return <LegalPage page="privacy" />;
}
