import { CUSTOMER_MESSAGES_ES } from '@store/shared/messages/messages-es';
import type { MessageTexts } from './customer-messages';

/** The server's messages in Spanish: the shared customer messages and the server's own. */
export const MESSAGES_ES: MessageTexts = {
  ...CUSTOMER_MESSAGES_ES,
  server: {
    forbidden: 'No puedes acceder a este recurso.',
    userNotFound: 'Usuario no encontrado',
    notACard: 'Este producto no es una tarjeta regalo ni de suscripción',
    providerUnavailable: 'Este proveedor de inicio de sesión no está disponible.',
    requestTooLarge: 'La solicitud es demasiado grande.',
    invalidValue: 'La solicitud contiene un valor que la tienda no puede aceptar.',
    codeSent: 'Un código nuevo va en camino.',
  },
  atMost: (max) => `Como máximo ${max} caracteres`,
};
