import { describe, expect, it } from 'vitest';
import {
  CONSENT_STORAGE_KEY,
  DEFAULT_CONSENT_SIGNALS,
  consentSignals,
  migrateConsent,
  parseConsentRecord,
  type StoredConsentValues,
} from './consent';

describe('consentSignals', () => {
  it('essential-only denies the three ad signals and grants analytics storage', () => {
    expect(consentSignals('essential')).toEqual({
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      ad_storage: 'denied',
      analytics_storage: 'granted',
    });
  });

  it('accept-all grants all four', () => {
    expect(consentSignals('all')).toEqual({
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      ad_storage: 'granted',
      analytics_storage: 'granted',
    });
  });

  it('denies everything before a choice', () => {
    expect(DEFAULT_CONSENT_SIGNALS).toEqual({
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      ad_storage: 'denied',
      analytics_storage: 'denied',
    });
  });
});

describe('parseConsentRecord', () => {
  it.each<[string, string | null | undefined]>([
    ['nothing stored', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['broken JSON', '{accepted:true'],
    ['a JSON string', '"all"'],
    ['JSON null', 'null'],
    ['an unknown mode', '{"accepted":true,"mode":"some"}'],
    ['a missing mode', '{"accepted":true}'],
    ['a text flag', '{"accepted":"true","mode":"all"}'],
    ['a record not accepted', '{"accepted":false,"mode":"all"}'],
    ['a zustand-wrapped record', '{"state":{"accepted":true,"mode":"all"},"version":0}'],
  ])('refuses %s', (_name, raw) => {
    expect(parseConsentRecord(raw)).toBeNull();
  });

  it('reads an accepted record and drops unknown fields', () => {
    expect(parseConsentRecord('{"accepted":true,"mode":"all","extra":1}')).toEqual({
      accepted: true,
      mode: 'all',
    });
  });
});

describe('migrateConsent', () => {
  it.each<[string, StoredConsentValues, ReturnType<typeof migrateConsent>]>([
    ['nothing stored', {}, null],
    [
      'the current record (essential)',
      { [CONSENT_STORAGE_KEY]: '{"accepted":true,"mode":"essential"}' },
      { accepted: true, mode: 'essential' },
    ],
    [
      'the current record (all)',
      { [CONSENT_STORAGE_KEY]: '{"accepted":true,"mode":"all"}' },
      { accepted: true, mode: 'all' },
    ],
    [
      'the current record over legacy flags',
      { [CONSENT_STORAGE_KEY]: '{"accepted":true,"mode":"essential"}', cookieConsent: 'all' },
      { accepted: true, mode: 'essential' },
    ],
    [
      'legacy flags when the current record is corrupt',
      { [CONSENT_STORAGE_KEY]: 'garbage', cookieConsent: 'all' },
      { accepted: true, mode: 'all' },
    ],
    ['cookieConsent all', { cookieConsent: 'all' }, { accepted: true, mode: 'all' }],
    ['cookieConsent ALL', { cookieConsent: ' ALL ' }, { accepted: true, mode: 'all' }],
    [
      'cookieConsent essential',
      { cookieConsent: 'essential' },
      { accepted: true, mode: 'essential' },
    ],
    ['cookieConsent true', { cookieConsent: 'true' }, { accepted: true, mode: 'essential' }],
    ['cookieConsent false', { cookieConsent: 'false' }, null],
    ['cookieConsent junk', { cookieConsent: 'constructor' }, null],
    ['cookiesAccepted true', { cookiesAccepted: 'true' }, { accepted: true, mode: 'essential' }],
    ['cookiesAccepted false', { cookiesAccepted: 'false' }, null],
    [
      'analyticsConsent granted',
      { analyticsConsent: 'granted' },
      { accepted: true, mode: 'essential' },
    ],
    ['analyticsConsent denied', { analyticsConsent: 'denied' }, null],
    [
      'cookieConsent first among legacy flags',
      { cookieConsent: 'all', cookiesAccepted: 'true', analyticsConsent: 'granted' },
      { accepted: true, mode: 'all' },
    ],
    [
      'a later legacy flag when an earlier one means nothing',
      { cookieConsent: 'false', analyticsConsent: 'granted' },
      { accepted: true, mode: 'essential' },
    ],
    [
      'nothing from a refused current record alone',
      { [CONSENT_STORAGE_KEY]: '{"accepted":false,"mode":"all"}' },
      null,
    ],
  ])('%s', (_name, stored, expected) => {
    expect(migrateConsent(stored)).toEqual(expected);
  });
});
