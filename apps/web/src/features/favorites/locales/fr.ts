import type { FavoritesTexts } from './en';

export const favoritesFr: FavoritesTexts = {
  button: {
    label: 'Favori : {{title}}',
    add: 'Ajouter aux favoris',
    remove: 'Retirer des favoris',
  },
  added: '{{title}} a été ajouté à vos favoris.',
  removed: '{{title}} a été retiré de vos favoris.',
  signInToSave: 'Connectez-vous pour enregistrer vos favoris.',
  failed: "Vos favoris n'ont pas pu être modifiés. Veuillez réessayer.",
  page: {
    title: 'Favoris',
    intro:
      "Les produits que vous avez mis de côté, avec le prix et le stock du jour. Activez une alerte e-mail pour être prévenu d'une baisse de prix ou du retour des clés en stock.",
    count_one: '{{count}} produit enregistré',
    count_other: '{{count}} produits enregistrés',
  },
  loading: 'Chargement de vos favoris…',
  loadError: {
    title: "Nous n'avons pas pu charger vos favoris",
    description: 'Vérifiez votre connexion et réessayez.',
  },
  empty: {
    title: 'Aucun favori pour le moment',
    description: "Touchez le cœur sur la page d'un produit pour l'enregistrer ici.",
    action: 'Voir les produits',
  },
  item: {
    inStock: 'En stock',
    outOfStock: 'En rupture de stock',
    addToCart: 'Ajouter au panier',
    addToCartLabel: 'Ajouter au panier : {{title}}',
    remove: 'Retirer',
    removeLabel: 'Retirer {{title}} des favoris',
    max: 'Maximum {{max}} produits autorisés',
  },
  alerts: {
    title: 'Alertes e-mail',
    notifyPriceDrop: {
      label: 'Baisse de prix',
      hint: 'Prévenez-moi par e-mail quand le prix baisse.',
    },
    notifyBackInStock: {
      label: 'Retour en stock',
      hint: 'Prévenez-moi par e-mail quand des clés sont à nouveau disponibles.',
    },
    failed: "L'alerte n'a pas pu être modifiée. Veuillez réessayer.",
  },
};
