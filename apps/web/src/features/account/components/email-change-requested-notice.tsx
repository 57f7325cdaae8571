import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Alert } from '../../../ui/alert';

/** The router state that carries a requested address to the sign-in page. */
export type EmailChangeRequestedState = { pendingEmail: string };

function pendingEmailOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('pendingEmail' in state)) return undefined;
  return typeof state.pendingEmail === 'string' ? state.pendingEmail : undefined;
}

/**
 * On the sign-in page after asking for a new address (the session ended with it): where the
 * link went, and that the current address still signs in until it is opened.
 */
export function EmailChangeRequestedNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const email = pendingEmailOf(location.state as unknown);
  if (!email) return null;
  return <Alert tone="info">{t('accountEmail.change.requested', { email })}</Alert>;
}
