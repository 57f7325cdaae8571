import type { NotificationsTexts } from './en';

export const notificationsEs: NotificationsTexts = {
  pushNotSupported: 'Este navegador no admite notificaciones push.',
  permissionDenied:
    'Permiso de notificaciones denegado. Permite las notificaciones de este sitio en la configuración del navegador y vuelve a intentarlo.',
  notGranted: 'No se ha concedido el permiso de notificaciones.',
  serviceWorkerNotReady:
    'El service worker no está listo. Recarga la página y vuelve a intentarlo.',
  subscribeFailed:
    'No se pudo activar la suscripción a las notificaciones push. Vuelve a intentarlo.',
  unsubscribeFailed:
    'No se pudo cancelar la suscripción a las notificaciones push. Vuelve a intentarlo.',
  requestFailed: 'La solicitud a la tienda ha fallado. Vuelve a intentarlo.',
  /** This browser alone, beside the account's browser channel. */
  thisDevice: {
    checking: 'Comprobando este navegador…',
    on: 'Este navegador recibe tus notificaciones.',
    off: 'Este navegador aún no recibe tus notificaciones.',
    turnOn: 'Activar en este navegador',
    turnOff: 'Desactivar en este navegador',
    checkFailed: 'No se pudo comprobar si este navegador recibe tus notificaciones.',
  },
};
