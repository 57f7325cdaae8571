import type { Translation } from './en';

export const es: Translation = {
  meta: {
    defaultTitle: 'BigKeys – Claves de juegos, tarjetas regalo y suscripciones',
    pageTitle: '{{page}} – BigKeys',
  },
  common: {
    skipToContent: 'Saltar al contenido principal',
    loadingPage: 'Cargando página…',
    retry: 'Reintentar',
    backHome: 'Volver al inicio',
    browseProducts: 'Ver productos',
    unknownPlatform: 'Plataforma desconocida',
  },
  categories: {
    pc: 'PC',
    xb: 'Xbox',
    ps: 'PlayStation',
    nt: 'Nintendo',
  },
  header: {
    homeLink: 'Inicio de BigKeys',
    mainNavigation: 'Navegación principal',
    giftCards: 'Tarjetas regalo',
    cart: 'Carrito',
    login: 'Iniciar sesión',
  },
  footer: {
    navigation: 'Pie de página',
    tagline:
      'Claves de juegos digitales, DLC, tarjetas regalo y tarjetas de suscripción para todas las plataformas.',
    columns: {
      shop: 'Tienda',
      company: 'Empresa',
      business: 'Para empresas',
      legal: 'Legal',
    },
    links: {
      games: 'Juegos',
      giftCards: 'Tarjetas regalo',
      subscriptions: 'Tarjetas de suscripción',
      about: 'Quiénes somos',
      careers: 'Empleo',
      contact: 'Contacto',
      pos: 'Terminales de punto de venta',
      api: 'API mayorista',
      terms: 'Términos y condiciones',
      privacy: 'Política de privacidad',
    },
    language: 'Idioma',
    vatNote: 'Todos los precios incluyen IVA.',
    copyright: '© {{year}} BigKeys. Todos los derechos reservados.',
  },
  home: {
    hero: {
      eyebrow: 'PC · Xbox · PlayStation · Nintendo',
      title: 'Tu próximo juego está a una clave de distancia',
      subtitle:
        'Claves de juegos, DLC, tarjetas regalo y tarjetas de suscripción para todas las plataformas, con precios que incluyen IVA y una entrega normalmente inmediata.',
      primaryCta: 'Ver todos los productos',
      secondaryCta: 'Comprar tarjetas regalo',
      perks: {
        delivery: 'Entrega normalmente inmediata',
        vat: 'Precios con IVA incluido',
        support: 'El soporte responde en 2 días hábiles',
      },
    },
    platformsLabel: 'Comprar por plataforma',
    sections: {
      games: { title: 'Juegos', description: 'Claves para los juegos más nuevos y mejores.' },
      dlc: {
        title: 'DLC',
        description: 'Expansiones y complementos para los juegos que ya tienes.',
      },
      giftCards: {
        title: 'Tarjetas regalo',
        description: 'Saldo para todas las plataformas: el regalo que siempre acierta.',
      },
      subscriptions: {
        title: 'Suscripciones',
        description: 'Game passes y membresías en línea para tu consola o PC.',
      },
    },
  },
  catalog: {
    seeAll: 'Ver todo',
    seeAllLabel: 'Ver todo: {{section}}',
    coverAlt: 'Portada de {{title}}',
    from: 'Desde',
    salePrice: 'Precio de oferta',
    originalPrice: 'Precio original',
    discount: 'Ahorra un {{percent}} %',
    outOfStock: 'Agotado',
    loadingProducts: 'Cargando productos…',
    error: {
      title: 'No hemos podido cargar estos productos',
      description: 'Comprueba tu conexión e inténtalo de nuevo.',
    },
    empty: {
      title: 'No se encontraron productos.',
      description: 'Ahora mismo no hay nada aquí. Vuelve pronto.',
    },
  },
  notFound: {
    title: 'Página no encontrada',
    eyebrow: 'Error 404',
    description:
      'No hemos encontrado la página que buscabas. Puede que se haya movido o que la dirección tenga un error.',
    requested: 'Dirección solicitada',
  },
  routeError: {
    title: 'Algo ha salido mal',
    description:
      'Un error inesperado impidió cargar esta página. Normalmente basta con volver a cargarla.',
    reload: 'Volver a cargar',
  },
  comingSoon: {
    badge: 'Próximamente',
    notice: 'Estamos construyendo esta página. Esto es lo que ofrecerá:',
    sectionsLabel: 'En esta página',
    aboutSections: {
      products: 'Productos',
      highlights: 'Destacados',
      pricing: 'Precios',
      faqs: 'Preguntas frecuentes',
    },
    pages: {
      about: {
        title: 'Quiénes somos',
        description:
          'Quiénes somos, los productos que ofrecemos, lo más destacado, precios para empresas y respuestas a preguntas frecuentes.',
      },
      aboutPos: {
        title: 'Terminales de punto de venta',
        description:
          'Terminales de punto de venta con los que las tiendas venden claves de juegos y tarjetas regalo en el mostrador.',
      },
      aboutApi: {
        title: 'API mayorista',
        description:
          'Nuestra API mayorista con los planes Basic, Pro y Enterprise y acceso a más de 10.000 productos.',
      },
      terms: {
        title: 'Términos y condiciones',
        description:
          'Las condiciones que se aplican a las compras, los reembolsos y el uso de la tienda.',
      },
      privacy: {
        title: 'Política de privacidad',
        description: 'Cómo recopilamos, usamos y protegemos tus datos personales.',
      },
      contact: {
        title: 'Contacto',
        description:
          'Un formulario para enviarnos un mensaje. Nuestro soporte responde en un plazo de 2 días hábiles.',
      },
      careers: {
        title: 'Empleo',
        description: 'Ofertas de empleo en BigKeys y un formulario para presentar tu candidatura.',
      },
      login: {
        title: 'Iniciar sesión',
        description:
          'Accede con tu correo electrónico y contraseña o con una cuenta de redes sociales.',
      },
      register: {
        title: 'Crear una cuenta',
        description: 'Regístrate para seguir tus compras, guardar favoritos y conseguir logros.',
      },
      products: {
        title: 'Todos los productos',
        description:
          'El catálogo completo con búsqueda y filtros por plataforma, tipo, género y precio.',
      },
      dashboard: {
        title: 'Panel',
        description: 'Un resumen de tu cuenta, tu nivel y tu actividad reciente.',
      },
      purchases: {
        title: 'Compras',
        description: 'Tus pedidos, facturas y las claves que has comprado.',
      },
      favorites: {
        title: 'Favoritos',
        description: 'Los productos que has guardado para más tarde.',
      },
      achievements: {
        title: 'Logros',
        description: 'Tu nivel, tus logros, las misiones y el objetivo de la comunidad.',
      },
      userSettings: {
        title: 'Ajustes de usuario',
        description: 'Tu perfil y tus preferencias de idioma, moneda y notificaciones.',
      },
      security: {
        title: 'Seguridad',
        description: 'Tu contraseña y las cuentas de redes sociales vinculadas.',
      },
      cart: {
        title: 'Carrito',
        description: 'Los productos de tu carrito con cantidades, descuentos y el total.',
      },
      payment: {
        title: 'Pago',
        description: 'Pago seguro con tarjeta seguido de la activación de tus claves.',
      },
      game: {
        title: 'Juego',
        description:
          'Descripción, ediciones, plataformas, requisitos del sistema y reseñas de este juego.',
      },
      dlc: {
        title: 'DLC',
        description:
          'Descripción, plataformas, requisitos del sistema y reseñas de este contenido adicional.',
      },
      giftCard: {
        title: 'Tarjeta regalo',
        description: 'El valor de la tarjeta, la plataforma en la que funciona y cómo canjearla.',
      },
      subscription: {
        title: 'Tarjeta de suscripción',
        description:
          'La duración de la suscripción, la plataforma en la que funciona y cómo canjearla.',
      },
    },
  },
  dashboard: {
    navigation: 'Secciones del panel',
    nav: {
      overview: 'Resumen',
      purchases: 'Compras',
      favorites: 'Favoritos',
      achievements: 'Logros',
      userSettings: 'Ajustes',
      security: 'Seguridad',
    },
  },
  underConstruction: {
    title: 'Volvemos enseguida',
    description: 'Nuestra tienda está actualmente en obras.',
    autoRetry: 'Lo volveremos a intentar automáticamente en 30 segundos…',
    checking: 'Comprobando…',
    checkNow: 'Comprobar ahora',
  },
};
