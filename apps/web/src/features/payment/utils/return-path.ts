import { PAYMENT_RETURN_PATH } from '@store/shared/schemas/payments';

/**
 * The store page a provider's `returnUrl` names, as a path to navigate to within the app;
 * null for anything else, so a reply can never send the customer to another site.
 */
export function paymentReturnPath(returnUrl: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(returnUrl, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname !== PAYMENT_RETURN_PATH) return null;
  return `${url.pathname}${url.search}`;
}
