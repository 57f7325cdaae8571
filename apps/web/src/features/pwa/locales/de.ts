import type { PwaTexts } from './en';

export const pwaDe: PwaTexts = {
  updateAvailable: 'Eine neue Version der App ist verfügbar. Möchtest du neu laden?',
  workerMissing: 'Service Worker nicht gefunden. Die Seite wurde neu geladen.',
  offline: 'Keine Internetverbindung gefunden. Die App läuft im Offline-Modus.',
  unsupported: 'Service Worker werden von diesem Browser nicht unterstützt.',
};
