import { SUPPORT_LIMITS, SUPPORT_MESSAGES } from '@store/shared/schemas/support';
import { useCallback } from 'react';
import { keysByText } from '../../../lib/refusal-message';
import { useAreaErrorText } from '../hooks/use-area-error-text';
import type { AdminSupportTexts } from './locales/en';
import { useSupportT } from './use-support-t';

type SupportMessageKey = keyof AdminSupportTexts['messages'];

// Only the refusals a staff call can meet; the customer's own (rate limits, sign-in) never are.
const SUPPORT_KEYS = keysByText<SupportMessageKey>({
  ticketNotFound: SUPPORT_MESSAGES.ticketNotFound,
  messageRequired: SUPPORT_MESSAGES.messageRequired,
  messageTooLong: SUPPORT_MESSAGES.messageTooLong,
  ticketFull: SUPPORT_MESSAGES.ticketFull,
  ticketClosed: SUPPORT_MESSAGES.ticketClosed,
  notAssignable: SUPPORT_MESSAGES.notAssignable,
});

/** A failed inbox call as text: the tickets' own refusals translated, the rest as staff calls. */
export function useSupportErrorText(): (error: unknown) => string {
  const { t } = useSupportT();
  const messageText = useCallback(
    (key: `messages.${SupportMessageKey}`) => t(key, { max: SUPPORT_LIMITS.messageMaxLength }),
    [t],
  );
  return useAreaErrorText(SUPPORT_KEYS, messageText);
}
