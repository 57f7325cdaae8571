import type { PwaTexts } from './en';

export const pwaFr: PwaTexts = {
  updateAvailable: 'Une nouvelle version de l’application est disponible. Voulez-vous recharger ?',
  workerMissing: 'Service worker introuvable. La page a été rechargée.',
  offline: 'Aucune connexion Internet. L’application fonctionne en mode hors ligne.',
  unsupported: 'Les service workers ne sont pas pris en charge par ce navigateur.',
};
