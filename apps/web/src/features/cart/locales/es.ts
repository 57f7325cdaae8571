import type { CartTexts } from './en';

export const cartEs: CartTexts = {
  title: 'Carrito',
  intro: 'Revisa tus productos y cantidades y continúa con el pago.',
  itemCount_one: '{{count}} artículo en tu carrito',
  itemCount_other: '{{count}} artículos en tu carrito',
  linesLabel: 'Productos de tu carrito',
  continueShopping: 'Seguir comprando',
  viewCart: 'Ver carrito',
  empty: {
    title: 'Tu carrito está vacío',
    description: 'Encuentra tu próximo juego, tarjeta regalo o suscripción en el catálogo.',
    browse: 'Ver productos',
  },
  line: {
    loading: 'Cargando producto...',
    notFound: 'Error o producto no encontrado',
    platformNotFound: 'Plataforma no encontrada en los datos del producto',
    unknownPlatform: 'Plataforma desconocida',
    outOfStock: 'Agotado',
    salePrice: 'Precio de oferta',
    originalPrice: 'Precio original',
    each: '{{price}} cada uno',
    lineTotal: 'Total de este producto',
    retry: 'Reintentar',
    quantity: 'Cantidad de {{title}}',
    quantityUnknown: 'Cantidad de este producto',
    decrease: 'Reducir la cantidad de {{title}}',
    increase: 'Aumentar la cantidad de {{title}}',
    remove: 'Quitar {{title}} del carrito',
    removeUnknown: 'Quitar este producto del carrito',
    maxQuantity: 'Se permite un máximo de {{max}} productos',
  },
  summary: {
    title: 'Resumen del pedido',
    subtotal: 'Subtotal',
    discount: 'Descuento',
    total: 'Total',
    calculating: 'Calculando el total…',
    vat: 'Los precios incluyen IVA',
    unavailableNote:
      'Los productos que no se han podido cargar no están incluidos. Quítalos para continuar con el pago.',
    outOfStockNote: 'Quita los productos agotados para continuar con el pago.',
    bothNote:
      'Los productos que no se han podido cargar no están incluidos. Quítalos junto con los productos agotados para continuar con el pago.',
  },
  checkout: {
    pay: 'Ir al pago',
    loginToPay: 'Inicia sesión para pagar',
    loginHint: 'Después de iniciar sesión volverás directamente a tu carrito.',
    checkingAccount: 'Comprobando tu cuenta…',
  },
};
