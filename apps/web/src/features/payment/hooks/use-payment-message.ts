import { PAYMENT_MESSAGES } from '@store/shared/schemas/payments';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec's words when nothing usable came back (section 8). */
export const UNEXPECTED_ERROR = 'An unexpected error occurred';

type PaymentMessageKey = keyof typeof PAYMENT_MESSAGES | 'unexpected';

const KEYS = new Map<string, PaymentMessageKey>([
  ...Object.entries<string>(PAYMENT_MESSAGES).map(([key, text]): [string, PaymentMessageKey] => [
    text,
    key as PaymentMessageKey,
  ]),
  [UNEXPECTED_ERROR, 'unexpected'],
]);

/**
 * Turns the payment provider's or the server's English message into the customer's language;
 * a message we do not know is shown as it came.
 */
export function usePaymentMessage(): (message: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (message: string) => {
      const key = KEYS.get(message);
      return key ? t(`payment.messages.${key}`) : message;
    },
    [t],
  );
}
