import { CUSTOMER_MESSAGES_FR } from '@store/shared/messages/messages-fr';
import type { Translation } from './en';

export const fr: Translation = {
  meta: {
    defaultTitle: 'BigKeys – Clés de jeux, cartes cadeaux et abonnements',
    pageTitle: '{{page}} – BigKeys',
  },
  common: {
    skipToContent: 'Aller au contenu principal',
    openHelp: 'Aide',
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
    register: 'S’inscrire',
    logout: 'Se déconnecter',
    theme: 'Thème : {{theme}}',
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
  dashboard: {
    navigation: 'Sections du tableau de bord',
    nav: {
      overview: 'Aperçu',
      purchases: 'Achats',
      favorites: 'Favoris',
      achievements: 'Succès',
      referrals: 'Parrainage',
      userSettings: 'Paramètres du compte',
      security: 'Sécurité',
    },
    loadError: 'Impossible de charger votre compte',
    loadErrorDescription: 'Vérifiez votre connexion et réessayez.',
    overview: {
      greeting: 'Bonjour {{name}} !',
      greetingPlain: 'Bonjour !',
      intro: 'Voici un aperçu de votre compte.',
      status: {
        title: 'État du compte',
        email: 'Adresse e-mail',
        verified: 'Vérifiée',
        unverified: 'Non vérifiée',
        profile: 'Profil',
        complete: 'Complet',
        incomplete: 'Incomplet',
        memberSince: 'Membre depuis',
      },
      quickLinks: 'Accès rapides',
      links: {
        purchases: 'Vos commandes, vos factures et les clés que vous avez achetées.',
        favorites: 'Les produits que vous avez mis de côté.',
        achievements: 'Votre niveau, vos succès et vos quêtes.',
        referrals: 'Votre lien, votre part et ce que vos filleuls vous rapportent.',
        userSettings: 'Profil, notifications, thème et langue.',
        security: 'Mot de passe et sessions actives.',
      },
    },
  },
  ui: {
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    required: 'Obligatoire',
    passwordMinLength: 'Au moins {{min}} caractères',
    strength: {
      label: 'Robustesse : {{level}}',
      tooWeak: 'trop faible',
      weak: 'faible',
      fair: 'moyenne',
      good: 'bonne',
      strong: 'élevée',
    },
  },
  authMessages: CUSTOMER_MESSAGES_FR.auth,
  formMessages: {
    invalidEmail: CUSTOMER_MESSAGES_FR.form.invalidEmail,
    dateFormat: CUSTOMER_MESSAGES_FR.form.dateFormat,
    invalidDate: CUSTOMER_MESSAGES_FR.form.invalidDate,
    futureDate: 'La date ne peut pas être dans le futur',
    chooseCountry: CUSTOMER_MESSAGES_FR.form.chooseCountry,
    codeDigits: CUSTOMER_MESSAGES_FR.form.codeDigits,
    maxLength: '{{max}} caractères au maximum',
    nulCharacter: CUSTOMER_MESSAGES_FR.form.nulCharacter,
  },
  underConstruction: {
    title: 'Nous revenons très vite',
    description: 'Notre boutique est actuellement en travaux.',
    autoRetry: 'Nouvelle tentative automatique dans 30 secondes…',
    checking: 'Vérification…',
    checkNow: 'Vérifier maintenant',
  },
  offline: {
    title: 'Vous êtes hors ligne',
    description:
      "La boutique a besoin d'une connexion internet. Vérifiez votre connexion ; la boutique revient dès que vous êtes de nouveau en ligne.",
    stillWorks: 'Ces pages fonctionnent même hors ligne :',
    notice: 'Aucune connexion Internet trouvée. L’application fonctionne en mode hors ligne.',
    backOnline: 'Vous êtes de nouveau en ligne.',
  },
  notices: {
    label: 'Notifications',
    dismiss: 'Fermer la notification',
  },
};
