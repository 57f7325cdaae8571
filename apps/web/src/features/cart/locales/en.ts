import { CART_MESSAGES } from '@store/shared/cart-messages';

// Plain strings, so the other languages can say them their own way.
const spec: Readonly<Record<keyof typeof CART_MESSAGES, string>> = CART_MESSAGES;

/** English texts of the cart; the other languages mirror these keys. */
export const cartEn = {
  title: 'Cart',
  intro: 'Check your products and quantities, then continue to payment.',
  itemCount_one: '{{count}} item in your cart',
  itemCount_other: '{{count}} items in your cart',
  linesLabel: 'Products in your cart',
  continueShopping: 'Continue shopping',
  viewCart: 'View cart',
  empty: {
    title: 'Your cart is empty',
    description: 'Find your next game, gift card or subscription in the catalogue.',
    browse: 'Browse products',
  },
  line: {
    // The spec's texts (section 8), kept in one place with the server's.
    loading: spec.loadingProduct,
    notFound: spec.productNotFound,
    platformNotFound: spec.platformNotFound,
    unknownPlatform: 'Unknown Platform',
    outOfStock: 'Out of stock',
    salePrice: 'Sale price',
    originalPrice: 'Original price',
    each: '{{price}} each',
    lineTotal: 'Total for this product',
    retry: 'Retry',
    quantity: 'Quantity of {{title}}',
    quantityUnknown: 'Quantity of this product',
    decrease: 'Decrease quantity of {{title}}',
    increase: 'Increase quantity of {{title}}',
    remove: 'Remove {{title}} from the cart',
    removeUnknown: 'Remove this product from the cart',
    maxQuantity: spec.maxQuantity.replace('{max}', '{{max}}'),
  },
  summary: {
    title: 'Order summary',
    subtotal: 'Subtotal',
    discount: 'Discount',
    total: 'Total',
    calculating: 'Calculating your total…',
    vat: 'Prices include VAT',
    unavailableNote:
      'Products that could not be loaded are not included. Remove them to continue to payment.',
    outOfStockNote: 'Remove the products that are out of stock to continue to payment.',
    bothNote:
      'Products that could not be loaded are not included. Remove them and the products that are out of stock to continue to payment.',
    levelDiscount: 'Level discount ({{level}}, {{percent}}%)',
    levelDiscountLabel: 'Level discount',
    levelChecking: 'Checking your level discount…',
    levelUnknown: 'Your level discount, if you have one, is taken off on the payment page.',
    levelHint: 'Reach {{level}} to save {{percent}}%',
  },
  checkout: {
    pay: 'Go to payment',
    loginToPay: 'Log in to pay',
    loginHint: 'After signing in you come straight back to your cart.',
    checkingAccount: 'Checking your account…',
  },
};

export type CartTexts = typeof cartEn;
