import { CUSTOMER_MESSAGES_ES } from '@store/shared/messages/messages-es';
import type { RecoveryTexts } from './en';

export const recoveryEs: RecoveryTexts = {
  forgotLink: '¿Has olvidado la contraseña?',
  backToLogin: 'Volver a iniciar sesión',
  rememberIt: '¿Has recordado tu contraseña?',
  usePassword: '¿Prefieres usar tu contraseña?',
  linkSent: CUSTOMER_MESSAGES_ES.recovery.linkSent,
  sentHint:
    'El enlace funciona una vez y durante poco tiempo. ¿No ha llegado nada? Revisa la carpeta de spam o vuelve a pedirlo dentro de unos minutos.',
  forgot: {
    title: '¿Has olvidado tu contraseña?',
    subtitle:
      'Introduce tu dirección de correo electrónico y te enviaremos un enlace para elegir una nueva contraseña.',
    submit: 'Enviar enlace de restablecimiento',
    sending: 'Enviando…',
    signInInstead:
      '¿Solo quieres entrar? También podemos enviarte un enlace que inicia sesión sin contraseña.',
  },
  reset: {
    title: 'Elige una nueva contraseña',
    subtitle:
      'Al guardarla, se cerrará la sesión en todos los dispositivos conectados a tu cuenta.',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirmar nueva contraseña',
    submit: 'Guardar nueva contraseña',
    saving: 'Guardando…',
    missingToken:
      'Esta página necesita el enlace de tu correo. Vuelve a abrir el enlace o pide uno nuevo.',
  },
  link: {
    title: 'Iniciar sesión con un enlace por correo',
    subtitle:
      'Sin contraseña: enviamos a tu correo electrónico un enlace que inicia sesión una sola vez.',
    confirmTitle: 'Iniciar sesión en BigKeys',
    confirmSubtitle: 'Tu enlace de inicio de sesión está listo. Funciona una vez.',
    confirm: 'Iniciar sesión',
    signingIn: 'Iniciando sesión…',
    why: 'Solo iniciamos sesión cuando pulsas el botón, así un programa de correo que comprueba los enlaces no puede gastar el tuyo.',
    request: 'Envíame un enlace de inicio de sesión',
  },
  offer: {
    throttled: '¿Es tu cuenta? Podemos enviarte un enlace que inicia sesión sin tu contraseña.',
    button: 'Envíame un enlace de inicio de sesión',
    sending: 'Enviando…',
  },
  invalid: {
    title: 'Este enlace ya no funciona',
    message: 'Este enlace ha caducado o ya se ha usado. Pide uno nuevo.',
    newResetLink: 'Pedir un nuevo enlace de restablecimiento',
    newSignInLink: 'Pedir un nuevo enlace de inicio de sesión',
  },
};
