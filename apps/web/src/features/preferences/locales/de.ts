import { CUSTOMER_MESSAGES_DE } from '@store/shared/messages/messages-de';
import type { PreferencesTexts } from './en';

export const preferencesDe: PreferencesTexts = {
  selector: {
    label: 'Region und Währung',
    button: 'Region und Währung: {{region}}, {{currency}}',
  },
  dialog: {
    title: 'Region und Währung',
    description:
      'Preise werden in der gewählten Währung angezeigt. Deine Region bestimmt, wo deine Keys aktiviert werden können.',
    close: 'Schließen',
    region: 'Region',
    search: 'Länder und Regionen durchsuchen',
    searchPlaceholder: 'Land, Region oder Währung',
    regions: 'Regionen',
    countries: 'Länder',
    noMatch: 'Kein Land und keine Region passt zu „{{query}}“.',
    currency: 'Währung',
    currencyHint:
      'Mit einem Land wird seine Währung ausgewählt; du kannst trotzdem eine andere wählen.',
    cartNote:
      'Ein Wechsel von Währung oder Region leert deinen Warenkorb, da sich alle Preise ändern.',
    save: 'Speichern',
    cancel: 'Abbrechen',
    loading: 'Regionen und Währungen werden geladen …',
    loadError: 'Regionen und Währungen konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    yourRegion: 'Deine Region',
    supportNote:
      'Deine Region gehört zu deinem Konto und kann nur von unserem Support-Team geändert werden.',
    contactSupport: 'Support kontaktieren',
  },
  regionNames: {
    GLOBAL: 'Weltweit',
    EU: 'Europa',
    UK: 'Vereinigtes Königreich',
    US: 'Vereinigte Staaten',
    CH: 'Schweiz',
    CA: 'Kanada',
    LATAM: 'Lateinamerika',
    AU: 'Australien & Neuseeland',
    JP: 'Japan',
    ASIA: 'Asien',
    MEA: 'Naher Osten & Afrika',
    TR: 'Türkei',
    CIS: 'GUS',
  },
  newsletter: {
    title: 'Newsletter',
    description:
      'Neuerscheinungen, Angebote und Geschenkideen, etwa zweimal im Monat. Jederzeit abbestellbar.',
    email: 'Deine E-Mail für den Newsletter',
    placeholder: 'du@beispiel.de',
    submit: 'Abonnieren',
    invalidEmail: CUSTOMER_MESSAGES_DE.newsletter.invalidEmail,
    subscribed: CUSTOMER_MESSAGES_DE.newsletter.subscribed,
    duplicate: CUSTOMER_MESSAGES_DE.newsletter.duplicate,
    failed: CUSTOMER_MESSAGES_DE.newsletter.failed,
  },
  payments: {
    title: 'Sicher bezahlen',
  },
  social: {
    title: 'Folge uns',
    link: 'BigKeys auf {{network}} (öffnet in einem neuen Tab)',
  },
};
