import type { AccountEmailTexts } from './en';

export const accountEmailEs: AccountEmailTexts = {
  checkEmail: {
    title: 'Revisa tu correo',
    subtitle: 'Un paso más para terminar de crear tu cuenta.',
    sentTo: 'Hemos enviado un correo a {{email}}.',
    explain:
      'Si esta dirección es nueva para nosotros, el correo contiene un código de 6 dígitos: introdúcelo abajo para verificar tu dirección e iniciar sesión. Si ya tienes una cuenta, el correo te explica cómo entrar.',
    hint: '¿No ha llegado nada en unos minutos? Revisa la carpeta de spam. Los códigos son válidos durante 15 minutos; para obtener uno nuevo, inicia sesión con tu correo y tu contraseña.',
    otherAddress: 'Usar otra dirección de correo',
  },
  code: {
    label: 'Código de verificación',
    submit: 'Verificar e iniciar sesión',
    verifying: 'Verificando…',
  },
  verifyPage: {
    title: 'Verifica tu dirección de correo',
    subtitle: 'Pulsa el botón para confirmar tu dirección e iniciar sesión.',
    missing:
      'Esta página necesita el enlace de tu correo. Ábrelo de nuevo o introduce tu código aquí.',
  },
  change: {
    title: 'Dirección de correo electrónico',
    current: 'Dirección actual',
    newEmail: 'Nueva dirección de correo',
    currentPassword: 'Contraseña actual',
    passwordHint: 'Para proteger tu cuenta, confirma el cambio con tu contraseña.',
    note: 'Enviaremos un enlace de confirmación a la nueva dirección; tu dirección solo cambia cuando lo abras. Tu dirección actual recibirá un aviso con un enlace para deshacer el cambio. Se cerrará tu sesión al guardar.',
    submit: 'Cambiar dirección de correo',
    requested:
      'Hemos enviado un enlace de confirmación a {{email}}; tu dirección cambiará cuando lo abras. Hasta entonces, inicia sesión con tu dirección actual.',
    same: 'Esta ya es tu dirección de correo.',
  },
  confirm: {
    title: 'Confirma tu nueva dirección de correo',
    subtitle: 'Pulsa el botón para que tu cuenta use esta dirección.',
    submit: 'Confirmar nueva dirección',
    confirming: 'Confirmando…',
    why: 'Te pedimos que pulses el botón para que los programas de correo que abren los enlaces por su cuenta no cambien nada.',
    done: 'Listo: la dirección de correo de tu cuenta ahora es {{email}}. Se ha cerrado la sesión en los demás dispositivos.',
    invalid:
      'Este enlace de confirmación no es válido, ha caducado o ya se ha usado. Puedes volver a pedir el cambio en tu configuración de usuario.',
    askAgain: 'Ir a la configuración de usuario',
  },
  undo: {
    title: 'Deshacer el cambio de correo',
    subtitle: 'Conserva tu cuenta con la dirección a la que se envió este correo.',
    submit: 'Deshacer el cambio',
    undoing: 'Deshaciendo…',
    explain:
      'Tu cuenta recupera la dirección a la que se envió este enlace, se cancela cualquier cambio pendiente y se cierra la sesión en todos los dispositivos.',
    done: 'La dirección de correo de tu cuenta es {{email}} y se ha cerrado la sesión en todos los dispositivos.',
    resetAdvice:
      'Si no pediste el cambio, puede que alguien conozca tu contraseña: elige una nueva ahora.',
    resetPassword: 'Elegir una nueva contraseña',
    invalid:
      'Este enlace para deshacer no es válido, ha caducado o ya se ha usado. Si crees que alguien ha entrado en tu cuenta, restablece tu contraseña.',
    askAgain: 'Restablecer la contraseña',
  },
  logIn: 'Iniciar sesión',
  toDashboard: 'Ir a tu panel',
};
