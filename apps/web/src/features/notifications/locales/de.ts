import type { NotificationsTexts } from './en';

export const notificationsDe: NotificationsTexts = {
  pushNotSupported: 'Push-Benachrichtigungen werden von diesem Browser nicht unterstützt.',
  permissionDenied:
    'Berechtigung für Benachrichtigungen verweigert. Erlaube Benachrichtigungen für diese Website in den Browser-Einstellungen und versuche es dann erneut.',
  notGranted: 'Die Berechtigung für Benachrichtigungen wurde nicht erteilt.',
  serviceWorkerNotReady:
    'Service Worker nicht bereit. Bitte lade die Seite neu und versuche es erneut.',
  subscribeFailed:
    'Push-Benachrichtigungen konnten nicht aktiviert werden. Bitte versuche es erneut.',
  unsubscribeFailed:
    'Push-Benachrichtigungen konnten nicht deaktiviert werden. Bitte versuche es erneut.',
  requestFailed: 'Die Anfrage an den Shop ist fehlgeschlagen. Bitte versuche es erneut.',
  /** This browser alone, beside the account's browser channel. */
  thisDevice: {
    checking: 'Dieser Browser wird geprüft …',
    on: 'Dieser Browser erhält deine Benachrichtigungen.',
    off: 'Dieser Browser erhält deine Benachrichtigungen noch nicht.',
    turnOn: 'Für diesen Browser aktivieren',
    turnOff: 'Für diesen Browser deaktivieren',
    checkFailed: 'Wir konnten nicht prüfen, ob dieser Browser deine Benachrichtigungen erhält.',
  },
};
