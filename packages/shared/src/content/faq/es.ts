import type { FaqItems } from './types';

/** The about page's frequently asked questions in Spanish. */
export const faqItems: FaqItems = {
  delivery: {
    question: '¿Cuándo recibiré mi clave?',
    answer:
      'La entrega digital suele ser inmediata: tu clave está lista en la página de agradecimiento y en tu cuenta justo después del pago. En casos excepcionales, por ejemplo cuando una compra está en revisión, puede tardar hasta 24 horas. Te enviamos un correo en cuanto esté lista.',
  },
  returns: {
    question: '¿Puedo devolver un producto?',
    answer:
      'Sí, puedes solicitar una devolución en los 7 días posteriores a tu compra. Un pedido puede cancelarse con reembolso completo siempre que su código digital no se haya mostrado ni enviado.',
  },
  refunds: {
    question: '¿Cuánto tarda un reembolso?',
    answer:
      'Una vez aprobado el reembolso, el dinero vuelve a tu método de pago original en un plazo de 5 a 10 días hábiles.',
  },
  reveal: {
    question: '¿Qué ocurre cuando revelo una clave?',
    answer:
      'Revelar una clave es irreversible. Antes de mostrarla, te avisamos y te pedimos que lo confirmes, porque al revelarla pierdes el derecho a un reembolso inmediato.',
  },
  vat: {
    question: '¿Los precios incluyen el IVA?',
    answer:
      'Sí. Todos los precios incluyen el IVA. Se muestran en la moneda de tu región; tu región solo puede cambiarse a través de nuestro soporte.',
  },
  support: {
    question: '¿Cómo contacto con el soporte?',
    answer:
      'Abre el centro de ayuda en cualquier página y a cualquier hora para leer guías o chatear con el Biggie AI Assistant. Nuestro equipo de soporte responde a cada ticket en un plazo de 2 días hábiles.',
  },
  resale: {
    question: '¿Puedo revender las claves que he comprado?',
    answer:
      'No. Las claves compradas en nuestra tienda son para tu uso personal o para regalar; la reventa está prohibida. Las empresas que quieran vender claves a sus clientes pueden usar nuestra API mayorista.',
  },
  gifting: {
    question: '¿Puedo regalar una clave?',
    answer:
      'Sí. Elige regalar una clave e introduce dos veces la dirección de correo de tu amigo; le enviamos la clave directamente.',
  },
};
