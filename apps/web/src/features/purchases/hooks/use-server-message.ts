import { PURCHASE_MESSAGES } from '@store/shared/schemas/purchases';
import { useCallback } from 'react';
import { keysByText, refusalMessage } from '../../../lib/refusal-message';
import { usePurchasesT, type PurchasesKey } from './use-purchases-t';

type MessageKey = keyof typeof PURCHASE_MESSAGES;

const MESSAGE_KEYS = keysByText<MessageKey>(PURCHASE_MESSAGES);

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
