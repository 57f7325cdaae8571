import type { CartTexts } from './en';

export const cartFr: CartTexts = {
  title: 'Panier',
  intro: 'Vérifiez vos produits et leurs quantités, puis passez au paiement.',
  itemCount_one: '{{count}} article dans votre panier',
  itemCount_other: '{{count}} articles dans votre panier',
  linesLabel: 'Produits de votre panier',
  continueShopping: 'Continuer mes achats',
  viewCart: 'Voir le panier',
  empty: {
    title: 'Votre panier est vide',
    description: 'Trouvez votre prochain jeu, carte cadeau ou abonnement dans le catalogue.',
    browse: 'Voir les produits',
  },
  line: {
    loading: 'Chargement du produit...',
    notFound: 'Erreur ou produit introuvable',
    platformNotFound: 'Plateforme introuvable dans les données du produit',
    unknownPlatform: 'Plateforme inconnue',
    outOfStock: 'En rupture de stock',
    salePrice: 'Prix promotionnel',
    originalPrice: 'Prix initial',
    each: '{{price}} l’unité',
    lineTotal: 'Total pour ce produit',
    retry: 'Réessayer',
    quantity: 'Quantité de {{title}}',
    quantityUnknown: 'Quantité de ce produit',
    decrease: 'Diminuer la quantité de {{title}}',
    increase: 'Augmenter la quantité de {{title}}',
    remove: 'Retirer {{title}} du panier',
    removeUnknown: 'Retirer ce produit du panier',
    maxQuantity: '{{max}} produits maximum autorisés',
  },
  summary: {
    title: 'Récapitulatif de la commande',
    subtotal: 'Sous-total',
    discount: 'Remise',
    total: 'Total',
    calculating: 'Calcul du total…',
    vat: 'Prix TTC',
    unavailableNote:
      'Les produits qui n’ont pas pu être chargés ne sont pas inclus. Retirez-les pour passer au paiement.',
    outOfStockNote: 'Retirez les produits en rupture de stock pour passer au paiement.',
    bothNote:
      'Les produits qui n’ont pas pu être chargés ne sont pas inclus. Retirez-les, ainsi que les produits en rupture de stock, pour passer au paiement.',
  },
  checkout: {
    pay: 'Passer au paiement',
    loginToPay: 'Se connecter pour payer',
    loginHint: 'Après la connexion, vous revenez directement à votre panier.',
    checkingAccount: 'Vérification de votre compte…',
  },
};
