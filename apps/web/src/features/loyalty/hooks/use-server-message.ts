import { LOYALTY_MESSAGES } from '@store/shared/schemas/loyalty';
import { useCallback } from 'react';
import { keysByText, refusalMessage } from '../../../lib/refusal-message';
import { useLoyaltyT, type LoyaltyKey } from './use-loyalty-t';

const MESSAGE_KEYS = keysByText<keyof typeof LOYALTY_MESSAGES>(LOYALTY_MESSAGES);

/**
 * Turns a failed call into the text to show: the server's own words when it refused the
 * request, in the visitor's language when they are one of LOYALTY_MESSAGES, else the given
 * fallback (no reply, or a failure that may carry internals).
 */
export function useServerMessage(): (error: unknown, fallback: LoyaltyKey) => string {
  const { t } = useLoyaltyT();
  return useCallback(
    (error, fallback) => {
      const message = refusalMessage(error);
      if (message === undefined) return t(fallback);
      const key = MESSAGE_KEYS.get(message);
      return key ? t(`messages.${key}`) : message;
    },
    [t],
  );
}
