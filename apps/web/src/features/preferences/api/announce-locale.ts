import { Health } from '@store/shared/schemas/common';
import { apiGet } from '../../../lib/api-client';

/**
 * Asks the server for its announcement of currency and region after the cookies changed.
 * The health check is never cached, so its headers always reflect the new cookies; the API
 * client records them, and a change resets the cart and refreshes every query.
 */
export async function announceLocale(): Promise<void> {
  await apiGet('/health', Health);
}
