import type { LanguagePack } from './language-pack';

export const es: LanguagePack = {
  and: 'y',
  or: 'o',
  months: (n) => (n === 1 ? '1 mes' : `${n} meses`),
  // prettier-ignore
  genres: [
    'un juego de acción', 'un juego de aventuras', 'un juego de rol', 'un juego de disparos',
    'un juego de estrategia', 'un simulador', 'un juego deportivo', 'un juego de carreras',
    'un juego de puzles', 'un juego de plataformas', 'un juego de lucha', 'un juego de terror',
    'un juego de supervivencia', 'un juego de mundo abierto', 'un juego de sigilo',
    'un juego de tipo sandbox', 'un roguelike', 'un juego de rol en línea', 'un juego de ritmo',
    'un juego casual', 'un juego',
  ],
  // prettier-ignore
  regions: {
    EU: 'en Europa', UK: 'en el Reino Unido', US: 'en Estados Unidos', CH: 'en Suiza',
    CA: 'en Canadá', AU: 'en Australia y Nueva Zelanda', JP: 'en Japón', TR: 'en Turquía',
  },
  gameIntros: [
    (f) =>
      `Con ${f.title}, ${f.developer} ofrece ${f.genre} que premia la curiosidad y los reflejos.`,
    (f) => `Creado por ${f.developer}, ${f.title} es ${f.genre} con un mundo en el que perderse.`,
    (f) => `${f.title} es ${f.genre} de ${f.developer}, publicado por ${f.publisher} en ${f.year}.`,
    (f) =>
      `${f.title} (${f.year}) es ${f.genre} de ${f.developer} que engancha desde el primer minuto.`,
  ],
  sequel: (f) => `Continúa la saga ${f.franchise} con nuevos personajes, lugares e ideas.`,
  preOrder: (f) => `Resérvalo ya: el lanzamiento está previsto para ${f.year}.`,
  gameFeatures: [
    'Explora niveles diseñados con mimo y llenos de secretos y caminos alternativos.',
    'Juega en solitario o en cooperativo en línea con tus amigos.',
    'Una banda sonora dinámica reacciona a cada uno de tus movimientos.',
    'Desbloquea nuevas habilidades y define tu propio estilo de juego.',
    'Te esperan decenas de horas de contenido y mucha rejugabilidad.',
    'Unos gráficos espectaculares dan vida a cada escenario.',
    'Tus decisiones cambian el rumbo de la historia.',
    'Ponte a prueba en dificultades más altas y escala en las clasificaciones.',
    'Personaliza a tu personaje, tu equipo y tu arsenal.',
    'Con el modo foto puedes capturar tus momentos favoritos.',
    'Las actualizaciones periódicas añaden nuevos desafíos tras el lanzamiento.',
    'Sus controles sencillos hacen que sea fácil empezar y difícil parar.',
  ],
  gameClosings: [
    (f) => `Disponible para ${f.platforms}.`,
    (f) => `Consigue tu clave para ${f.platforms} y empieza a jugar al momento.`,
    (f) => `Actívalo en ${f.platforms} pocos minutos después de la compra.`,
  ],
  dlcIntros: [
    (f) => `${f.name} es un contenido adicional para ${f.baseTitle} de ${f.developer}.`,
    (f) => `${f.name} añade nuevo contenido a ${f.baseTitle}.`,
    (f) => `Amplía tu experiencia en ${f.baseTitle} con ${f.name}.`,
  ],
  dlcFeatures: [
    'Incluye nuevas misiones, objetos y lugares por descubrir.',
    'Te esperan nuevas recompensas y objetos cosméticos.',
    'El nuevo contenido se integra a la perfección en el juego principal.',
    'Los fans del juego base disfrutarán de muchas horas más de juego.',
    'Nuevos desafíos pondrán a prueba tu habilidad.',
  ],
  dlcRequirement: (f) => `Requiere el juego base ${f.baseTitle} para ${f.platforms}.`,
  giftCard: [
    (f) => `La ${f.title} añade saldo a tu cuenta de ${f.platform}.`,
    (f) => `Elige entre ${f.options}.`,
    (f) =>
      `Usa el saldo en juegos, DLC y contenido del juego; es válida para cuentas registradas ${f.region}.`,
  ],
  subscription: [
    (f) => `${f.title} activa la suscripción ${f.brand} en ${f.platform}.`,
    (f) => `Elige una duración de ${f.options}; los códigos amplían una suscripción existente.`,
    (f) => `Válida para cuentas registradas ${f.region}.`,
  ],
  cardDelivery: [
    'Recibirás tu código al instante tras el pago.',
    'El código llega por correo electrónico y aparece enseguida en tu biblioteca.',
  ],
};
