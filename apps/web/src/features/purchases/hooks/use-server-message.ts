import { PURCHASE_MESSAGES } from '@store/shared/schemas/purchases';
import { useCallback } from 'react';
import { ApiRequestError } from '../../../lib/api-error';
import { usePurchasesT, type PurchasesKey } from './use-purchases-t';

type MessageKey = keyof typeof PURCHASE_MESSAGES;

const MESSAGE_KEYS = new Map<string, MessageKey>(
  Object.entries(PURCHASE_MESSAGES).map(([key, text]) => [text, key as MessageKey]),
);

/**
 * The server's own words when it refused a request (a 4xx with a message), else undefined:
 * no reply, an unreadable one, or a server failure whose text may carry internals.
 */
export function refusalMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.status < 400 || error.status >= 500) return undefined;
  if (error.code === 'EHTTP' || error.code === 'EBADRESPONSE') return undefined;
  return error.message;
}

/**
 * Turns a failed call into the text to show: the server's message in the visitor's language
 * when it is one of PURCHASE_MESSAGES (as it came otherwise), or the given fallback.
 */
export function useServerMessage(): (error: unknown, fallback: PurchasesKey) => string {
  const { t } = usePurchasesT();
  const messageText = useMessageText();
  return useCallback(
    (error, fallback) => {
      const message = refusalMessage(error);
      return message === undefined ? t(fallback) : messageText(message);
    },
    [t, messageText],
  );
}

/** A message from the shared schemas (PURCHASE_MESSAGES) in the visitor's language. */
export function useMessageText(): (message: string) => string {
  const { t } = usePurchasesT();
  return useCallback(
    (message) => {
      const key = MESSAGE_KEYS.get(message);
      return key ? t(`messages.${key}`) : message;
    },
    [t],
  );
}
