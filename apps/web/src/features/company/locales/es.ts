import { CUSTOMER_MESSAGES_ES } from '@store/shared/messages/messages-es';
import type { CompanyTexts } from './en';

export const companyEs: CompanyTexts = {
  form: {
    name: 'Nombre',
    email: 'Correo electrónico',
    message: 'Mensaje',
    characterCount: '{{count}} de {{max}} caracteres',
    singleLine: CUSTOMER_MESSAGES_ES.form.singleLine,
    checkFields: 'Algunos campos necesitan tu atención. Revísalos e inténtalo de nuevo.',
    network: 'No hemos podido conectar con la tienda. Comprueba tu conexión e inténtalo de nuevo.',
    offline:
      'Estás sin conexión. Podrás enviar este formulario en cuanto vuelvas a estar en línea.',
  },
  contact: {
    title: 'Contacto',
    eyebrow: 'Atención al cliente',
    lead: '¿Tienes preguntas sobre un pedido, una clave o tu cuenta? Escríbenos y nuestro equipo de soporte te responderá.',
    formTitle: 'Envíanos un mensaje',
    formDescription: 'Los campos marcados con un asterisco son obligatorios.',
    subject: 'Asunto',
    messageHint: 'Indica tu número de pedido o de factura si tu pregunta trata de una compra.',
    submit: 'Enviar mensaje',
    sentTitle: 'Mensaje enviado',
    sendAnother: 'Enviar otro mensaje',
    sent: CUSTOMER_MESSAGES_ES.contact.sent,
    facts: {
      title: 'Otras formas de contactarnos',
      emailLabel: 'Correo electrónico',
      responseLabel: 'Tiempo de respuesta',
      response: 'El soporte responde en un plazo de 2 días laborables',
      businessLabel: 'Para empresas',
      business:
        '¿Revendes o vendes en una tienda física? Consulta nuestra API mayorista y los terminales TPV.',
      api: 'API mayorista',
      pos: 'Terminales TPV',
      careersLabel: 'Empleo',
      careers: '¿Buscas trabajo? Consulta nuestras vacantes.',
      careersLink: 'Empleo',
    },
  },
  careers: {
    title: 'Empleo',
    eyebrow: 'Trabaja en BigKeys',
    lead: 'Somos un pequeño equipo de jugadores y desarrolladores que hace fácil y seguro comprar juegos, tarjetas regalo y suscripciones, en cinco idiomas y para todas las plataformas.',
    seePositions: 'Ver vacantes',
    why: {
      title: 'Por qué trabajar en BigKeys',
      items: {
        players: {
          title: 'Hecho por jugadores',
          description:
            'Aquí todos jugamos. Construimos la tienda en la que nos gustaría comprar y escuchamos directamente a quienes la usan.',
        },
        impact: {
          title: 'Trabajo que llega',
          description:
            'Equipos pequeños se encargan de recorridos completos, del catálogo a la revelación de la clave, y ven su trabajo en manos de los clientes en pocos días.',
        },
        europe: {
          title: 'Zúrich y en remoto',
          description:
            'Trabaja desde nuestra oficina de Zúrich o en remoto desde cualquier lugar de Europa, con encuentros periódicos para conocer al equipo en persona.',
        },
      },
    },
    values: {
      title: 'Nuestros valores',
      items: {
        trust: {
          title: 'Claves de confianza',
          description: 'Cada clave es auténtica y cada pago seguro; si no, no se entrega.',
        },
        clear: {
          title: 'Claros y justos',
          description:
            'Precios con IVA incluido, normas escritas con claridad y reembolsos tal como se prometen.',
        },
        players: {
          title: 'Los jugadores primero',
          description:
            'Cuando dudamos, nos preguntamos qué ayuda a la persona que espera su juego.',
        },
        learn: {
          title: 'Aprender juntos',
          description:
            'Compartimos lo que sabemos, nos revisamos con amabilidad y lo dejamos todo por escrito.',
        },
      },
    },
    benefits: {
      title: 'Beneficios',
      items: {
        flexible: 'Horario flexible y trabajo en remoto en toda Europa',
        holidays: '25 días de vacaciones más los festivos',
        learning: 'Un presupuesto anual de formación para cursos, libros y conferencias',
        games: 'Una asignación mensual para juegos en nuestra propia tienda',
        hardware: 'El portátil y el equipo que elijas',
        transport: 'Abono de medio precio o ayuda para el transporte público',
      },
    },
    positions: {
      title: 'Vacantes',
      intro: 'Elige un puesto y postúlate abajo; respondemos a todas las candidaturas.',
      loading: 'Cargando vacantes…',
      team: 'Equipo',
      location: 'Ubicación',
      employmentType: 'Tipo de contrato',
      apply: 'Postularme',
      applyFor: 'Postularme a {{title}}',
      empty: {
        title: 'No hay vacantes',
        description:
          'Ahora mismo no hay vacantes. Vuelve pronto; los nuevos puestos aparecen primero aquí.',
      },
      error: {
        title: 'No hemos podido cargar las vacantes',
        description: 'Comprueba tu conexión e inténtalo de nuevo.',
      },
      offline: {
        title: 'Las vacantes se pueden cargar cuando estés en línea',
        description:
          'Ahora mismo estás sin conexión. El resto de esta página funciona sin conexión; las vacantes y el formulario de candidatura aparecerán en cuanto vuelvas a estar en línea.',
      },
    },
    types: {
      'full-time': 'Jornada completa',
      'part-time': 'Media jornada',
      contract: 'Contrato temporal',
      internship: 'Prácticas',
    },
    form: {
      title: 'Tu candidatura',
      description:
        'Cuéntanos quién eres y por qué este puesto encaja contigo. Los campos marcados con * son obligatorios.',
      position: 'Puesto',
      choosePosition: 'Elige un puesto',
      messageHint: 'Unas palabras sobre ti y un enlace a tu CV o portafolio.',
      submit: 'Enviar candidatura',
      appliedTitle: 'Candidatura enviada',
      applyAgain: 'Postularme a otro puesto',
    },
    messages: {
      applied: CUSTOMER_MESSAGES_ES.careers.applied,
      alreadyApplied: CUSTOMER_MESSAGES_ES.careers.alreadyApplied,
      positionNotFound: CUSTOMER_MESSAGES_ES.careers.positionNotFound,
    },
  },
};
