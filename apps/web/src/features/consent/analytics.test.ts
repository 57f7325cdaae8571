import { beforeEach, describe, expect, it } from 'vitest';
import { startConsentMode, trackEvent, trackPageView, updateConsent } from './analytics';

// Each test starts on a page whose data layer has not been opened yet.
beforeEach(() => {
  delete window.dataLayer;
});

describe('analytics gate', () => {
  it('records nothing before consent mode has started or while analytics are denied', () => {
    expect(trackPageView('/')).toBe(false);
    startConsentMode(undefined);
    expect(trackPageView('/')).toBe(false);
    expect(window.dataLayer).toHaveLength(1);
  });

  it('records page views once a choice grants analytics storage', () => {
    startConsentMode(undefined);
    updateConsent('essential');
    expect(trackPageView('/products')).toBe(true);
    expect(window.dataLayer?.at(-1)).toEqual({ event: 'page_view', path: '/products' });
  });

  it('records app events with their details only once analytics storage is granted', () => {
    startConsentMode(undefined);
    expect(trackEvent('quest_claimed', { questKey: 'daily-sign-in' })).toBe(false);
    updateConsent('essential');
    expect(trackEvent('quest_claimed', { questKey: 'daily-sign-in', event: 'other' })).toBe(true);
    expect(window.dataLayer?.at(-1)).toEqual({ event: 'quest_claimed', questKey: 'daily-sign-in' });
  });

  it('starts once per page, with the stored choice right after the defaults', () => {
    startConsentMode('all');
    startConsentMode('essential');
    expect(window.dataLayer).toEqual([
      ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })],
      ['consent', 'update', expect.objectContaining({ ad_storage: 'granted' })],
    ]);
  });

  it('keeps entries others pushed before the store started', () => {
    window.dataLayer = [{ event: 'early' }];
    startConsentMode(undefined);
    expect(window.dataLayer[0]).toEqual({ event: 'early' });
  });
});
