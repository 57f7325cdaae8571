import type { ConsentMode, ConsentRecord } from '@store/shared/rules/consent';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { startConsentMode, trackPageView, updateConsent } from '../analytics';
import { readConsent, saveConsent } from '../consent-storage';
import { focusEmailField } from '../utils/focus-email-field';
import { loadWithRetry } from '../../../lib/load-with-retry';
import { useHydrated } from '../../../lib/use-hydrated';

// Only first visitors need the dialog; returning ones never download it.
const ConsentDialog = lazy(() =>
  loadWithRetry(() => import('./consent-dialog')).then((module) => ({
    default: module.ConsentDialog,
  })),
);

// The maintenance page, and the legal pages the dialog links to, stay readable without a choice.
const PATHS_WITHOUT_DIALOG = new Set(['/__uc', '/terms', '/privacy']);

/**
 * Owns the visitor's consent for the whole store: starts consent mode, asks on the first visit,
 * and records a page view on every route change once analytics are allowed.
 */
export function ConsentHost() {
  const location = useLocation();
  const [consent, setConsent] = useState<ConsentRecord | null>(readConsent);
  const [initialMode] = useState(consent?.mode);
  const lastTrackedKey = useRef<string | null>(null);
  const focusEmailAfterChoice = useRef(false);
  // The choice is kept in the browser: a page drawn on the server asks after the takeover.
  const hydrated = useHydrated();

  // Declared first: effects run in order, so the consent defaults precede any page view.
  useEffect(() => {
    startConsentMode(initialMode);
  }, [initialMode]);

  const { key, pathname, search } = location;
  useEffect(() => {
    if (!consent || lastTrackedKey.current === key) return;
    if (trackPageView(pathname + search)) lastTrackedKey.current = key;
  }, [consent, key, pathname, search]);

  // Runs after the dialog has gone (and the page is no longer inert), so the field can take focus.
  useEffect(() => {
    if (!consent || !focusEmailAfterChoice.current) return;
    focusEmailAfterChoice.current = false;
    return focusEmailField(pathname);
  }, [consent, pathname]);

  const choose = (mode: ConsentMode) => {
    updateConsent(mode);
    focusEmailAfterChoice.current = true;
    setConsent(saveConsent(mode));
  };

  if (!hydrated || consent || PATHS_WITHOUT_DIALOG.has(pathname.replace(/(.)\/+$/, '$1')))
    return null;
  return (
    <Suspense fallback={null}>
      <ConsentDialog onChoose={choose} />
    </Suspense>
  );
}
