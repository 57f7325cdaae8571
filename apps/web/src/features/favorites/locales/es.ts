import type { FavoritesTexts } from './en';

export const favoritesEs: FavoritesTexts = {
  button: {
    label: 'Favorito: {{title}}',
    add: 'Añadir a favoritos',
    remove: 'Quitar de favoritos',
  },
  added: '{{title}} se ha añadido a tus favoritos.',
  removed: '{{title}} se ha quitado de tus favoritos.',
  signInToSave: 'Inicia sesión para guardar tus favoritos.',
  failed: 'No se han podido actualizar tus favoritos. Inténtalo de nuevo.',
  page: {
    title: 'Favoritos',
    intro:
      'Los productos que has guardado, con el precio y el stock de hoy. Activa un aviso por correo para saber cuándo baja un precio o vuelve a haber claves.',
    count_one: '{{count}} producto guardado',
    count_other: '{{count}} productos guardados',
  },
  loading: 'Cargando tus favoritos…',
  loadError: {
    title: 'No hemos podido cargar tus favoritos',
    description: 'Comprueba tu conexión e inténtalo de nuevo.',
  },
  empty: {
    title: 'Aún no tienes favoritos',
    description: 'Toca el corazón en la página de un producto para guardarlo aquí.',
    action: 'Ver productos',
  },
  item: {
    inStock: 'En stock',
    outOfStock: 'Agotado',
    addToCart: 'Añadir al carrito',
    addToCartLabel: 'Añadir al carrito: {{title}}',
    remove: 'Quitar',
    removeLabel: 'Quitar {{title}} de favoritos',
    max: 'Máximo de {{max}} productos permitidos',
  },
  alerts: {
    title: 'Avisos por correo',
    notifyPriceDrop: {
      label: 'Bajada de precio',
      hint: 'Avísame por correo cuando baje el precio.',
    },
    notifyBackInStock: {
      label: 'De nuevo en stock',
      hint: 'Avísame por correo cuando vuelva a haber claves.',
    },
    failed: 'No se ha podido cambiar el aviso. Inténtalo de nuevo.',
  },
};
