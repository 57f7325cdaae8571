import type { PwaTexts } from './en';

export const pwaIt: PwaTexts = {
  updateAvailable: 'È disponibile una nuova versione dell’app. Vuoi ricaricare?',
  workerMissing: 'Service worker non trovato. La pagina è stata ricaricata.',
  offline: 'Nessuna connessione a Internet. L’app funziona in modalità offline.',
  unsupported: 'I service worker non sono supportati da questo browser.',
};
