/** The two choices of the first-visit dialog (spec section 4). */
export const CONSENT_MODES = ['essential', 'all'] as const;
export type ConsentMode = (typeof CONSENT_MODES)[number];

/** What the store keeps locally once the visitor has chosen. */
export interface ConsentRecord {
  accepted: boolean;
  mode: ConsentMode;
}

/** Where the record lives in local storage, as plain JSON: `{"accepted":true,"mode":"all"}`. */
export const CONSENT_STORAGE_KEY = 'bigkeys-consent';

/**
 * Flags older versions of the store left behind, read only to migrate them:
 * - `cookieConsent`: 'all', 'essential' or 'true' (the old single "Accept" banner);
 * - `cookiesAccepted`: 'true';
 * - `analyticsConsent`: 'granted'.
 * Only an explicit 'all' becomes accept-all: consent to advertising is never inferred, so
 * every other positive flag becomes essential-only. Anything else is ignored.
 */
export const LEGACY_CONSENT_KEYS = [
  'cookieConsent',
  'cookiesAccepted',
  'analyticsConsent',
] as const;
type LegacyConsentKey = (typeof LEGACY_CONSENT_KEYS)[number];

const LEGACY_VALUES: Readonly<Record<LegacyConsentKey, ReadonlyMap<string, ConsentMode>>> = {
  cookieConsent: new Map([
    ['all', 'all'],
    ['essential', 'essential'],
    ['true', 'essential'],
  ]),
  cookiesAccepted: new Map([['true', 'essential']]),
  analyticsConsent: new Map([['granted', 'essential']]),
};

/** The raw strings found under the current key and the legacy keys (missing: null/undefined). */
export type StoredConsentValues = Partial<
  Record<typeof CONSENT_STORAGE_KEY | LegacyConsentKey, string | null>
>;

export type ConsentSignal = 'granted' | 'denied';

/** Google consent-mode signals, the names as its `consent` command expects them. */
export interface ConsentSignals {
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
  ad_storage: ConsentSignal;
  analytics_storage: ConsentSignal;
}

/** Before any choice everything is denied. */
export const DEFAULT_CONSENT_SIGNALS: Readonly<ConsentSignals> = Object.freeze({
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  ad_storage: 'denied',
  analytics_storage: 'denied',
});

/** Spec section 4: essential-only denies the three ad signals and grants analytics; all grants all four. */
export function consentSignals(mode: ConsentMode): ConsentSignals {
  const ads: ConsentSignal = mode === 'all' ? 'granted' : 'denied';
  return {
    ad_user_data: ads,
    ad_personalization: ads,
    ad_storage: ads,
    analytics_storage: 'granted',
  };
}

/** Reads the stored JSON; a valid record or null (corrupt, unknown shape, or not accepted). */
export function parseConsentRecord(raw: string | null | undefined): ConsentRecord | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  // Checked by hand: this runs on the first load, which should not bring a schema library.
  if (typeof json !== 'object' || json === null) return null;
  const { accepted, mode } = json as Record<string, unknown>;
  const knownMode = CONSENT_MODES.find((candidate) => candidate === mode);
  return accepted === true && knownMode ? { accepted, mode: knownMode } : null;
}

/**
 * The visitor's accepted consent, from the current key or else from the first legacy flag that
 * means something (in the order of LEGACY_CONSENT_KEYS); null means the dialog must ask.
 */
export function migrateConsent(stored: StoredConsentValues): ConsentRecord | null {
  const current = parseConsentRecord(stored[CONSENT_STORAGE_KEY]);
  if (current) return current;
  for (const key of LEGACY_CONSENT_KEYS) {
    const value = stored[key]?.trim().toLowerCase();
    const mode = value ? LEGACY_VALUES[key].get(value) : undefined;
    if (mode) return { accepted: true, mode };
  }
  return null;
}
