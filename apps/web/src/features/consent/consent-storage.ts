import {
  CONSENT_STORAGE_KEY,
  LEGACY_CONSENT_KEYS,
  migrateConsent,
  type ConsentMode,
  type ConsentRecord,
} from '@store/shared/rules/consent';

const STORED_KEYS = [CONSENT_STORAGE_KEY, ...LEGACY_CONSENT_KEYS] as const;

function removeLegacyKeys(): void {
  for (const key of LEGACY_CONSENT_KEYS) localStorage.removeItem(key);
}

/**
 * The visitor's stored choice, or null when the dialog must ask. A choice found only in the
 * flags of older store versions is rewritten under the current key and the flags removed.
 */
export function readConsent(): ConsentRecord | null {
  try {
    const stored = Object.fromEntries(STORED_KEYS.map((key) => [key, localStorage.getItem(key)]));
    const record = migrateConsent(stored);
    if (record && LEGACY_CONSENT_KEYS.some((key) => stored[key] !== null)) {
      localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
      removeLegacyKeys();
    }
    return record;
  } catch {
    // Blocked storage (privacy modes): ask, and the answer lasts for this page view.
    return null;
  }
}

/** Keeps the choice as plain JSON under the current key and drops any older flags. */
export function saveConsent(mode: ConsentMode): ConsentRecord {
  const record: ConsentRecord = { accepted: true, mode };
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
    removeLegacyKeys();
  } catch {
    // Without storage the choice still holds until the page is left.
  }
  return record;
}
