import type { LegalDocument, LegalPrices } from './types';

/** The prices clause of the terms in Spanish. */
export const prices: LegalPrices = {
  chf: 'Todos los precios se indican en francos suizos (CHF) e incluyen el impuesto suizo sobre el valor añadido (IVA) al tipo vigente.',
  other: (currency) =>
    `Los precios se muestran en la moneda que has seleccionado, actualmente ${currency}, e incluyen el impuesto sobre el valor añadido (IVA) de tu país. Para los clientes en Suiza, el precio vinculante es el precio en francos suizos (CHF) con el IVA suizo incluido.`,
};

/** The terms and conditions (`/terms`) in Spanish. */
export const terms: LegalDocument = {
  title: 'Términos y condiciones',
  intro:
    'Estos términos y condiciones rigen todas las compras en la tienda online BigKeys y el uso de tu cuenta de cliente. Léelos con atención antes de hacer un pedido. Cómo tratamos tus datos personales se explica en nuestra [política de privacidad](/privacy).',
  highlights: [
    {
      icon: 'returns',
      title: 'Devoluciones en 7 días',
      text: 'Solicita una devolución en los 7 días siguientes a la entrega, siempre que no hayas revelado la clave.',
    },
    {
      icon: 'refund',
      title: 'Reembolsos en 5–10 días hábiles',
      text: 'Los reembolsos aprobados se abonan en tu método de pago original.',
    },
    {
      icon: 'delivery',
      title: 'Entrega en 24 horas',
      text: 'Las claves digitales suelen llegar al instante y, como máximo, en 24 horas.',
    },
    {
      icon: 'support',
      title: 'Soporte en 2 días hábiles',
      text: 'Nuestro equipo de soporte responde a cada consulta en un plazo de 2 días hábiles.',
    },
  ],
  sections: [
    {
      id: 'scope',
      title: 'Ámbito de aplicación y proveedor',
      blocks: [
        {
          type: 'paragraph',
          text: 'La tienda online BigKeys («BigKeys», «nosotros») está gestionada por BigKeys, Zúrich, Suiza. Vendemos claves digitales de juegos, contenido descargable (DLC), tarjetas regalo y tarjetas de suscripción para PC, Xbox, PlayStation y Nintendo y, cuando se ofrecen, productos físicos.',
        },
        {
          type: 'paragraph',
          text: 'Estos términos se aplican a todos los contratos celebrados entre BigKeys y sus clientes («tú») a través de nuestro sitio web. Las condiciones distintas de los clientes no se aplican, salvo que las hayamos aceptado expresamente por escrito. Las normas imperativas de protección de los consumidores del país en el que vives no se ven afectadas.',
        },
        {
          type: 'paragraph',
          text: 'Nuestra API mayorista y nuestros terminales de punto de venta para empresas se rigen por contratos propios. Estos términos se aplican a ellos solo cuando dichos contratos se remiten a ellos.',
        },
        {
          type: 'paragraph',
          text: 'Publicamos estos términos en inglés, alemán, español, francés e italiano. Todas las versiones tienen el mismo significado; si alguna vez difieren, prevalece la versión en el idioma en el que hiciste tu pedido.',
        },
      ],
    },
    {
      id: 'account',
      title: 'Cuenta de cliente',
      blocks: [
        {
          type: 'paragraph',
          text: 'Puedes consultar el catálogo y llenar el carrito como invitado. Para pagar, recibir y gestionar claves necesitas una cuenta de cliente. Para abrir una cuenta debes tener al menos 18 años o contar con el consentimiento de tu padre, tu madre o tu tutor legal.',
        },
        {
          type: 'list',
          items: [
            'Cada cuenta pertenece a una sola persona física. Las cuentas no se pueden compartir, transferir ni vender, y no puedes tener más de una cuenta.',
            'Los datos de tu perfil (nombre y apellidos, fecha de nacimiento, dirección, ciudad, código postal y país) deben ser exactos y completos, y debes mantenerlos actualizados. Tu dirección de correo electrónico debe estar confirmada antes de que puedas comprar.',
            'Mantén tu contraseña en secreto y avísanos de inmediato si sospechas que otra persona usa tu cuenta. Puedes cerrar la sesión en otros dispositivos en cualquier momento en Panel › Seguridad.',
            'Para prevenir el fraude y cumplir obligaciones legales, podemos pedirte que verifiques tu identidad antes de entregar un pedido o de aceptar nuevos pedidos. Hasta que se complete la verificación de identidad, podemos retener pedidos y limitar la cuenta.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Podemos suspender o cerrar una cuenta que se utilice infringiendo estos términos, en particular en caso de fraude, abuso de contracargos o reventa de claves. Las claves que ya hayas recibido y pagado siguen siendo utilizables, salvo que se hayan obtenido de forma fraudulenta.',
        },
      ],
    },
    {
      id: 'products',
      title: 'Productos, plataformas y regiones',
      blocks: [
        {
          type: 'paragraph',
          text: 'Cada página de producto indica la plataforma (por ejemplo Steam, Xbox, PlayStation o Nintendo), la edición y, en su caso, la región en la que se puede activar una clave. Comprueba estos datos y los requisitos del sistema antes de comprar; una clave comprada para una plataforma o región equivocada no es un defecto.',
        },
        {
          type: 'paragraph',
          text: 'Las claves, tarjetas regalo y tarjetas de suscripción se activan en el servicio del operador de la plataforma correspondiente. El uso del juego o del saldo se rige por las condiciones de ese operador, que aceptas al activar la clave. No tenemos ninguna influencia sobre los servicios, la disponibilidad ni las decisiones del operador sobre las cuentas.',
        },
        {
          type: 'paragraph',
          text: 'Tu cuenta tiene asignada una región, que determina los productos, los precios y la moneda que se te ofrecen. La región de una cuenta solo puede cambiarla nuestro equipo de soporte; escríbenos a support@bigkeys.example y explica el motivo (por ejemplo, una mudanza a otro país).',
        },
      ],
    },
    {
      id: 'prices',
      title: 'Precios y pago',
      blocks: [
        { type: 'prices' },
        {
          type: 'paragraph',
          text: 'Se aplica el precio que aparece en tu carrito en el momento de hacer el pedido. Los precios rebajados se muestran junto al precio original tachado. Cualquier descuento de fidelidad se descuenta en el carrito antes del pago.',
        },
        {
          type: 'paragraph',
          text: 'Puedes pagar con tarjeta de crédito o débito (Visa, MasterCard), Apple Pay, Google Pay, Klarna o PayPal. Los pagos los procesa nuestro proveedor de pagos mediante una conexión cifrada; nunca vemos ni guardamos el número completo de tu tarjeta. Klarna y PayPal pueden aplicar sus propias condiciones.',
        },
        {
          type: 'paragraph',
          text: 'Si un precio es manifiestamente erróneo por un fallo técnico o tipográfico, no estamos obligados por él. En ese caso te informamos antes de la entrega y puedes aceptar el precio correcto o cancelar el pedido con reembolso íntegro.',
        },
      ],
    },
    {
      id: 'ordering',
      title: 'Pedido y celebración del contrato',
      blocks: [
        {
          type: 'paragraph',
          text: 'Los productos de nuestra tienda constituyen una invitación a realizar una oferta. Puedes añadir hasta 3 unidades del mismo producto y plataforma en una línea del carrito. Al completar el pago realizas una oferta vinculante para comprar los productos de tu carrito.',
        },
        {
          type: 'paragraph',
          text: 'El contrato se celebra cuando confirmamos tu pedido por correo electrónico o entregamos los productos, lo que ocurra primero. La confirmación del pedido, tu factura y tus claves están disponibles en tu cuenta en Panel › Compras, donde también puedes descargar la factura.',
        },
        {
          type: 'paragraph',
          text: 'Podemos rechazar un pedido, en particular si un producto está agotado, si el pago falla o si hay indicios de fraude. En ese caso reembolsamos íntegramente cualquier importe ya cobrado.',
        },
      ],
    },
    {
      id: 'delivery',
      title: 'Entrega',
      blocks: [],
      subsections: [
        {
          id: 'digital-delivery',
          title: 'Productos digitales',
          blocks: [
            {
              type: 'paragraph',
              text: 'Los productos digitales se entregan en tu cuenta. La entrega suele ser instantánea tras el pago y tarda como máximo 24 horas. Después, tus claves aparecen en tu cuenta en Panel › Compras.',
            },
          ],
        },
        {
          id: 'fraud-review',
          title: 'Revisión antifraude',
          blocks: [
            {
              type: 'paragraph',
              text: 'Para proteger a nuestros clientes y a nosotros mismos, una compra puede quedar retenida para una revisión antifraude. Mientras dura la revisión, tu compra muestra un aviso de revisión pendiente. Te enviamos un correo electrónico en cuanto se aprueba la compra; si no podemos aprobarla, cancelamos el pedido y reembolsamos el importe íntegro.',
            },
          ],
        },
        {
          id: 'physical-delivery',
          title: 'Productos físicos',
          blocks: [
            {
              type: 'paragraph',
              text: 'Cuando vendemos productos físicos, la entrega tarda 3–5 días hábiles dentro de Suiza y 7–14 días hábiles o más en los envíos internacionales. Fuera de Suiza, las autoridades del país de destino pueden cobrar derechos de aduana e impuestos de importación.',
            },
          ],
        },
      ],
    },
    {
      id: 'key-reveal',
      title: 'Revelación, uso y regalo de claves',
      blocks: [
        {
          type: 'paragraph',
          text: 'Por tu seguridad, cada clave permanece oculta en tu cuenta hasta que la revelas. Antes de mostrar la clave te mostramos una advertencia, y debes confirmar que quieres revelarla.',
        },
        {
          type: 'notice',
          text: 'Revelar una clave es irreversible. Una vez revelada, la clave se considera entregada y utilizada, y se extingue el derecho a un reembolso inmediato.',
        },
        {
          type: 'paragraph',
          text: 'Mantén en secreto las claves reveladas. No podemos sustituir una clave que otra persona haya activado después de que la revelaras o la compartieras. Nuestro centro de ayuda explica cómo activar una clave en cada plataforma.',
        },
        {
          type: 'paragraph',
          text: 'Puedes regalar a un amigo una clave que no hayas revelado. Para ello, introduce dos veces su dirección de correo electrónico; le enviaremos un correo con las instrucciones. Cuando tu amigo reclama el regalo, la clave pasa a su cuenta y deja de estar disponible en la tuya. Un regalo reclamado no se puede recuperar.',
        },
      ],
    },
    {
      id: 'cancellation',
      title: 'Cancelación',
      blocks: [
        {
          type: 'paragraph',
          text: 'Solo puedes cancelar un pedido con reembolso íntegro antes de que se te haya mostrado o enviado un código digital y, en el caso de productos físicos, antes de que se hayan enviado. Las reservas pueden cancelarse en cualquier momento hasta su entrega.',
        },
        {
          type: 'paragraph',
          text: 'Si vives en la Unión Europea, tienes un derecho legal de desistimiento en los contratos de contenido digital. Al pedirnos que entreguemos tu clave de inmediato y al revelarla, aceptas expresamente que la entrega comience antes de que finalice el plazo de desistimiento y reconoces que, con ello, pierdes tu derecho de desistimiento.',
        },
        {
          type: 'paragraph',
          text: 'Para cancelar un pedido, ponte en contacto con nuestro equipo de soporte en support@bigkeys.example e indica tu número de pedido.',
        },
      ],
    },
    {
      id: 'returns',
      title: 'Devoluciones y reembolsos',
      blocks: [
        {
          type: 'paragraph',
          text: 'Puedes solicitar una devolución en los 7 días siguientes a la entrega. Un producto digital solo se puede devolver si su clave no se ha revelado ni regalado. Los productos físicos deben devolverse sin usar, completos y en su embalaje original.',
        },
        {
          type: 'paragraph',
          text: 'Una vez aprobada una devolución o una cancelación, el reembolso se abona en tu método de pago original en un plazo de 5–10 días hábiles. Cuándo aparece el importe en tu cuenta depende también de tu banco o proveedor de pagos.',
        },
        {
          type: 'paragraph',
          text: 'Una clave que no funciona no está sujeta al límite de 7 días: la cubre la garantía que se describe a continuación.',
        },
      ],
    },
    {
      id: 'warranty',
      title: 'Garantía',
      blocks: [
        {
          type: 'paragraph',
          text: 'Garantizamos que los productos que entregamos no tienen defectos; por ejemplo, que una clave es válida y puede activarse en la plataforma y en la región indicadas en la página del producto. Puedes presentar una reclamación de garantía en el plazo de 1 año desde la entrega.',
        },
        {
          type: 'paragraph',
          text: 'Para reclamar, ponte en contacto con nuestro equipo de soporte y describe el problema, a ser posible con una captura de pantalla del mensaje de error de la plataforma. Primero comprobamos la clave con el emisor. Si la reclamación está justificada, te entregamos una clave de sustitución que funcione o, si no es posible, te reembolsamos el precio pagado.',
        },
        {
          type: 'paragraph',
          text: 'La garantía no cubre las claves que tú u otras personas hayáis activado, compartido o cedido después de revelarlas, ni los problemas causados por el operador de la plataforma, como una interrupción del servicio o una decisión sobre tu cuenta de la plataforma. Los derechos legales imperativos de garantía no se ven afectados.',
        },
      ],
    },
    {
      id: 'loyalty',
      title: 'Niveles de fidelidad y programa de recomendación',
      blocks: [],
      subsections: [
        {
          id: 'loyalty-levels',
          title: 'Niveles de fidelidad',
          blocks: [
            {
              type: 'paragraph',
              text: 'Con tus compras, logros y misiones, tu cuenta sube por cinco niveles. A partir del nivel 2 obtienes un descuento en las compras que dan derecho a él, que se aplica automáticamente en el carrito:',
            },
            {
              type: 'definitions',
              items: [
                { term: 'Nivel 1 · New Challenger', description: 'sin descuento' },
                { term: 'Nivel 2 · Loot Hunter', description: '3 % de descuento' },
                { term: 'Nivel 3 · Elite Raider', description: '5 % de descuento' },
                { term: 'Nivel 4 · Mythic Champion', description: '7 % de descuento' },
                {
                  term: 'Nivel 5 · Legendary Vault Guardian',
                  description: '10 % de descuento',
                },
              ],
            },
            {
              type: 'paragraph',
              text: 'En el último nivel puedes desbloquear el prestigio, que restablece tu nivel para que puedas volver a subir. Los descuentos y las recompensas de las misiones no tienen valor monetario, no son transferibles y no se pueden combinar con otros descuentos, salvo que la oferta indique lo contrario.',
            },
          ],
        },
        {
          id: 'referral-programme',
          title: 'Programa de recomendación',
          blocks: [
            {
              type: 'paragraph',
              text: 'Con tu enlace de recomendación personal puedes recomendar BigKeys a otras personas. Cuando alguien abre tu enlace, recordamos la recomendación durante 60 días. Si esa persona se registra en ese plazo, recibes la parte que se muestra en tu panel del importe neto (sin IVA) de cada pedido que haga en los 12 meses siguientes a su registro, abonada en la moneda de la compra. Un abono pasa a estar disponible 7 días después del pago, cuando el pedido ya no puede reembolsarse, y se paga a petición a partir de 10 € (o la misma cantidad en la moneda del abono).',
            },
            {
              type: 'paragraph',
              text: 'No están permitidos recomendarte a ti mismo, crear cuentas con ese fin, el spam ni la publicidad engañosa. Los créditos obtenidos infringiendo estas normas, o procedentes de pedidos cancelados o reembolsados, se pierden. Podemos modificar o finalizar el programa con efectos para el futuro; los créditos ya obtenidos siguen siendo válidos.',
            },
          ],
        },
      ],
    },
    {
      id: 'fair-use',
      title: 'Uso leal y reventa',
      blocks: [
        {
          type: 'paragraph',
          text: 'Los productos comprados en nuestra tienda están destinados a tu uso personal o a ser regalados. No está permitido:',
        },
        {
          type: 'list',
          items: [
            'revender claves, tarjetas regalo o tarjetas de suscripción, ni ofrecerlas en plataformas de compraventa;',
            'comprar con medios de pago robados o ajenos, ni recurrir a contracargos para obtener claves sin pagar;',
            'acceder a la tienda de forma automatizada (bots, scraping) ni intentar eludir límites y medidas de seguridad.',
          ],
        },
        {
          type: 'paragraph',
          text: 'En caso de infracción, podemos cancelar los pedidos afectados, bloquear las claves aún no reveladas y cerrar la cuenta. Nos reservamos el derecho a reclamar daños y perjuicios.',
        },
      ],
    },
    {
      id: 'support',
      title: 'Soporte y contacto',
      blocks: [
        {
          type: 'paragraph',
          text: 'Puedes contactarnos a través del centro de ayuda de cada página, por chat, mediante un ticket de soporte o por correo electrónico en support@bigkeys.example. Nuestro equipo de soporte responde en un plazo de 2 días hábiles.',
        },
        {
          type: 'paragraph',
          text: 'En el chat, Biggie AI Assistant puede responder al momento a preguntas generales. Sus respuestas se generan automáticamente y pueden ser incompletas; no son declaraciones vinculantes de BigKeys. Las decisiones sobre devoluciones, reembolsos y reclamaciones de garantía las toma siempre nuestro equipo de soporte.',
        },
      ],
    },
    {
      id: 'liability',
      title: 'Responsabilidad',
      blocks: [
        {
          type: 'paragraph',
          text: 'Respondemos sin limitación de los daños causados de forma intencionada o por negligencia grave y de los daños a la vida, la integridad física o la salud. En caso de negligencia leve, solo respondemos del incumplimiento de obligaciones contractuales esenciales y únicamente por los daños típicos y previsibles, hasta el precio del pedido afectado.',
        },
        {
          type: 'paragraph',
          text: 'No respondemos de los servicios de los operadores de plataformas, de las interrupciones de dichos servicios ni de las pérdidas causadas porque divulgues una clave revelada. La responsabilidad prevista por normas imperativas, en particular por la normativa de responsabilidad por productos, no se ve afectada.',
        },
      ],
    },
    {
      id: 'changes',
      title: 'Cambios en estos términos',
      blocks: [
        {
          type: 'paragraph',
          text: 'Podemos modificar estos términos con efectos para el futuro, por ejemplo cuando cambien la ley o nuestros servicios. Anunciamos los cambios en esta página e informamos a los clientes registrados por correo electrónico con suficiente antelación a su entrada en vigor. Cada pedido se rige por los términos vigentes en el momento en que se realizó.',
        },
      ],
    },
    {
      id: 'law',
      title: 'Ley aplicable y litigios',
      blocks: [
        {
          type: 'paragraph',
          text: 'Estos términos y todos los contratos celebrados conforme a ellos se rigen por el derecho suizo, con exclusión de la Convención de las Naciones Unidas sobre los Contratos de Compraventa Internacional de Mercaderías (CISG). Si eres consumidor, conservas la protección de las disposiciones imperativas de la ley del país en el que tienes tu residencia habitual.',
        },
        {
          type: 'paragraph',
          text: 'El fuero competente es Zúrich (Suiza). Los consumidores también pueden presentar demandas en su lugar de residencia y solo pueden ser demandados allí. Antes de acudir a los tribunales, ponte en contacto con nuestro equipo de soporte: la mayoría de los problemas se resuelven de forma rápida y directa.',
        },
        {
          type: 'paragraph',
          text: 'Si alguna disposición de estos términos fuera inválida, las demás disposiciones seguirán en vigor.',
        },
      ],
    },
  ],
};

/** The privacy policy (`/privacy`) in Spanish. */
export const privacy: LegalDocument = {
  title: 'Política de privacidad',
  intro:
    'Esta política de privacidad explica qué datos personales trata BigKeys cuando visitas nuestra tienda, creas una cuenta, compras o te pones en contacto con nosotros, por qué lo hacemos y qué derechos tienes. Se basa en la Ley Federal suiza de Protección de Datos (LPD) y, cuando es aplicable, en el Reglamento General de Protección de Datos de la UE (RGPD). Tus compras se rigen por nuestros [términos y condiciones](/terms).',
  highlights: [
    {
      icon: 'card',
      title: 'Sin números de tarjeta completos',
      text: 'Los pagos con tarjeta los gestiona nuestro proveedor de pagos; nunca vemos el número completo de tu tarjeta.',
    },
    {
      icon: 'lock',
      title: 'Claves cifradas, contraseñas con hash',
      text: 'Guardamos las claves cifradas y las contraseñas solo como hashes argon2.',
    },
    {
      icon: 'consent',
      title: 'Análisis solo con consentimiento',
      text: 'Solo usamos cookies de estadística y publicidad después de tu elección en el diálogo de consentimiento.',
    },
    {
      icon: 'rights',
      title: 'Tus datos, tus derechos',
      text: 'Solicita en cualquier momento el acceso, la rectificación, la supresión o una copia de tus datos.',
    },
  ],
  sections: [
    {
      id: 'controller',
      title: 'Responsable del tratamiento y contacto',
      blocks: [
        {
          type: 'paragraph',
          text: 'El responsable del tratamiento de tus datos personales es BigKeys, Zúrich, Suiza.',
        },
        {
          type: 'paragraph',
          text: 'Para cualquier pregunta sobre protección de datos y para ejercer tus derechos, escribe a privacy@bigkeys.example. Para preguntas sobre pedidos, claves o tu cuenta, nuestro equipo de soporte está disponible en support@bigkeys.example.',
        },
      ],
    },
    {
      id: 'data',
      title: 'Datos que tratamos',
      blocks: [
        {
          type: 'paragraph',
          text: 'Solo tratamos los datos que necesitamos para los fines descritos en esta política. Según cómo uses la tienda, son los siguientes:',
        },
      ],
      subsections: [
        {
          id: 'data-account',
          title: 'Cuenta y perfil',
          blocks: [
            {
              type: 'paragraph',
              text: 'Dirección de correo electrónico, contraseña (guardada solo como hash), nombre y apellidos, fecha de nacimiento, dirección, ciudad, código postal, país, región, idioma, ajustes de notificaciones y la fecha en que aceptaste nuestros términos. Si inicias sesión con una cuenta de una red social, el proveedor nos facilita tu nombre, tu dirección de correo electrónico y un identificador de esa cuenta.',
            },
          ],
        },
        {
          id: 'data-orders',
          title: 'Pedidos, claves y fidelidad',
          blocks: [
            {
              type: 'paragraph',
              text: 'Productos pedidos, precios, moneda, facturas, claves entregadas y si se han revelado, regalos (incluida la dirección de correo electrónico de tu amigo), cancelaciones y devoluciones, favoritos, reseñas, logros, nivel de fidelidad, misiones y datos de recomendación (tu código de recomendación, los clientes recomendados y los créditos).',
            },
          ],
        },
        {
          id: 'data-payment',
          title: 'Pago',
          blocks: [
            {
              type: 'paragraph',
              text: 'Los pagos los gestiona nuestro proveedor de pagos. Introduces los datos de tu tarjeta directamente en el proveedor; nunca vemos ni guardamos el número completo de tu tarjeta. Solo recibimos el estado del pago, el método de pago y, en el caso de las tarjetas, la marca, los cuatro últimos dígitos y la fecha de caducidad.',
            },
          ],
        },
        {
          id: 'data-identity',
          title: 'Verificación de identidad',
          blocks: [
            {
              type: 'paragraph',
              text: 'Podemos pedirte que verifiques tu identidad tras un pedido grande, un pago con una tarjeta de un país distinto al de tu cuenta o varios pagos rechazados, o cuando lo pide nuestro equipo. Entonces envías una foto de tu documento de identidad y un selfi, que un proveedor de verificación revisa por encargo nuestro. Las fotos se guardan cifradas (AES-256), nunca se vuelven a mostrar a nadie, ni a ti ni a nuestro equipo, y se eliminan en cuanto la decisión es definitiva (verificada o rechazada). Conservamos el resultado de la verificación y, si se detuvo, su motivo.',
            },
          ],
        },
        {
          id: 'data-support',
          title: 'Tickets de soporte y chat',
          blocks: [
            {
              type: 'paragraph',
              text: 'Tus tickets de soporte y mensajes de chat, con la categoría, el tema, la hora y las respuestas que recibes. Los mensajes que escribes a Biggie AI Assistant se tratan automáticamente para generar una respuesta y se guardan con la conversación para que nuestro equipo de soporte pueda continuarla. No introduzcas en el chat contraseñas, números completos de tarjeta ni claves.',
            },
          ],
        },
        {
          id: 'data-newsletter',
          title: 'Boletín y notificaciones',
          blocks: [
            {
              type: 'paragraph',
              text: 'Tu dirección de correo electrónico y la fecha de suscripción si te suscribes a nuestro boletín; tus preferencias de notificaciones del navegador, por correo electrónico y por SMS y, si las activas, la suscripción push del navegador y tu número de móvil. Los mensajes que nos envías mediante los formularios de contacto o de empleo se guardan con la dirección de correo electrónico que indicas.',
            },
          ],
        },
        {
          id: 'data-device',
          title: 'Dispositivo, sesión y dirección IP',
          blocks: [
            {
              type: 'paragraph',
              text: 'Cada vez que usas la tienda, tu navegador transmite datos técnicos: dirección IP, fecha y hora, la página solicitada, el navegador y el sistema operativo (user agent) y el idioma. Usamos tu dirección IP para sugerirte la región y la moneda y para detectar fraudes. Para cada sesión iniciada guardamos el dispositivo, la dirección IP, la hora de inicio de sesión y la última actividad; puedes ver y cerrar estas sesiones en Panel › Seguridad.',
            },
          ],
        },
      ],
    },
    {
      id: 'purposes',
      title: 'Finalidades y bases jurídicas',
      blocks: [
        {
          type: 'paragraph',
          text: 'Tratamos los datos personales conforme a los principios de la LPD: de forma lícita, de buena fe, proporcionada, con fines reconocibles y con exactitud. Cuando se aplica el RGPD, nos basamos en las siguientes bases jurídicas:',
        },
        {
          type: 'definitions',
          items: [
            {
              term: 'Ejecución de un contrato (art. 6.1.b RGPD)',
              description:
                'para gestionar tu cuenta, tramitar pedidos y pagos, entregar claves, gestionar cancelaciones, devoluciones y reclamaciones de garantía, gestionar los programas de fidelidad y de recomendación y responder a tus solicitudes de soporte.',
            },
            {
              term: 'Obligación legal (art. 6.1.c RGPD)',
              description:
                'para conservar registros contables y facturas, cumplir las obligaciones fiscales y de IVA y atender los requerimientos legítimos de las autoridades.',
            },
            {
              term: 'Intereses legítimos (art. 6.1.f RGPD)',
              description:
                'para mantener la seguridad de la tienda, prevenir el fraude y los abusos (incluidas la revisión antifraude y las verificaciones de identidad), sugerirte la región y la moneda y mejorar nuestros servicios.',
            },
            {
              term: 'Consentimiento (art. 6.1.a RGPD)',
              description:
                'para el boletín, las notificaciones del navegador y por SMS y las cookies de análisis y publicidad. Puedes retirar tu consentimiento en cualquier momento con efectos para el futuro.',
            },
          ],
        },
        {
          type: 'paragraph',
          text: 'Conforme a la LPD, nuestro tratamiento está justificado por el contrato contigo, por nuestras obligaciones legales, por nuestros intereses preponderantes o por tu consentimiento (art. 31 LPD). No vendemos tus datos personales.',
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies y almacenamiento local',
      blocks: [
        {
          type: 'paragraph',
          text: 'Las cookies son pequeños archivos de texto que la tienda guarda en tu navegador. El almacenamiento local es un espacio similar de tu navegador que nunca se envía por sí solo a nuestro servidor.',
        },
      ],
      subsections: [
        {
          id: 'essential-cookies',
          title: 'Cookies esenciales',
          blocks: [
            {
              type: 'paragraph',
              text: 'Estas cookies son necesarias para que la tienda funcione y están siempre activas:',
            },
            {
              type: 'definitions',
              items: [
                {
                  term: 'sid',
                  description:
                    'mantiene tu sesión iniciada. Caduca tras 7 días sin actividad y, como máximo, a los 30 días, o cuando cierras la sesión.',
                },
                {
                  term: 'XSRF-TOKEN',
                  description:
                    'protege tu cuenta contra la falsificación de solicitudes entre sitios (CSRF); se devuelve con cada cambio que realizas.',
                },
                {
                  term: 'currency',
                  description: 'recuerda la moneda en la que se muestran los precios.',
                },
                { term: 'region', description: 'recuerda tu región.' },
                {
                  term: 'bs_referral',
                  description:
                    'recuerda el enlace de recomendación con el que llegaste, para poder abonar la recomendación; se elimina a los 60 días.',
                },
                {
                  term: 'social_flow',
                  description:
                    'solo mientras inicias sesión con una cuenta de una red social; protege el inicio de sesión y se elimina a los 10 minutos.',
                },
              ],
            },
          ],
        },
        {
          id: 'local-storage',
          title: 'Almacenamiento local',
          blocks: [
            {
              type: 'paragraph',
              text: 'La tienda guarda lo siguiente en el almacenamiento local de tu navegador para que tus preferencias se mantengan al recargar la página:',
            },
            {
              type: 'list',
              items: [
                '`userLanguage`: el idioma que has elegido;',
                'tu tema (claro, oscuro o automático);',
                'tu carrito, y la moneda y la región seleccionadas;',
                'tu elección en el diálogo de consentimiento.',
              ],
            },
            {
              type: 'paragraph',
              text: 'La tienda también guarda sus archivos de programa en tu navegador para que las páginas legales y las páginas informativas funcionen sin conexión.',
            },
          ],
        },
        {
          id: 'analytics-consent',
          title: 'Análisis y tu consentimiento',
          blocks: [
            {
              type: 'paragraph',
              text: 'En tu primera visita, el diálogo de consentimiento te pide que elijas. Hasta que elijas, no se utiliza ninguna cookie de análisis ni de publicidad.',
            },
            {
              type: 'definitions',
              items: [
                {
                  term: 'Solo esenciales',
                  description:
                    'solo las cookies esenciales indicadas arriba y estadísticas anónimas de visitas. El almacenamiento publicitario, la publicidad personalizada y la cesión de datos con fines publicitarios permanecen desactivados.',
                },
                {
                  term: 'Aceptar todo',
                  description:
                    'además, se permiten las cookies publicitarias y la publicidad personalizada.',
                },
              ],
            },
            {
              type: 'paragraph',
              text: 'Para cambiar tu elección, borra los datos del sitio de nuestra tienda en los ajustes de tu navegador; el diálogo de consentimiento te volverá a preguntar en tu próxima visita.',
            },
          ],
        },
      ],
    },
    {
      id: 'retention',
      title: 'Cuánto tiempo conservamos los datos',
      blocks: [
        {
          type: 'paragraph',
          text: 'Conservamos los datos personales solo mientras los necesitamos para la finalidad con la que se recogieron o mientras lo exija la ley:',
        },
        {
          type: 'list',
          items: [
            'Datos de la cuenta: mientras exista tu cuenta. Cuando la cierras, los suprimimos o anonimizamos en un plazo de 30 días, salvo los datos que debemos conservar por ley.',
            'Pedidos y facturas: 10 años, según exige la normativa contable suiza.',
            'Tickets de soporte y chats: 2 años después de cerrarse la conversación.',
            'Verificaciones de identidad: el resultado, mientras exista tu cuenta; las fotos de tu documento y tu selfi se eliminan en cuanto la decisión es definitiva.',
            'Sesiones: hasta que finalizan; los registros de las sesiones finalizadas se eliminan a los 90 días.',
            'Boletín: hasta que te des de baja.',
          ],
        },
      ],
    },
    {
      id: 'recipients',
      title: 'Destinatarios',
      blocks: [
        {
          type: 'paragraph',
          text: 'Solo compartimos datos personales cuando es necesario para las finalidades indicadas. Nuestros proveedores de servicios tratan los datos por encargo nuestro, sobre la base de un contrato de encargo del tratamiento y solo conforme a nuestras instrucciones:',
        },
        {
          type: 'list',
          items: [
            'proveedores de pago (pagos con tarjeta, Apple Pay, Google Pay, Klarna, PayPal) para tramitar los pagos y prevenir el fraude;',
            'el proveedor de verificación para las verificaciones de identidad;',
            'proveedores de correo electrónico y SMS para enviar confirmaciones de pedido, notificaciones y el boletín;',
            'proveedores de alojamiento e infraestructura que gestionan nuestros servidores, bases de datos y copias de seguridad;',
            'el proveedor del modelo de lenguaje en el que se basa Biggie AI Assistant, para los mensajes que escribes en el chat;',
            'proveedores de inicio de sesión con redes sociales, solo si decides iniciar sesión con ellos.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Además, comunicamos datos a autoridades, tribunales o asesores cuando la ley lo exige o cuando es necesario para formular o defender reclamaciones.',
        },
      ],
    },
    {
      id: 'transfers',
      title: 'Transferencias internacionales',
      blocks: [
        {
          type: 'paragraph',
          text: 'Tratamos los datos principalmente en Suiza y en el Espacio Económico Europeo. Algunos proveedores de servicios pueden tratar datos en otros países. Solo transferimos datos al extranjero a países cuyo nivel de protección de datos esté reconocido como adecuado por el Consejo Federal suizo o la Comisión Europea, sobre la base de las cláusulas contractuales tipo de la Comisión Europea reconocidas en Suiza, o cuando se aplique otra excepción legal. Puedes pedirnos una copia de las garantías utilizadas.',
        },
      ],
    },
    {
      id: 'rights',
      title: 'Tus derechos',
      blocks: [
        {
          type: 'paragraph',
          text: 'Conforme a la normativa de protección de datos aplicable, tienes derecho a:',
        },
        {
          type: 'list',
          items: [
            'acceder a los datos personales que tenemos sobre ti;',
            'rectificar los datos inexactos;',
            'suprimir tus datos, salvo que debamos conservarlos por ley;',
            'limitar el tratamiento;',
            'recibir los datos que nos has facilitado en un formato estructurado, de uso común y lectura mecánica (portabilidad);',
            'oponerte al tratamiento basado en nuestros intereses legítimos y, en cualquier momento, a la mercadotecnia directa;',
            'retirar tu consentimiento en cualquier momento con efectos para el futuro;',
            'presentar una reclamación ante una autoridad de control: en Suiza, el Encargado Federal de Protección de Datos y Transparencia (FDPIC); en la UE, la autoridad de tu país de residencia.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Para ejercer tus derechos, escribe a privacy@bigkeys.example. También puedes corregir tú mismo la mayor parte de tu perfil en Panel › Ajustes de usuario. Respondemos en un plazo de 30 días y podemos pedirte que confirmes antes tu identidad.',
        },
      ],
    },
    {
      id: 'security',
      title: 'Seguridad',
      blocks: [
        {
          type: 'paragraph',
          text: 'Protegemos tus datos con medidas técnicas y organizativas adecuadas al riesgo:',
        },
        {
          type: 'list',
          items: [
            'todas las conexiones con la tienda están cifradas (HTTPS);',
            'las claves se guardan cifradas y solo se descifran cuando las revelas;',
            'las contraseñas nunca se guardan en texto plano, solo como hashes argon2;',
            'las sesiones caducan automáticamente y pueden cerrarse en todos los demás dispositivos en cualquier momento; cada cambio está protegido contra la falsificación de solicitudes entre sitios;',
            'solo acceden a los datos los empleados que los necesitan para su trabajo.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Ningún sistema es completamente seguro. Si tenemos conocimiento de una violación de la seguridad de los datos que te ponga en riesgo, te informamos a ti y a la autoridad competente según exija la ley.',
        },
      ],
    },
    {
      id: 'automated-decisions',
      title: 'Decisiones automatizadas',
      blocks: [
        {
          type: 'paragraph',
          text: 'Nuestra revisión antifraude comprueba automáticamente las compras en busca de indicios de fraude y puede retener una compra hasta que se haya revisado. Una máquina nunca rechaza una compra de forma definitiva por sí sola: decide un miembro de nuestro equipo. Puedes expresar tu punto de vista y pedir en cualquier momento que una persona revise la decisión.',
        },
      ],
    },
    {
      id: 'children',
      title: 'Menores',
      blocks: [
        {
          type: 'paragraph',
          text: 'Nuestra tienda no está dirigida a menores de 16 años. Los menores de 18 años solo pueden usar la tienda con el consentimiento de su padre, su madre o su tutor legal. Si sabemos que hemos recogido datos de un menor de 16 años sin dicho consentimiento, los suprimimos.',
        },
      ],
    },
    {
      id: 'changes',
      title: 'Cambios en esta política',
      blocks: [
        {
          type: 'paragraph',
          text: 'Actualizamos esta política de privacidad cuando cambian nuestros servicios o la ley. Se aplica la versión publicada en esta página. Informamos a los clientes registrados por correo electrónico de los cambios importantes.',
        },
      ],
    },
  ],
};
