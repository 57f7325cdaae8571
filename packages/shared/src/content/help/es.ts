import type { HelpTopic } from './types';

/** The help widget's five topics in Spanish, in the order the widget lists them. */
export const helpTopics: readonly HelpTopic[] = [
  {
    id: 'redeem-codes',
    title: 'Cómo canjear códigos',
    category: 'Activación',
    description:
      'Una clave de BigKeys se canjea en la plataforma para la que se compró: Steam, Xbox, PlayStation, Nintendo, EA App, Battle.net, Ubisoft Connect y otras. Comprueba la plataforma y la región en la página del producto antes de empezar.',
    steps: [
      {
        icon: 'LayoutDashboard',
        title: 'Abre tus compras',
        description: 'Inicia sesión, ve a tu panel y luego a tus compras, y abre el pedido.',
      },
      {
        icon: 'Eye',
        title: 'Muestra y copia la clave',
        description:
          'Muestra la clave y cópiala. Mostrarla no se puede deshacer y pone fin al derecho a un reembolso inmediato, así que hazlo solo cuando vayas a canjearla.',
      },
      {
        icon: 'Gamepad2',
        title: 'Abre la plataforma',
        description:
          'Steam: Juegos › Activar un producto en Steam. Xbox: Microsoft Store › Canjear un código. PlayStation: PlayStation Store › Canjear códigos. Nintendo: Nintendo eShop › Canjear código. EA App: Menú › Canjear código. Battle.net: Cuenta › Canjear un código.',
      },
      {
        icon: 'ClipboardCheck',
        title: 'Pega y confirma',
        description:
          'Pega la clave y confirma: el juego, el DLC o el saldo se añade a tu cuenta. Después puedes descargar los juegos desde tu biblioteca.',
      },
    ],
    supportNote:
      'Si la plataforma rechaza la clave, consulta «Problemas al activar un código» o chatea con nosotros. Nuestro soporte responde en un plazo de 2 días hábiles.',
    isFaq: true,
  },
  {
    id: 'find-codes',
    title: 'Dónde encontrar tus códigos',
    category: 'Pedidos',
    description:
      'Los códigos digitales suelen entregarse al instante tras el pago y, como muy tarde, en 24 horas. Los encontrarás en la página de agradecimiento, en tu correo electrónico y en tu panel.',
    steps: [
      {
        icon: 'KeyRound',
        title: 'Justo después del pago',
        description:
          'La página de agradecimiento muestra las claves de tu pedido en cuanto están listas.',
      },
      {
        icon: 'Mail',
        title: 'En tu correo electrónico',
        description:
          'Te enviamos un correo cuando se entrega tu pedido. Si no llega, revisa la carpeta de spam.',
      },
      {
        icon: 'LayoutDashboard',
        title: 'En tu panel',
        description:
          'Cada clave queda guardada en tu panel, en tus compras. Las claves permanecen ocultas hasta que las muestras.',
      },
      {
        icon: 'Hourglass',
        title: 'Pedido en revisión',
        description:
          'Algunos pedidos se revisan antes de la entrega. Verás un aviso de revisión pendiente y te escribiremos en cuanto se apruebe el pedido.',
      },
    ],
    supportNote:
      '¿Sin clave después de 24 horas? Chatea con nosotros e indica tu número de pedido.',
    isFaq: true,
  },
  {
    id: 'invoice',
    title: 'Dónde obtener una factura',
    category: 'Facturación',
    description:
      'Cada pedido tiene una factura que puedes descargar en PDF cuando quieras. Nuestros precios incluyen el IVA.',
    steps: [
      {
        icon: 'LogIn',
        title: 'Inicia sesión',
        description: 'Inicia sesión con la cuenta que usaste para el pedido.',
      },
      {
        icon: 'Receipt',
        title: 'Abre el pedido',
        description: 'Ve a tu panel, abre tus compras y elige el pedido.',
      },
      {
        icon: 'FileDown',
        title: 'Descarga la factura',
        description:
          'Elige «Descargar factura» para guardar el PDF. Muestra los productos, el IVA y el método de pago.',
      },
    ],
    supportNote:
      '¿No encuentras la factura o hay que corregirla? Chatea con nosotros e indica tu número de pedido.',
    isFaq: false,
  },
  {
    id: 'activation-issues',
    title: 'Problemas al activar un código',
    category: 'Activación',
    description:
      'La mayoría de los errores de activación se deben a una plataforma o región distinta, a una clave mal escrita o a una caída de la plataforma. Estas comprobaciones resuelven casi todos.',
    steps: [
      {
        icon: 'Globe',
        title: 'Comprueba plataforma y región',
        description:
          'Una clave de Steam solo funciona en Steam, y un código de PlayStation solo en la PlayStation Store de la región correspondiente. Compara la página del producto con tu cuenta.',
      },
      {
        icon: 'Copy',
        title: 'Vuelve a copiar la clave',
        description:
          'Copia la clave en lugar de escribirla, sin espacios delante ni detrás. Al escribirla es fácil confundir la O con el 0 o la I con el 1.',
      },
      {
        icon: 'SearchCheck',
        title: 'Revisa tu biblioteca',
        description:
          '«Ya utilizada» suele significar que la clave ya se canjeó en tu cuenta: revisa tu biblioteca de Steam, Xbox, PlayStation, Nintendo, EA App o Battle.net.',
      },
      {
        icon: 'RefreshCw',
        title: 'Inténtalo más tarde',
        description:
          'Las plataformas sufren caídas y limitan los intentos fallidos (Steam durante una hora aproximadamente). Consulta la página de estado de la plataforma y vuelve a intentarlo.',
      },
    ],
    supportNote:
      '¿Sigue sin funcionar? Chatea con nosotros y envíanos tu número de pedido y una captura del error. Respondemos en un plazo de 2 días hábiles; los reembolsos aprobados tardan de 5 a 10 días hábiles.',
    isFaq: true,
  },
  {
    id: 'identity-verification',
    title: 'Problemas con la verificación de identidad',
    category: 'Cuenta',
    description:
      'Para proteger tu cuenta y tus pagos, a veces te pedimos que confirmes tu identidad antes de continuar o antes de entregar un pedido.',
    steps: [
      {
        icon: 'ShieldCheck',
        title: 'Por qué lo pedimos',
        description:
          'La verificación mantiene las tarjetas y cuentas robadas fuera de la tienda. Solo es necesaria una vez; después, tu cuenta queda verificada.',
      },
      {
        icon: 'IdCard',
        title: 'Ten a mano un documento válido',
        description:
          'Usa un pasaporte, un documento de identidad o un permiso de conducir vigente. El nombre debe coincidir con el de tu perfil.',
      },
      {
        icon: 'Camera',
        title: 'Haz fotos nítidas',
        description:
          'Usa buena luz, muestra las cuatro esquinas y evita reflejos y desenfoques. No se aceptan fotos de una pantalla.',
      },
      {
        icon: 'Hourglass',
        title: 'Espera el resultado',
        description:
          'El estado muestra «verificación en curso» y se actualiza solo. Los pedidos en revisión se entregan en cuanto estés verificado.',
      },
    ],
    supportNote:
      '¿La verificación ha fallado o sigue en curso después de 24 horas? Chatea con nosotros; nuestro soporte responde en un plazo de 2 días hábiles.',
    isFaq: false,
  },
];
