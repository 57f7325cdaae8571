import { trackEvent } from '../../features/consent/analytics';
import {
  loyaltyAnalyticsEnabled,
  type LoyaltyAnalyticsEvent,
} from '../../features/loyalty/analytics';

/**
 * The loyalty feature's events, sent through the consent gate, and only when the loyalty
 * analytics flag is on (it is off by default, spec section 9).
 */
export function trackLoyaltyEvent({ name, ...details }: LoyaltyAnalyticsEvent): void {
  if (!loyaltyAnalyticsEnabled()) return;
  trackEvent(name, details);
}
