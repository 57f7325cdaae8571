import type { ActivationGuide } from './types';

/** How to activate a key on each platform family, in Spanish. */
export const activationGuide: ActivationGuide = {
  title: 'Cómo activarla',
  pc: {
    step1:
      'Abre Steam, o el launcher indicado en la página del producto (como EA app, Ubisoft Connect o Battle.net), e inicia sesión.',
    step2:
      'Elige Juegos → Activar un producto en Steam (en otros launchers: Añadir un juego o Canjear un código).',
    step3: 'Pega la clave y confirma.',
    step4: 'El juego se añade a tu biblioteca, listo para descargar.',
  },
  xbox: {
    step1: 'Ve a microsoft.com/redeem o abre Microsoft Store en tu Xbox o PC con Windows.',
    step2: 'Inicia sesión con tu cuenta de Microsoft.',
    step3: 'Elige Canjear, introduce el código de 25 caracteres y confirma.',
    step4: 'Encuentra el juego en Mis juegos y aplicaciones e instálalo.',
  },
  playstation: {
    step1:
      'Abre PlayStation Store en tu consola, o store.playstation.com en el navegador, e inicia sesión.',
    step2: 'Abre el menú … (en la web: tu avatar) y elige Canjear códigos.',
    step3: 'Introduce el código y confirma.',
    step4: 'El contenido se añade a tu biblioteca de juegos o a tu monedero.',
  },
  nintendo: {
    step1: 'Abre Nintendo eShop en tu Nintendo Switch y elige tu usuario.',
    step2: 'Selecciona Canjear código a la izquierda.',
    step3: 'Introduce el código de 16 caracteres y confirma.',
    step4: 'La descarga empieza sola; el juego aparece en el menú HOME.',
  },
};
