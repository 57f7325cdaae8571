import { faqItems } from '@store/shared/content/faq/es';
import type { ContentTexts } from './en';

export const contentEs: ContentTexts = {
  onThisPage: 'En esta página',
  about: {
    title: 'Quiénes somos',
    eyebrow: 'Sobre BigKeys',
    heading: 'Juegos, tarjetas regalo y suscripciones, entregados al instante',
    lead: 'BigKeys es una tienda online de claves digitales de juegos, DLC, tarjetas regalo y tarjetas de suscripción para PC, Xbox, PlayStation y Nintendo. Precios claros, claves seguras y ayuda siempre a mano.',
    primaryCta: 'Ver productos',
    secondaryCta: 'Contacto',
    stats: {
      products: { value: '10.000+', label: 'productos en el catálogo' },
      platforms: { value: '4', label: 'familias de plataformas' },
      delivery: { value: 'Al instante', label: 'entrega, 24 horas como máximo' },
      levels: { value: '5', label: 'niveles de fidelidad' },
    },
    sections: {
      products: 'Productos',
      highlights: 'Destacados',
      loyalty: 'Fidelidad',
      pricing: 'Precios',
      faqs: 'Preguntas frecuentes',
    },
    products: {
      eyebrow: 'Productos',
      title: 'Todo lo que juegas, en una sola tienda',
      intro:
        'Más de 10.000 productos digitales, desde los últimos lanzamientos hasta las tarjetas que recargan tu saldo o mantienen activa tu suscripción.',
      platformsLabel: 'Comprar por plataforma',
      items: {
        games: {
          title: 'Juegos',
          text: 'Novedades, clásicos y joyas independientes como claves oficiales para todas las plataformas.',
          link: 'Ver juegos',
        },
        dlc: {
          title: 'DLC',
          text: 'Expansiones, pases de temporada y contenido adicional para los juegos que ya tienes.',
          link: 'Ver DLC',
        },
        giftCards: {
          title: 'Tarjetas regalo',
          text: 'Saldo para Steam, Xbox, PlayStation, Nintendo y más: el regalo perfecto.',
          link: 'Ver tarjetas regalo',
        },
        subscriptions: {
          title: 'Tarjetas de suscripción',
          text: 'Game Pass, PlayStation Plus, Nintendo Switch Online y otras membresías.',
          link: 'Ver tarjetas de suscripción',
        },
      },
    },
    highlights: {
      eyebrow: 'Destacados',
      title: 'Por qué los jugadores compran en BigKeys',
      intro:
        'Rápido, seguro y con recompensas, y con personas listas para ayudarte cuando lo necesites.',
      items: {
        delivery: {
          title: 'Entrega inmediata',
          text: 'La mayoría de las claves llegan segundos después del pago; cada pedido se entrega en 24 horas como máximo.',
        },
        safeKeys: {
          title: 'Claves seguras',
          text: 'Claves oficiales de fuentes de confianza. Cada clave permanece oculta hasta que decides revelarla.',
        },
        loyalty: {
          title: 'Niveles de fidelidad',
          text: 'Sube cinco niveles, de New Challenger a Legendary Vault Guardian, y ahorra hasta un 10 % en cada pedido.',
        },
        helpCentre: {
          title: 'Centro de ayuda 24/7',
          text: 'Guías y el Biggie AI Assistant a cualquier hora, de día o de noche. Nuestro equipo de soporte responde en un plazo de 2 días hábiles.',
        },
        vat: {
          title: 'Precios claros',
          text: 'Todos los precios incluyen el IVA y se muestran en tu moneda, sin sorpresas al pagar.',
        },
        gifting: {
          title: 'Regala una clave',
          text: 'Envía un juego o una tarjeta regalo directamente a un amigo por correo electrónico.',
        },
      },
    },
    loyalty: {
      eyebrow: 'Niveles de fidelidad',
      title: 'Juega más y ahorra hasta un 10 %',
      intro:
        'Cada pedido entregado te da puntos de experiencia (XP) y te hace subir cinco niveles. A partir del nivel 2, tu descuento se aplica automáticamente en cada pedido.',
      level: 'Nivel {{level}}',
      from: 'Desde {{xp}} XP',
      discount: '{{percent}} % de descuento en cada pedido',
      noDiscount: 'Donde empieza cada jugador',
      earn: {
        title: 'Cómo ganas XP',
        items: {
          orders: '{{xp}} XP por cada euro de un pedido entregado.',
          achievements:
            'XP extra por logros, como tu quinto pedido o una semana de inicios de sesión.',
          quests:
            'Recompensas por misiones diarias, semanales, de temporada, de evento y de historia, cuando las reclamas.',
          community:
            'Un bonus para todos los que contribuyeron cuando la incursión de la comunidad alcanza su objetivo.',
          refunds:
            'Un pedido reembolsado retira sus puntos, junto con cualquier logro que hubiera alcanzado.',
        },
      },
      prestige: {
        title: 'Prestigio',
        text: 'En {{name}} puedes obtener prestigio hasta {{max}} veces: tu nivel vuelve a empezar desde {{first}} y conservas para siempre una insignia de prestigio.',
      },
    },
    pricing: {
      eyebrow: 'Precios',
      title: 'Planes de la API mayorista para empresas',
      intro:
        'Conecta tu propia tienda a nuestro catálogo. Todos los planes incluyen todos los productos; elige el que mejor se adapte a tu volumen.',
      learnMore: 'Cómo funciona la API',
    },
    faqs: {
      eyebrow: 'Preguntas frecuentes',
      title: 'Preguntas frecuentes',
      intro: 'Respuestas rápidas sobre la entrega, las devoluciones y tu cuenta.',
      items: faqItems,
    },
    cta: {
      title: '¿Todavía tienes alguna pregunta?',
      text: 'Escríbenos y nuestro equipo te responderá en un plazo de 2 días hábiles.',
      action: 'Contactar',
    },
  },
  plans: {
    perMonth: 'solicitudes al mes',
    unlimited: 'Ilimitadas',
    featured: 'El más popular',
    priceOnRequest: 'Precio a consultar',
    everythingIn: 'Todo lo de {{plan}}, y además:',
    cta: 'Consultar el plan {{plan}}',
    items: {
      basic: { name: 'Basic', summary: 'Para probar la API y para tiendas pequeñas.' },
      pro: { name: 'Pro', summary: 'Para tiendas en crecimiento con ventas constantes.' },
      enterprise: { name: 'Enterprise', summary: 'Para marketplaces y grandes minoristas.' },
    },
    features: {
      catalogue: 'El catálogo completo de más de 10.000 productos',
      stock: 'Existencias y precios en tiempo real',
      ordering: 'Pedidos de claves por API',
      support: 'El soporte responde en 2 días hábiles',
      uptime: '99,9 % de disponibilidad',
      prioritySupport: 'Soporte prioritario',
      reports: 'Informes de uso mensuales',
      manager: 'Un gestor de cuenta personal',
      contract: 'Condiciones contractuales a la medida de tu empresa',
    },
  },
  pos: {
    title: 'Terminales de punto de venta',
    eyebrow: 'Para tiendas',
    heading: 'Vende tarjetas y claves de juegos en tu mostrador',
    lead: 'Con un terminal de punto de venta de BigKeys, tu tienda ofrece miles de juegos, tarjetas regalo y tarjetas de suscripción sin una sola tarjeta en la estantería. Tu cliente paga en caja y se lleva el código impreso en el tique.',
    primaryCta: 'Habla con nuestro equipo',
    secondaryCta: 'API mayorista',
    audienceLabel: 'Pensado para',
    audience: {
      kiosks: 'Quioscos y estancos',
      electronics: 'Tiendas de electrónica y videojuegos',
      petrol: 'Gasolineras',
      supermarkets: 'Supermercados',
    },
    terminal: {
      product: 'Tarjeta regalo PlayStation Store',
      status: 'Pagado: código impreso',
    },
    how: {
      eyebrow: 'Cómo funciona',
      title: 'Cuatro pasos en el mostrador',
      intro: 'El terminal cabe junto a tu caja y se usa en segundos.',
      steps: {
        choose: {
          title: 'Elige el producto',
          text: 'Busca o navega por plataformas y tarjetas en la pantalla táctil del terminal.',
        },
        pay: {
          title: 'Cobra',
          text: 'Tu cliente paga en tu caja, en efectivo o con tarjeta, como cualquier otro artículo.',
        },
        print: {
          title: 'Imprime el código',
          text: 'El terminal imprime un tique con el código y una breve guía de activación.',
        },
        redeem: {
          title: 'A jugar en casa',
          text: 'Tu cliente canjea el código en su consola o PC y empieza a jugar.',
        },
      },
    },
    benefits: {
      eyebrow: 'Ventajas',
      title: 'Por qué las tiendas eligen los terminales de BigKeys',
      items: {
        noStock: {
          title: 'Sin existencias en la estantería',
          text: 'Los códigos se generan en el momento de la venta: no hay tarjetas que almacenar, contar o perder.',
        },
        catalogue: {
          title: 'Una oferta enorme',
          text: 'Más de 10.000 productos para PC, Xbox, PlayStation y Nintendo en el espacio de una caja.',
        },
        instant: {
          title: 'Códigos en segundos',
          text: 'El código se imprime en cuanto se confirma el pago; nadie tiene que esperar.',
        },
        reports: {
          title: 'Liquidación clara',
          text: 'Cada venta aparece con fecha, producto y precio, lista para tu contabilidad.',
        },
        languages: {
          title: 'Cinco idiomas',
          text: 'Pantallas y tiques en inglés, alemán, francés, italiano y español.',
        },
        support: {
          title: 'Soporte para tu equipo',
          text: 'Configuramos el terminal contigo y respondemos a cada consulta en un plazo de 2 días hábiles.',
        },
      },
    },
    cta: {
      title: 'Lleva las claves de juegos a tu mostrador',
      text: 'Cuéntanos cómo es tu tienda y te enviaremos una oferta en un plazo de 2 días hábiles.',
      action: 'Contactar',
    },
  },
  api: {
    title: 'API mayorista',
    eyebrow: 'Para empresas',
    heading: 'La API mayorista de BigKeys',
    lead: 'Lleva nuestro catálogo de más de 10.000 juegos, DLC, tarjetas regalo y tarjetas de suscripción a tu propia tienda. Consulta existencias, pide claves y entrégalas a tus clientes, todo de forma automática.',
    primaryCta: 'Solicitar acceso a la API',
    secondaryCta: 'Comparar planes',
    stats: {
      products: { value: '10.000+', label: 'productos' },
      uptime: { value: '99,9 %', label: 'de disponibilidad' },
      plans: { value: '3', label: 'planes para crecer' },
    },
    features: {
      eyebrow: 'Qué ofrece',
      title: 'Todo lo que necesitas para vender claves',
      items: {
        catalogue: {
          title: 'Catálogo',
          text: 'Productos, ediciones, plataformas y precios con imágenes, en cinco idiomas.',
        },
        stock: {
          title: 'Existencias',
          text: 'Disponibilidad en tiempo real de cada producto, para que solo vendas lo que se puede entregar.',
        },
        ordering: {
          title: 'Pedidos',
          text: 'Pide claves con una sola solicitud; aparecen en la respuesta en cuanto se confirma el pedido.',
        },
        uptime: {
          title: '99,9 % de disponibilidad',
          text: 'Un servicio fiable con el que tu tienda puede contar, de día y de noche.',
        },
      },
    },
    auth: {
      eyebrow: 'Autenticación',
      title: 'Una clave de API para tu empresa',
      text: 'Cada solicitud lleva la clave de API de tu empresa. La creamos cuando empieza tu contrato.',
      points: {
        header: 'Envía la clave en la cabecera X-Api-Key de cada solicitud.',
        secret: 'Guárdala en tu servidor; nunca la pongas en un navegador ni en una app.',
        rotate:
          'Pídenos una clave nueva cuando quieras; la anterior deja de funcionar al instante.',
      },
      exampleLabel: 'Ejemplo: pedido de dos claves',
      request: 'Solicitud',
      response: 'Respuesta',
    },
    plans: {
      eyebrow: 'Planes',
      title: 'Elige el plan que se adapta a tu volumen',
      intro:
        'Todos los planes incluyen el catálogo completo. Las solicitudes se cuentan por mes natural.',
    },
    resale: {
      eyebrow: 'Normas de reventa',
      title: 'Claves para tus propios clientes',
      text: 'La API mayorista es la única vía para revender nuestras claves. Incluye un contrato que establece lo que tu empresa puede hacer.',
      points: {
        own: 'Las claves pedidas a través de la API son para los propios clientes de tu empresa, según tu contrato.',
        noResellers:
          'No está permitido ceder claves a otros revendedores, marketplaces o tiendas de claves.',
        consumers:
          'Las claves compradas en nuestra tienda con una cuenta de cliente son para uso personal; la reventa está prohibida.',
      },
    },
    cta: {
      title: '¿Listo para conectar tu tienda?',
      text: 'Cuéntanos sobre tu empresa y el volumen que esperas; te respondemos en un plazo de 2 días hábiles.',
      action: 'Solicitar acceso a la API',
    },
  },
};
