import type { NotificationsTexts } from './en';

export const notificationsFr: NotificationsTexts = {
  pushNotSupported: 'Les notifications push ne sont pas prises en charge par ce navigateur.',
  permissionDenied:
    'Autorisation des notifications refusée. Autorisez les notifications pour ce site dans les paramètres du navigateur, puis réessayez.',
  notGranted: 'L’autorisation des notifications n’a pas été accordée.',
  serviceWorkerNotReady:
    'Le service worker n’est pas prêt. Veuillez recharger la page et réessayer.',
  subscribeFailed: 'Impossible de s’abonner aux notifications push. Veuillez réessayer.',
  unsubscribeFailed: 'Impossible de se désabonner des notifications push. Veuillez réessayer.',
  requestFailed: 'La requête vers la boutique a échoué. Veuillez réessayer.',
  /** This browser alone, beside the account's browser channel. */
  thisDevice: {
    checking: 'Vérification de ce navigateur…',
    on: 'Ce navigateur reçoit vos notifications.',
    off: 'Ce navigateur ne reçoit pas encore vos notifications.',
    turnOn: 'Activer sur ce navigateur',
    turnOff: 'Désactiver sur ce navigateur',
    checkFailed: 'Impossible de vérifier si ce navigateur reçoit vos notifications.',
  },
};
