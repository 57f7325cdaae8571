/** English texts of the favourites; the other languages mirror these keys. */
export const favoritesEn = {
  button: {
    label: 'Favorite: {{title}}',
    add: 'Add to favorites',
    remove: 'Remove from favorites',
  },
  added: '{{title}} was added to your favorites.',
  removed: '{{title}} was removed from your favorites.',
  signInToSave: 'Sign in to save your favorites.',
  failed: "Your favorites couldn't be updated. Please try again.",
  page: {
    title: 'Favorites',
    intro:
      "The products you saved, with today's price and stock. Turn on an e-mail alert to hear when a price drops or keys are back in stock.",
    count_one: '{{count}} saved product',
    count_other: '{{count}} saved products',
  },
  loading: 'Loading your favorites…',
  loadError: {
    title: "We couldn't load your favorites",
    description: 'Check your connection and try again.',
  },
  empty: {
    title: 'No favorites yet',
    description: 'Tap the heart on any product page to save it here for later.',
    action: 'Browse products',
  },
  item: {
    inStock: 'In stock',
    outOfStock: 'Out of stock',
    addToCart: 'Add to cart',
    addToCartLabel: 'Add to cart: {{title}}',
    remove: 'Remove',
    removeLabel: 'Remove {{title}} from favorites',
    max: 'Maximum of {{max}} products allowed',
  },
  alerts: {
    title: 'E-mail alerts',
    notifyPriceDrop: {
      label: 'Price drop',
      hint: 'E-mail me when the price falls.',
    },
    notifyBackInStock: {
      label: 'Back in stock',
      hint: 'E-mail me when keys are available again.',
    },
    failed: "The alert couldn't be changed. Please try again.",
  },
};

export type FavoritesTexts = typeof favoritesEn;
