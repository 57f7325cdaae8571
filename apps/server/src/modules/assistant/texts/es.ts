import type { AssistantTexts } from './types';

export const es: AssistantTexts = {
  locale: 'es-ES',
  greeting: {
    customer: (firstName) =>
      `¡Hola${firstName ? `, ${firstName}` : ''}! Soy Biggie AI Assistant. Pregúntame por tus pedidos, claves y facturas, por un reembolso o por cómo activar un juego.`,
    guest:
      '¡Hola! Soy Biggie AI Assistant. Pregúntame cómo canjear un código, dónde encontrar tus códigos y facturas o qué hacer si falla una activación o la verificación de identidad.',
  },
  help: {
    intro: (title) => `Esto dice nuestra ayuda sobre «${title}»:`,
    readMore: (url) => `Más información: ${url}`,
  },
  notSure:
    'No estoy seguro de haber entendido tu pregunta y prefiero no adivinar. Nuestros temas de ayuda explican cómo canjear códigos, dónde encontrar tus códigos y facturas y qué hacer si falla una activación o la verificación de identidad.',
  signIn: {
    orders:
      'Para consultar tus pedidos, claves, facturas o un reembolso, inicia sesión primero y vuelve a preguntarme aquí.',
    person:
      'Para hablar con una persona de nuestro equipo de soporte, inicia sesión y escríbenos en este chat. Tu conversación se guarda como ticket y nuestro equipo responde en un plazo de 2 días hábiles.',
  },
  handOff: {
    asked_for_person:
      'Por supuesto. He pasado esta conversación a nuestro equipo de soporte: una persona te responderá aquí en un plazo de 2 días hábiles. También encontrarás la respuesta en el Historial.',
    billing_dispute:
      'Las consultas sobre un cobro las atiende una persona de nuestro equipo de soporte. He pasado tu conversación: recibirás una respuesta aquí en un plazo de 2 días hábiles.',
    identity:
      'Las verificaciones de identidad las atiende una persona de nuestro equipo de soporte. He pasado tu conversación: recibirás una respuesta aquí en un plazo de 2 días hábiles.',
    low_confidence:
      'No estoy seguro de poder responder correctamente, así que he pasado tu pregunta a nuestro equipo de soporte: una persona te responderá aquí en un plazo de 2 días hábiles.',
  },
  orders: {
    title: (orderId) => `Pedido ${orderId}`,
    intro: 'Estos son tus últimos pedidos:',
    none: 'Todavía no veo ningún pedido en tu cuenta.',
    notFound: (orderId) => `No encuentro ningún pedido ${orderId} en tu cuenta.`,
    line: ({ id, date, status, items, total }) =>
      `• Pedido ${id} del ${date}: ${items}, total ${total}. ${status}`,
    status: {
      pending: 'Está pendiente de pago.',
      paid: 'Está pagado y sus claves se están entregando (normalmente al instante, como máximo en 24 horas).',
      under_review:
        'Está en revisión: comprobamos algunas compras antes de entregarlas, normalmente en 24 horas, y te enviamos un correo en cuanto se aprueba.',
      delivered: 'Está entregado: sus claves están en tus compras.',
      expired: 'Caducó porque no se pagó a tiempo.',
      failed: 'Su pago falló, así que no se cobró nada.',
      refunded: 'Se reembolsó.',
      cancelled: 'Se canceló antes del pago.',
    },
    open: (url) => `Ábrelo en tus compras: ${url}`,
  },
  invoice: {
    ready: (number, orderId) => `La factura ${number} corresponde al pedido ${orderId}.`,
    notYet: (orderId) =>
      `El pedido ${orderId} aún no tiene factura: se emite cuando el pedido se entrega.`,
    where: (url) => `Puedes descargar tus facturas en PDF en Compras › Facturas: ${url}`,
  },
  refund: {
    eligible: (orderId, until) =>
      `Aún puedes cancelar el pedido ${orderId} con reembolso completo hasta el ${until}. Usa «Cancelar y reembolsar» en el pedido, en tus compras; el dinero vuelve a tu método de pago en un plazo de 5 a 10 días hábiles.`,
    refused: {
      status: (orderId) => `El pedido ${orderId} no se puede reembolsar en su estado actual.`,
      revealed: (orderId) =>
        `El pedido ${orderId} no se puede reembolsar porque una de sus claves ya se ha revelado.`,
      gifted: (orderId) =>
        `El pedido ${orderId} no se puede reembolsar porque una de sus claves se ha enviado como regalo.`,
      window: (orderId) => `El plazo de reembolso de 7 días del pedido ${orderId} ha terminado.`,
    },
  },
  activation: {
    intro: (platform) => `Así se activa una clave en ${platform}:`,
  },
  keyValue:
    'Nunca muestro ni envío claves en el chat: por tu seguridad, una clave solo se muestra en tus compras. Abre Panel › Compras, elige el pedido y pulsa «Revelar clave». Ten en cuenta que revelarla no se puede deshacer y pone fin a tu derecho a un reembolso inmediato.',
  discount:
    'No puedo dar códigos de descuento ni cupones: el soporte no tiene ninguno que dar. Lo que baja tus precios es tu nivel de fidelidad: desde el nivel 2 obtienes un 3 % de descuento al pagar, y en los niveles 3 a 5 un 5 %, un 7 % y un 10 %, de forma automática.',
  instructions:
    'No puedo compartir cómo estoy configurado, pero te ayudo con gusto con tus pedidos, claves y facturas o con cualquier cosa de nuestros temas de ayuda.',
  guard: {
    keyHidden: '[clave oculta]',
    refundUnconfirmed:
      'No puedo prometerte un reembolso. Que un pedido se pueda reembolsar depende de sus claves y del plazo de 7 días; lo ves en el pedido, en tus compras, y puedo comprobarlo por ti si me dices de qué pedido se trata.',
  },
};
