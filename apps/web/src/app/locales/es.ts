import { CUSTOMER_MESSAGES_ES } from '@store/shared/messages/messages-es';
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
    register: 'Registrarse',
    logout: 'Cerrar sesión',
    theme: 'Tema: {{theme}}',
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
  dashboard: {
    navigation: 'Secciones del panel',
    nav: {
      overview: 'Resumen',
      purchases: 'Compras',
      favorites: 'Favoritos',
      achievements: 'Logros',
      referrals: 'Referidos',
      userSettings: 'Ajustes de usuario',
      security: 'Seguridad',
    },
    loadError: 'No hemos podido cargar tu cuenta',
    loadErrorDescription: 'Comprueba tu conexión e inténtalo de nuevo.',
    overview: {
      greeting: '¡Hola, {{name}}!',
      greetingPlain: '¡Hola!',
      intro: 'Aquí tienes un resumen de tu cuenta.',
      status: {
        title: 'Estado de la cuenta',
        email: 'Correo electrónico',
        verified: 'Verificado',
        unverified: 'Sin verificar',
        profile: 'Perfil',
        complete: 'Completo',
        incomplete: 'Incompleto',
        memberSince: 'Miembro desde',
      },
      quickLinks: 'Accesos rápidos',
      links: {
        purchases: 'Tus pedidos, facturas y las claves que has comprado.',
        favorites: 'Los productos que has guardado para más tarde.',
        achievements: 'Tu nivel, tus logros y tus misiones.',
        referrals: 'Tu enlace, tu comisión y lo que te hacen ganar tus amigos.',
        userSettings: 'Perfil, notificaciones, tema e idioma.',
        security: 'Contraseña y sesiones activas.',
      },
    },
  },
  ui: {
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    required: 'Obligatorio',
    passwordMinLength: 'Al menos {{min}} caracteres',
    strength: {
      label: 'Seguridad: {{level}}',
      tooWeak: 'demasiado débil',
      weak: 'débil',
      fair: 'aceptable',
      good: 'buena',
      strong: 'fuerte',
    },
  },
  authMessages: CUSTOMER_MESSAGES_ES.auth,
  formMessages: {
    invalidEmail: CUSTOMER_MESSAGES_ES.form.invalidEmail,
    dateFormat: CUSTOMER_MESSAGES_ES.form.dateFormat,
    invalidDate: CUSTOMER_MESSAGES_ES.form.invalidDate,
    futureDate: 'La fecha no puede estar en el futuro',
    chooseCountry: CUSTOMER_MESSAGES_ES.form.chooseCountry,
    codeDigits: CUSTOMER_MESSAGES_ES.form.codeDigits,
    maxLength: 'Como máximo {{max}} caracteres',
    nulCharacter: CUSTOMER_MESSAGES_ES.form.nulCharacter,
  },
  underConstruction: {
    title: 'Volvemos enseguida',
    description: 'Nuestra tienda está actualmente en obras.',
    autoRetry: 'Lo volveremos a intentar automáticamente en 30 segundos…',
    checking: 'Comprobando…',
    checkNow: 'Comprobar ahora',
  },
  offline: {
    title: 'Estás sin conexión',
    description:
      'La tienda necesita conexión a internet. Comprueba tu conexión; la tienda volverá en cuanto vuelvas a estar en línea.',
    stillWorks: 'Estas páginas siguen funcionando sin conexión:',
    notice: 'No se ha encontrado conexión a Internet. La aplicación funciona en modo sin conexión.',
    backOnline: 'Vuelves a estar en línea.',
  },
  notices: {
    label: 'Notificaciones',
    dismiss: 'Cerrar notificación',
  },
};
