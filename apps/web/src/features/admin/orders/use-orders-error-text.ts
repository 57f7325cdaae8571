import { ORDERS_ADMIN_MESSAGES } from '@store/shared/schemas/orders-admin';
import { keysByText } from '../../../lib/refusal-message';
import { useAreaErrorText } from '../hooks/use-area-error-text';
import { useOrdersT } from './use-orders-t';

const ORDER_KEYS = keysByText<keyof typeof ORDERS_ADMIN_MESSAGES>(ORDERS_ADMIN_MESSAGES);

/** A failed order call as text: the orders' own refusals translated, the rest as staff calls. */
export function useOrdersErrorText(): (error: unknown) => string {
  const { t } = useOrdersT();
  return useAreaErrorText(ORDER_KEYS, t);
}
