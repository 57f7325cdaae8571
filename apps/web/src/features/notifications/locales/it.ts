import type { NotificationsTexts } from './en';

export const notificationsIt: NotificationsTexts = {
  pushNotSupported: 'Le notifiche push non sono supportate da questo browser.',
  permissionDenied:
    'Permesso per le notifiche negato. Consenti le notifiche per questo sito nelle impostazioni del browser, poi riprova.',
  notGranted: 'Il permesso per le notifiche non è stato concesso.',
  serviceWorkerNotReady: 'Il service worker non è pronto. Ricarica la pagina e riprova.',
  subscribeFailed: 'Impossibile attivare le notifiche push. Riprova.',
  unsubscribeFailed: 'Impossibile disattivare le notifiche push. Riprova.',
  requestFailed: 'La richiesta al negozio non è riuscita. Riprova.',
  /** This browser alone, beside the account's browser channel. */
  thisDevice: {
    checking: 'Verifica di questo browser…',
    on: 'Questo browser riceve le tue notifiche.',
    off: 'Questo browser non riceve ancora le tue notifiche.',
    turnOn: 'Attiva su questo browser',
    turnOff: 'Disattiva su questo browser',
    checkFailed: 'Impossibile verificare se questo browser riceve le tue notifiche.',
  },
};
