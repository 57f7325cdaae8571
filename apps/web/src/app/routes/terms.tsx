import { LegalPage } from '../../features/legal/components/legal-page';

/** /terms: the terms and conditions, readable offline after one visit. */
export function TermsRoute() {
  return <LegalPage page="terms" />;
}
