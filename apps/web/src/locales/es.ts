import type { Translation } from './en';
import { contentEs } from '../features/content/locales/es';
import { companyEs } from '../features/company/locales/es';
import { preferencesEs } from '../features/preferences/locales/es';
import { navigationEs } from '../features/navigation/locales/es';
import { consentEs } from '../features/consent/locales/es';
import { productEs } from '../features/product/locales/es';
import { favoritesEs } from '../features/favorites/locales/es';
import { catalogPageEs } from '../features/catalog/locales/es';
import { cartEs } from '../features/cart/locales/es';
import { paymentEs } from '../features/payment/locales/es';
import { recoveryEs } from '../features/account/locales/es';
import { accountEmailEs } from '../features/account/locales/email/es';

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
  comingSoon: {
    badge: 'Próximamente',
    notice: 'Estamos construyendo esta página. Esto es lo que ofrecerá:',
    pages: {
      purchases: {
        title: 'Compras',
        description: 'Tus pedidos, facturas y las claves que has comprado.',
      },
      achievements: {
        title: 'Logros',
        description: 'Tu nivel, tus logros, las misiones y el objetivo de la comunidad.',
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
  account: {
    fields: {
      email: 'Correo electrónico',
      password: 'Contraseña',
      confirmPassword: 'Confirmar contraseña',
      firstName: 'Nombre',
      lastName: 'Apellidos',
      birthday: 'Fecha de nacimiento',
      country: 'País',
      address: 'Dirección',
      city: 'Ciudad',
      zip: 'Código postal',
      referralCode: 'Código de referido (opcional)',
      chooseCountry: 'Elige tu país',
      loadingCountries: 'Cargando países…',
      countriesFailed: 'No hemos podido cargar la lista de países. Vuelve a cargar la página.',
    },
    login: {
      title: 'Iniciar sesión',
      subtitle: '¡Hola de nuevo! Inicia sesión para ver tus claves, compras y recompensas.',
      submit: 'Iniciar sesión',
      submitting: 'Iniciando sesión…',
      retryIn: 'Vuelve a intentarlo en {{seconds}} s',
      retryInMinutes: 'Vuelve a intentarlo en {{minutes}} min',
      noAccount: '¿Eres nuevo en BigKeys?',
      registerLink: 'Crear una cuenta',
    },
    register: {
      title: 'Crea tu cuenta',
      subtitle: 'Sigue tus compras, guarda favoritos y consigue logros.',
      accountSection: 'Datos de acceso',
      personalSection: 'Datos personales',
      referralHint: '¿Te ha dado un código un amigo? Introdúcelo aquí.',
      acceptTerms: 'He leído y acepto los <terms>términos y condiciones</terms>.',
      submit: 'Crear cuenta',
      submitting: 'Creando tu cuenta…',
      haveAccount: '¿Ya tienes una cuenta?',
      loginLink: 'Iniciar sesión',
    },
    social: {
      divider: 'o continúa con',
      orWithEmail: 'o regístrate con tu correo electrónico',
      continueWith: 'Continuar con {{provider}}',
    },
    notices: {
      profileSaved: 'Perfil guardado. Vuelve a iniciar sesión.',
      settingsSaved: 'Ajustes guardados. Vuelve a iniciar sesión.',
      passwordReset: 'Tu contraseña se ha cambiado. Inicia sesión con tu nueva contraseña.',
    },
    settings: {
      title: 'Ajustes de usuario',
      intro: 'Tu perfil, tus notificaciones y cómo ves la tienda.',
      profileTitle: 'Perfil',
      profileDescription: 'Los datos que usamos para tus facturas.',
      saveProfile: 'Guardar perfil',
      signInAgainNote:
        'Por tu seguridad, tras guardar se cerrará tu sesión y tendrás que volver a iniciarla.',
    },
    notifications: {
      title: 'Notificaciones',
      description: 'Elige cómo podemos avisarte de pedidos, claves y ofertas.',
      browser: {
        label: 'Navegador',
        description: 'Notificaciones en este navegador, aunque la tienda no esté abierta.',
      },
      email: {
        label: 'Correo electrónico',
        description: 'Mensajes a tu dirección de correo electrónico.',
      },
      sms: {
        label: 'SMS',
        description: 'Mensajes de texto a tu teléfono.',
      },
      save: 'Guardar notificaciones',
    },
    appearance: {
      title: 'Apariencia e idioma',
      description: 'Solo se guarda en este dispositivo.',
      theme: 'Tema',
      themes: {
        light: 'Claro',
        dark: 'Oscuro',
        auto: 'Automático',
      },
    },
    region: {
      title: 'Región y moneda',
      description: 'Los precios se muestran para tu región, en su moneda.',
      region: 'Región',
      currency: 'Moneda',
      supportOnly: 'La región solo se puede cambiar a través del soporte',
    },
    security: {
      title: 'Seguridad',
      intro: 'Tu contraseña y los dispositivos con sesión iniciada en tu cuenta.',
      passwordTitle: 'Cambiar contraseña',
      passwordDescription:
        'Al cambiar la contraseña se cierran todas las demás sesiones; esta sigue abierta.',
      currentPassword: 'Contraseña actual',
      newPassword: 'Nueva contraseña',
      confirmPassword: 'Confirmar nueva contraseña',
      changePassword: 'Cambiar contraseña',
      passwordChanged: 'Tu contraseña se ha cambiado. Se han cerrado las demás sesiones.',
      noPassword: 'Inicias sesión con una cuenta social',
      noPasswordDescription: 'Tu cuenta no tiene contraseña que cambiar.',
    },
    sessions: {
      title: 'Sesiones activas',
      description: 'Dispositivos con sesión iniciada en tu cuenta ahora mismo.',
      loading: 'Cargando sesiones…',
      error: 'No hemos podido cargar tus sesiones',
      device: '{{browser}} en {{os}}',
      unknownDevice: 'Dispositivo desconocido',
      thisDevice: 'Este dispositivo',
      lastActive: 'Última actividad: {{date}}',
      ip: 'IP {{ip}}',
      signedIn: 'Sesión iniciada el {{date}}',
      revokeOthers: 'Cerrar todas las demás sesiones',
      noOthers: 'No hay otras sesiones iniciadas.',
      revoked: 'Se han cerrado todas las demás sesiones.',
    },
  },
  welcome: {
    documentTitle: 'Bienvenida',
    eyebrow: 'Ya casi está',
    title: '¡Te damos la bienvenida a BigKeys!',
    titleNamed: '¡Te damos la bienvenida a BigKeys, {{name}}!',
    intro:
      'Completa estos pasos para empezar a comprar. Hasta entonces, esta es la única página de la tienda que puedes ver.',
    signOut: 'Cerrar sesión',
    stepDone: 'Hecho',
    stepTodo: 'Pendiente',
    loadError: 'No hemos podido cargar tu cuenta',
    loadErrorDescription: 'Comprueba tu conexión e inténtalo de nuevo.',
    verify: {
      title: 'Verifica tu correo electrónico',
      description:
        'Hemos enviado un código de 6 dígitos a {{email}}. Introdúcelo abajo o abre el enlace del correo.',
      done: '{{email}} está verificado.',
      codeLabel: 'Código de verificación',
      submit: 'Verificar',
      verifying: 'Verificando…',
      noCode: '¿No te ha llegado el correo? Revisa la carpeta de spam o pide un código nuevo.',
      resend: 'Enviar un código nuevo',
      resendIn: 'Código nuevo en {{seconds}} s',
      resent: 'Hemos enviado un código nuevo a {{email}}.',
    },
    profile: {
      title: 'Completa tu perfil',
      description:
        'Necesitamos algunos datos más para tus facturas. Después de guardar, vuelve a iniciar sesión.',
      submit: 'Guardar perfil',
      done: 'Tu perfil está completo.',
    },
    identity: {
      title: 'Se requiere verificar tu identidad',
      description:
        'Para proteger tu cuenta, necesitamos confirmar tu identidad antes de que puedas continuar. Pronto podrás hacerlo aquí; mientras tanto, nuestro equipo de soporte puede ayudarte.',
    },
  },
  authMessages: {
    invalidCredentials:
      'El correo electrónico o la contraseña que has introducido no son correctos.',
    emailTaken:
      'Ya existe una cuenta con este correo electrónico. Prueba a iniciar sesión o usa otro correo.',
    passwordsDoNotMatch: 'Las contraseñas no coinciden.',
    requiredFields: 'Rellena todos los campos obligatorios',
    weakPassword: 'Elige una contraseña más segura que cumpla los requisitos mínimos de seguridad.',
    acceptTerms: 'Acepta los términos y condiciones para continuar.',
    generic: 'Algo ha salido mal. Inténtalo de nuevo.',
    loginServerError: 'No se pudo iniciar sesión por un error del servidor',
    loginUnexpected: 'Se produjo un error inesperado al iniciar sesión',
    registerServerError: 'No se pudo completar el registro por un error del servidor',
    registerUnexpected: 'Se produjo un error inesperado durante el registro',
    verifyServerError: 'No se pudo verificar por un error del servidor',
    notAuthenticated: 'Usuario no autenticado',
    profileFetchFailed: 'No se pudo cargar el perfil de usuario',
    logoutServerError: 'No se pudo cerrar la sesión por un error del servidor',
    passwordUpdateServerError: 'No se pudo cambiar la contraseña por un error del servidor',
    passwordUpdateFailed: 'No se pudo cambiar la contraseña',
    settingsFailed: 'No se pudieron guardar los ajustes de usuario',
    settingsServerError: 'No se pudieron guardar los ajustes por un error del servidor',
    socialLoginError: 'Error al iniciar sesión con la cuenta social',
    tooManyAttempts: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
    verificationCodeInvalid: 'Ese código no es correcto. Revisa el correo e inténtalo de nuevo.',
    verificationCodeExpired: 'Ese código ha caducado. Pide uno nuevo.',
    verificationTooManyAttempts: 'Demasiados códigos incorrectos. Pide uno nuevo.',
    verificationResendTooSoon:
      'Acabamos de enviarte un código. Espera un minuto antes de pedir otro.',
    alreadyVerified: 'Tu correo electrónico ya está verificado.',
    currentPasswordWrong: 'Tu contraseña actual no es correcta.',
    csrfInvalid: 'Tu sesión ha caducado. Vuelve a cargar la página e inténtalo de nuevo.',
    currentPasswordRequired: 'Introduce tu contraseña actual para cambiar tu dirección de correo.',
    registrationReceived:
      'Revisa tu correo: te hemos enviado un mensaje para terminar el registro.',
    emailChangeRequested:
      'Revisa tu nueva dirección de correo: tu dirección cambiará cuando abras el enlace que te hemos enviado allí.',
    accountLinkInvalid: 'Este enlace no es válido, ha caducado o ya se ha usado.',
  },
  formMessages: {
    invalidEmail: 'Introduce un correo electrónico válido',
    dateFormat: 'Usa el formato de fecha AAAA-MM-DD',
    invalidDate: 'Introduce una fecha real',
    futureDate: 'La fecha no puede estar en el futuro',
    chooseCountry: 'Elige un país',
    codeDigits: 'El código tiene 6 dígitos',
    maxLength: 'Como máximo {{max}} caracteres',
    nulCharacter: 'Este texto contiene un carácter NUL (\\u0000), que no se puede guardar.',
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
  content: contentEs,
  company: companyEs,
  preferences: preferencesEs,
  navigation: navigationEs,
  consent: consentEs,
  product: productEs,
  favorites: favoritesEs,
  catalogPage: catalogPageEs,
  cart: cartEs,
  payment: paymentEs,
  accountEmail: accountEmailEs,
  recovery: recoveryEs,
};
