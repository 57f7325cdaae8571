import { LOYALTY_MESSAGES } from '@store/shared/schemas/loyalty';
import { useCallback } from 'react';
import { ApiRequestError } from '../../../lib/api-error';
import { useLoyaltyT, type LoyaltyKey } from './use-loyalty-t';

type MessageKey = keyof typeof LOYALTY_MESSAGES;

const MESSAGE_KEYS = new Map<string, MessageKey>(
  Object.entries(LOYALTY_MESSAGES).map(([key, text]) => [text, key as MessageKey]),
);

/**
 * Turns a failed call into the text to show: the server's own words when it refused the
 * request (a 4xx with a message), in the visitor's language when they are one of
 * LOYALTY_MESSAGES, else the given fallback (no reply, or a failure that may carry internals).
 */
export function useServerMessage(): (error: unknown, fallback: LoyaltyKey) => string {
  const { t } = useLoyaltyT();
  return useCallback(
    (error, fallback) => {
      if (!(error instanceof ApiRequestError)) return t(fallback);
      if (error.status < 400 || error.status >= 500) return t(fallback);
      if (error.code === 'EHTTP' || error.code === 'EBADRESPONSE') return t(fallback);
      const key = MESSAGE_KEYS.get(error.message);
      return key ? t(`messages.${key}`) : error.message;
    },
    [t],
  );
}
