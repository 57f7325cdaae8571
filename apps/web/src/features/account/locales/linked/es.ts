import type { LinkedAccountsTexts } from './en';

export const linkedAccountsEs: LinkedAccountsTexts = {
  title: 'Cuentas vinculadas',
  description:
    'Inicia sesión con Google o Discord además de una contraseña, o en su lugar. Te enviamos un correo cada vez que cambia una vinculación.',
  loading: 'Cargando las cuentas vinculadas…',
  loadError: 'No hemos podido cargar tus cuentas vinculadas',
  linkedSince: 'Vinculada desde el {{date}}',
  notLinked: 'No vinculada',
  unavailable: 'No disponible por ahora',
  link: 'Vincular',
  linkProvider: 'Vincular {{provider}}',
  unlink: 'Desvincular',
  unlinkProvider: 'Desvincular {{provider}}',
  onlyWay: 'Es tu única forma de iniciar sesión. Establece una contraseña antes de quitarla.',
  setPassword: 'Establecer una contraseña por correo',
  linkedNotice:
    'Tu cuenta de {{provider}} ya está vinculada: a partir de ahora puedes iniciar sesión con ella.',
  unlinkedNotice: 'Se ha desvinculado tu cuenta de {{provider}}.',
  reauth: {
    title: 'Vuelve a iniciar sesión para vincular una cuenta',
    description:
      'Por tu seguridad, para vincular hace falta haber iniciado sesión en los últimos 10 minutos. Vuelve a iniciar sesión y regresarás aquí.',
    action: 'Volver a iniciar sesión',
  },
  confirm: {
    title: '¿Desvincular {{provider}}?',
    description:
      'Ya no podrás iniciar sesión con {{provider}}. Te enviaremos un correo sobre este cambio.',
    cancel: 'Mantener vinculada',
    confirm: 'Desvincular',
    close: 'Cerrar',
  },
  errors: {
    REAUTH_REQUIRED:
      'Por tu seguridad, vuelve a iniciar sesión para vincular una cuenta: hace falta haber iniciado sesión en los últimos 10 minutos.',
    SOCIAL_ACCOUNT_TAKEN:
      'Esta cuenta de {{provider}} ya está vinculada a otra cuenta de BigKeys. Inicia sesión con ella para usar esa cuenta, o vincula aquí otra cuenta de {{provider}}.',
    ALREADY_LINKED: 'Ya hay una cuenta de {{provider}} vinculada a tu cuenta de BigKeys.',
    NOT_LINKED: 'No hay ninguna cuenta de {{provider}} vinculada a tu cuenta de BigKeys.',
    LAST_SIGN_IN_METHOD:
      'Establece una contraseña antes de quitar tu única forma de iniciar sesión.',
    PROVIDER_UNAVAILABLE: 'El inicio de sesión con {{provider}} no está disponible por ahora.',
    LINK_FAILED: 'No se ha podido vincular {{provider}}. Inténtalo de nuevo.',
  },
};
