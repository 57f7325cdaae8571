import type { Translation } from './en';

export const fr: Translation = {
  meta: {
    defaultTitle: 'BigKeys – Clés de jeux, cartes cadeaux et abonnements',
    pageTitle: '{{page}} – BigKeys',
  },
  common: {
    skipToContent: 'Aller au contenu principal',
    loadingPage: 'Chargement de la page…',
    retry: 'Réessayer',
    backHome: 'Retour à l’accueil',
    browseProducts: 'Voir les produits',
    unknownPlatform: 'Plateforme inconnue',
  },
  categories: {
    pc: 'PC',
    xb: 'Xbox',
    ps: 'PlayStation',
    nt: 'Nintendo',
  },
  header: {
    homeLink: 'Accueil BigKeys',
    mainNavigation: 'Navigation principale',
    giftCards: 'Cartes cadeaux',
    cart: 'Panier',
    login: 'Se connecter',
  },
  footer: {
    navigation: 'Pied de page',
    tagline:
      'Clés de jeux numériques, DLC, cartes cadeaux et cartes d’abonnement pour toutes les plateformes.',
    columns: {
      shop: 'Boutique',
      company: 'Entreprise',
      business: 'Pour les professionnels',
      legal: 'Mentions légales',
    },
    links: {
      games: 'Jeux',
      giftCards: 'Cartes cadeaux',
      subscriptions: 'Cartes d’abonnement',
      about: 'À propos',
      careers: 'Carrières',
      contact: 'Nous contacter',
      pos: 'Terminaux de point de vente',
      api: 'API de vente en gros',
      terms: 'Conditions générales',
      privacy: 'Politique de confidentialité',
    },
    language: 'Langue',
    vatNote: 'Tous les prix incluent la TVA.',
    copyright: '© {{year}} BigKeys. Tous droits réservés.',
  },
  home: {
    hero: {
      eyebrow: 'PC · Xbox · PlayStation · Nintendo',
      title: 'Votre prochain jeu n’est qu’à une clé',
      subtitle:
        'Clés de jeux, DLC, cartes cadeaux et cartes d’abonnement pour toutes les plateformes, avec des prix TVA incluse et une livraison généralement instantanée.',
      primaryCta: 'Voir tous les produits',
      secondaryCta: 'Acheter des cartes cadeaux',
      perks: {
        delivery: 'Livraison généralement instantanée',
        vat: 'Prix TVA incluse',
        support: 'Le support répond sous 2 jours ouvrés',
      },
    },
    platformsLabel: 'Acheter par plateforme',
    sections: {
      games: {
        title: 'Jeux',
        description: 'Des clés pour les jeux les plus récents et les meilleurs.',
      },
      dlc: {
        title: 'DLC',
        description: 'Extensions et contenus additionnels pour les jeux que vous possédez déjà.',
      },
      giftCards: {
        title: 'Cartes cadeaux',
        description: 'Du crédit pour toutes les plateformes : le cadeau qui plaît toujours.',
      },
      subscriptions: {
        title: 'Abonnements',
        description: 'Game passes et abonnements en ligne pour votre console ou votre PC.',
      },
    },
  },
  catalog: {
    seeAll: 'Tout voir',
    seeAllLabel: 'Tout voir : {{section}}',
    coverAlt: 'Jaquette de {{title}}',
    from: 'À partir de',
    salePrice: 'Prix soldé',
    originalPrice: 'Prix d’origine',
    discount: 'Économisez {{percent}} %',
    outOfStock: 'En rupture de stock',
    loadingProducts: 'Chargement des produits…',
    error: {
      title: 'Impossible de charger ces produits',
      description: 'Vérifiez votre connexion et réessayez.',
    },
    empty: {
      title: 'Aucun produit trouvé.',
      description: 'Il n’y a rien ici pour le moment. Revenez bientôt.',
    },
  },
  notFound: {
    title: 'Page introuvable',
    eyebrow: 'Erreur 404',
    description:
      'Nous n’avons pas trouvé la page que vous cherchez. Elle a peut-être été déplacée, ou l’adresse contient une erreur.',
    requested: 'Adresse demandée',
  },
  routeError: {
    title: 'Un problème est survenu',
    description:
      'Une erreur inattendue a empêché le chargement de cette page. Un rechargement suffit généralement.',
    reload: 'Recharger la page',
  },
  comingSoon: {
    badge: 'Bientôt disponible',
    notice: 'Nous construisons cette page en ce moment. Voici ce qu’elle proposera :',
    sectionsLabel: 'Sur cette page',
    aboutSections: {
      products: 'Produits',
      highlights: 'Points forts',
      pricing: 'Tarifs',
      faqs: 'FAQ',
    },
    pages: {
      about: {
        title: 'À propos',
        description:
          'Qui nous sommes, les produits que nous proposons, nos points forts, les tarifs pour les professionnels et les réponses aux questions fréquentes.',
      },
      aboutPos: {
        title: 'Terminaux de point de vente',
        description:
          'Des terminaux de point de vente qui permettent aux magasins de vendre des clés de jeux et des cartes cadeaux au comptoir.',
      },
      aboutApi: {
        title: 'API de vente en gros',
        description:
          'Notre API de vente en gros avec les formules Basic, Pro et Enterprise et l’accès à plus de 10 000 produits.',
      },
      terms: {
        title: 'Conditions générales',
        description:
          'Les conditions applicables aux achats, aux remboursements et à l’utilisation de notre boutique.',
      },
      privacy: {
        title: 'Politique de confidentialité',
        description: 'Comment nous collectons, utilisons et protégeons vos données personnelles.',
      },
      contact: {
        title: 'Nous contacter',
        description:
          'Un formulaire pour nous envoyer un message. Notre support répond sous 2 jours ouvrés.',
      },
      careers: {
        title: 'Carrières',
        description: 'Les postes ouverts chez BigKeys et un formulaire de candidature.',
      },
      login: {
        title: 'Se connecter',
        description:
          'Connectez-vous avec votre adresse e-mail et votre mot de passe ou avec un compte social.',
      },
      register: {
        title: 'Créer un compte',
        description:
          'Inscrivez-vous pour suivre vos achats, enregistrer vos favoris et débloquer des succès.',
      },
      products: {
        title: 'Tous les produits',
        description:
          'Le catalogue complet avec recherche et filtres par plateforme, type, genre et prix.',
      },
      dashboard: {
        title: 'Tableau de bord',
        description: 'Un aperçu de votre compte, de votre niveau et de votre activité récente.',
      },
      purchases: {
        title: 'Achats',
        description: 'Vos commandes, vos factures et les clés que vous avez achetées.',
      },
      favorites: {
        title: 'Favoris',
        description: 'Les produits que vous avez mis de côté.',
      },
      achievements: {
        title: 'Succès',
        description: 'Votre niveau, vos succès, les quêtes et l’objectif communautaire.',
      },
      userSettings: {
        title: 'Paramètres du compte',
        description: 'Votre profil et vos préférences de langue, de devise et de notifications.',
      },
      security: {
        title: 'Sécurité',
        description: 'Votre mot de passe et vos comptes sociaux associés.',
      },
      cart: {
        title: 'Panier',
        description: 'Les produits de votre panier avec les quantités, les remises et le total.',
      },
      payment: {
        title: 'Paiement',
        description: 'Paiement sécurisé par carte, suivi de l’activation de vos clés.',
      },
      game: {
        title: 'Jeu',
        description:
          'Description, éditions, plateformes, configuration requise et avis sur ce jeu.',
      },
      dlc: {
        title: 'DLC',
        description:
          'Description, plateformes, configuration requise et avis sur ce contenu additionnel.',
      },
      giftCard: {
        title: 'Carte cadeau',
        description:
          'La valeur de la carte, la plateforme sur laquelle elle fonctionne et comment l’utiliser.',
      },
      subscription: {
        title: 'Carte d’abonnement',
        description:
          'La durée de l’abonnement, la plateforme sur laquelle il fonctionne et comment l’activer.',
      },
    },
  },
  dashboard: {
    navigation: 'Sections du tableau de bord',
    nav: {
      overview: 'Aperçu',
      purchases: 'Achats',
      favorites: 'Favoris',
      achievements: 'Succès',
      userSettings: 'Paramètres',
      security: 'Sécurité',
    },
  },
  underConstruction: {
    title: 'Nous revenons très vite',
    description: 'Notre boutique est actuellement en travaux.',
    autoRetry: 'Nouvelle tentative automatique dans 30 secondes…',
    checking: 'Vérification…',
    checkNow: 'Vérifier maintenant',
  },
};
