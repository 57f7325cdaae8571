import { CUSTOMER_MESSAGES_ES } from '@store/shared/messages/messages-es';
import type { IdentityCheckTexts } from './en';

export const identityCheckEs: IdentityCheckTexts = {
  title: 'Verifica tu identidad',
  intro:
    'Para mantener seguros tu cuenta y tus pagos, necesitamos confirmar quién eres antes de continuar. Necesitas una foto de tu documento de identidad (pasaporte, DNI o permiso de conducir) y un selfi.',
  start: 'Empezar la verificación',
  loading: 'Cargando tu verificación de identidad…',
  loadError: 'No hemos podido cargar tu verificación de identidad.',
  loadErrorDescription: 'Comprueba tu conexión e inténtalo de nuevo.',
  retry: 'Reintentar',
  failed: 'No ha funcionado:',
  sandbox: {
    title: 'Modo de prueba',
    intro:
      'Esta tienda verifica identidades con su entorno de pruebas integrado. El nombre que escribas como nombre del documento decide el resultado:',
    verified: 'verificada (igual que cualquier otro nombre)',
    rejected: 'rechazada, y se abre un ticket de soporte',
    requiresInput: 'se pide otro documento',
    manualReview: 'una persona revisa los documentos',
  },
  form: {
    name: 'Nombre tal como aparece en el documento',
    document: 'Foto de tu documento de identidad',
    documentHint:
      'La página con tu foto, con las cuatro esquinas visibles. JPEG, PNG o WebP, hasta 10 MB.',
    selfie: 'Selfi',
    selfieHint: 'Tu cara, bien iluminada, sin gafas de sol. JPEG, PNG o WebP, hasta 10 MB.',
    submit: 'Enviar para verificar',
    sending: 'Subiendo tus fotos…',
    nameRequired: 'Escribe el nombre tal como aparece en tu documento.',
    photoRequired: 'Elige una foto.',
    tooLarge: 'Esta foto ocupa más de 10 MB.',
    notImage: 'Este archivo no es una imagen JPEG, PNG o WebP.',
  },
  provider: {
    text: 'Continúas con nuestro socio de verificación: te guía para fotografiar tu documento y hacerte un selfi, y después te devuelve aquí.',
    continue: 'Continuar la verificación',
  },
  status: {
    checking: 'Revisando tus documentos…',
    checkingText:
      'Suele tardar menos de un minuto. Esta página se actualiza sola en cuanto haya un resultado.',
    requiresInput: 'Necesitamos otro documento',
    requiresInputText: 'Envía fotos nuevas.',
    manualReview: 'Una persona está revisando tus documentos',
    manualReviewText:
      'Suele tardar hasta 2 días hábiles. La tienda se abrirá para ti en cuanto se confirme tu identidad; mientras tanto puedes cerrar esta página.',
    verified: 'Tu identidad está verificada. ¡Gracias!',
    rejected: 'No hemos podido verificar tu identidad',
    rejectedText:
      'Nuestro equipo de soporte ha abierto un ticket para ti y te responderá en un plazo de 2 días hábiles. Responde allí para aclararlo, o empieza una nueva verificación con otro documento.',
    openTicket: 'Abrir tu ticket de soporte',
    ticketPending:
      'Estamos abriendo tu ticket de soporte; aparecerá en el historial del widget de ayuda.',
    startAgain: 'Empezar una nueva verificación',
    live: 'Las actualizaciones en directo están en pausa; esta página vuelve a comprobar cada pocos segundos.',
  },
  errors: {
    document_unreadable:
      'No se puede leer la foto de tu documento. Haz una foto nítida de todo el documento con buena luz.',
    document_rejected: 'No se ha podido aceptar el documento.',
    review_rejected:
      'Nuestro equipo de revisión no ha podido confirmar tu identidad con estos documentos.',
    verification_canceled: 'La verificación se canceló antes de terminar.',
    document_expired: 'El documento ha caducado. Usa uno válido.',
    document_unverified_other: 'No se ha podido verificar el documento.',
    selfie_face_mismatch: 'El selfi no coincide con la foto del documento.',
    consent_declined: 'No se aceptó la verificación, así que no pudo continuar.',
    abandoned: 'La verificación se abandonó antes de terminar.',
    other: 'El servicio de verificación detuvo la comprobación (motivo: {{code}}).',
  },
  messages: {
    ...CUSTOMER_MESSAGES_ES.identity,
    unexpected: 'Algo ha salido mal. Inténtalo de nuevo.',
  },
};
