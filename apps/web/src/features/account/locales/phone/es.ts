import { CUSTOMER_MESSAGES_ES } from '@store/shared/messages/messages-es';
import type { AccountPhoneTexts } from './en';

export const accountPhoneEs: AccountPhoneTexts = {
  title: 'Número de móvil',
  description:
    'Adonde enviamos los SMS sobre tus pedidos. Primero confirmamos el número con un código.',
  number: 'Número de móvil',
  numberHint: 'En formato internacional, como +34 612 34 56 78, o tal como lo marcas en tu país.',
  sendCode: 'Enviar código',
  codeSent: 'Hemos enviado un código de 6 cifras al {{phone}}. Es válido durante 10 minutos.',
  code: 'Código del SMS',
  confirm: 'Confirmar número',
  resend: 'Enviar un código nuevo',
  resent: 'Un código nuevo va en camino.',
  otherNumber: 'Usar otro número',
  current: 'Número confirmado',
  confirmed: 'Tu número de móvil está confirmado. Ya puedes activar los SMS más abajo.',
  change: 'Cambiar número',
  remove: 'Eliminar número',
  removeNote: 'Al eliminar el número también se desactivan los SMS.',
  removed: 'Hemos eliminado tu número de móvil y los SMS están desactivados.',
  cancel: 'Cancelar',
  smsNeedsNumber: 'Confirma un número de móvil arriba para activar los SMS.',
  messages: CUSTOMER_MESSAGES_ES.phone,
};
