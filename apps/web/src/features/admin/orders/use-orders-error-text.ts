import { ORDERS_ADMIN_MESSAGES } from '@store/shared/schemas/orders-admin';
import { useCallback } from 'react';
import { keysByText, refusalMessage } from '../../../lib/refusal-message';
import { useStaffErrorText } from '../hooks/use-staff-error-text';
import { useOrdersT } from './use-orders-t';

const ORDER_KEYS = keysByText<keyof typeof ORDERS_ADMIN_MESSAGES>(ORDERS_ADMIN_MESSAGES);

/** A failed order call as text: the orders' own refusals translated, the rest as staff calls. */
export function useOrdersErrorText(): (error: unknown) => string {
  const { t } = useOrdersT();
  const staffErrorText = useStaffErrorText();
  return useCallback(
    (error) => {
      const message = refusalMessage(error);
      const key = message === undefined ? undefined : ORDER_KEYS.get(message);
      return key ? t(`messages.${key}`) : staffErrorText(error);
    },
    [t, staffErrorText],
  );
}
