import {
  DEFAULT_CONSENT_SIGNALS,
  consentSignals,
  type ConsentMode,
  type ConsentSignals,
} from '@store/shared/rules/consent';

/** One entry of the gtag-style data layer: a command array or an event object. */
export type DataLayerEntry = unknown[] | Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

type ConsentCommand = ['consent', 'default' | 'update', ConsentSignals];

function dataLayer(): DataLayerEntry[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

function isConsentCommand(entry: DataLayerEntry): entry is ConsentCommand {
  return Array.isArray(entry) && entry[0] === 'consent';
}

/** The consent in force: the last consent command in the data layer, or nothing yet. */
function currentSignals(): ConsentSignals | undefined {
  return dataLayer().findLast(isConsentCommand)?.[2];
}

/**
 * Opens the data layer the way consent mode asks for: everything denied by default, then the
 * stored choice of a returning visitor. Does nothing the second time on the same page.
 */
export function startConsentMode(mode: ConsentMode | undefined): void {
  const layer = dataLayer();
  if (layer.some((entry) => isConsentCommand(entry) && entry[1] === 'default')) return;
  layer.push(['consent', 'default', { ...DEFAULT_CONSENT_SIGNALS }]);
  if (mode) layer.push(['consent', 'update', consentSignals(mode)]);
}

/** Announces the visitor's choice; analytics may run from here on if it grants them. */
export function updateConsent(mode: ConsentMode): void {
  dataLayer().push(['consent', 'update', consentSignals(mode)]);
}

/** Records a page view, but only once analytics storage is granted: nothing before consent. */
export function trackPageView(path: string): boolean {
  if (currentSignals()?.analytics_storage !== 'granted') return false;
  dataLayer().push({ event: 'page_view', path });
  return true;
}

/**
 * Records an app event with its details, but only once analytics storage is granted, like
 * page views; whether a kind of event is sent at all is its owner's choice.
 */
export function trackEvent(name: string, details: Readonly<Record<string, unknown>> = {}): boolean {
  if (currentSignals()?.analytics_storage !== 'granted') return false;
  dataLayer().push({ ...details, event: name });
  return true;
}
