import { CUSTOMER_MESSAGES_DE } from '@store/shared/messages/messages-de';
import type { IdentityCheckTexts } from './en';

export const identityCheckDe: IdentityCheckTexts = {
  title: 'Bestätige deine Identität',
  intro:
    'Damit dein Konto und deine Zahlungen sicher bleiben, müssen wir bestätigen, wer du bist, bevor es weitergeht. Du brauchst ein Foto deines Ausweisdokuments (Pass, Identitätskarte oder Führerschein) und ein Selfie.',
  start: 'Prüfung starten',
  loading: 'Deine Identitätsprüfung wird geladen …',
  loadError: 'Deine Identitätsprüfung konnte nicht geladen werden.',
  loadErrorDescription: 'Prüfe deine Verbindung und versuche es erneut.',
  retry: 'Erneut versuchen',
  failed: 'Das hat nicht geklappt:',
  sandbox: {
    title: 'Testmodus',
    intro:
      'Dieser Shop prüft Identitäten mit seiner eingebauten Sandbox. Der Name, den du als Namen auf dem Dokument eingibst, bestimmt das Ergebnis:',
    verified: 'bestätigt (ebenso jeder andere Name)',
    rejected: 'abgelehnt, und ein Support-Ticket wird eröffnet',
    requiresInput: 'ein anderes Dokument wird verlangt',
    manualReview: 'eine Person prüft die Unterlagen',
  },
  form: {
    name: 'Name wie auf dem Dokument',
    document: 'Foto deines Ausweisdokuments',
    documentHint:
      'Die Seite mit deinem Foto, alle Ecken sichtbar. JPEG, PNG oder WebP, höchstens 10 MB.',
    selfie: 'Selfie',
    selfieHint:
      'Dein Gesicht, gut beleuchtet, ohne Sonnenbrille. JPEG, PNG oder WebP, höchstens 10 MB.',
    submit: 'Zur Prüfung senden',
    sending: 'Deine Fotos werden hochgeladen …',
    nameRequired: 'Bitte gib den Namen so ein, wie er auf deinem Dokument steht.',
    photoRequired: 'Bitte wähle ein Foto.',
    tooLarge: 'Dieses Foto ist grösser als 10 MB.',
    notImage: 'Diese Datei ist kein JPEG-, PNG- oder WebP-Bild.',
  },
  provider: {
    text: 'Du machst bei unserem Prüfpartner weiter: Er führt dich durch das Fotografieren deines Dokuments und das Selfie und schickt dich danach hierher zurück.',
    continue: 'Prüfung fortsetzen',
  },
  status: {
    checking: 'Deine Unterlagen werden geprüft …',
    checkingText:
      'Das dauert meist weniger als eine Minute. Diese Seite aktualisiert sich von selbst, sobald ein Ergebnis da ist.',
    requiresInput: 'Wir brauchen ein anderes Dokument',
    requiresInputText: 'Bitte sende neue Fotos.',
    manualReview: 'Eine Person prüft deine Unterlagen',
    manualReviewText:
      'Das dauert meist bis zu 2 Werktage. Der Shop öffnet sich für dich, sobald deine Identität bestätigt ist; du kannst diese Seite so lange schließen.',
    verified: 'Deine Identität ist bestätigt. Danke!',
    rejected: 'Wir konnten deine Identität nicht bestätigen',
    rejectedText:
      'Unser Support-Team hat ein Ticket für dich eröffnet und meldet sich innerhalb von 2 Werktagen. Antworte dort, um die Sache zu klären, oder starte eine neue Prüfung mit einem anderen Dokument.',
    openTicket: 'Dein Support-Ticket öffnen',
    ticketPending:
      'Dein Support-Ticket wird gerade eröffnet; es erscheint im Verlauf des Hilfe-Widgets.',
    startAgain: 'Neue Prüfung starten',
    live: 'Live-Updates sind unterbrochen; diese Seite fragt alle paar Sekunden neu nach.',
  },
  errors: {
    document_unreadable:
      'Das Foto deines Dokuments ist nicht lesbar. Fotografiere das ganze Dokument scharf und bei gutem Licht.',
    document_rejected: 'Das Dokument konnte nicht akzeptiert werden.',
    review_rejected:
      'Unser Prüfteam konnte deine Identität mit diesen Unterlagen nicht bestätigen.',
    verification_canceled: 'Die Prüfung wurde abgebrochen, bevor sie fertig war.',
    document_expired: 'Das Dokument ist abgelaufen. Bitte verwende ein gültiges.',
    document_unverified_other: 'Das Dokument konnte nicht geprüft werden.',
    selfie_face_mismatch: 'Das Selfie passt nicht zum Foto auf dem Dokument.',
    consent_declined: 'Der Prüfung wurde nicht zugestimmt, deshalb konnte sie nicht weitergehen.',
    abandoned: 'Die Prüfung wurde verlassen, bevor sie fertig war.',
    other: 'Der Prüfdienst hat die Prüfung beendet (Grund: {{code}}).',
  },
  messages: {
    ...CUSTOMER_MESSAGES_DE.identity,
    unexpected: 'Etwas ist schiefgelaufen. Bitte versuche es erneut.',
  },
};
