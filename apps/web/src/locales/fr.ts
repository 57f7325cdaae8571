import type { Translation } from './en';
import { contentFr } from '../features/content/locales/fr';
import { companyFr } from '../features/company/locales/fr';
import { preferencesFr } from '../features/preferences/locales/fr';
import { navigationFr } from '../features/navigation/locales/fr';
import { consentFr } from '../features/consent/locales/fr';
import { productFr } from '../features/product/locales/fr';
import { favoritesFr } from '../features/favorites/locales/fr';
import { catalogPageFr } from '../features/catalog/locales/fr';
import { cartFr } from '../features/cart/locales/fr';
import { paymentFr } from '../features/payment/locales/fr';
import { recoveryFr } from '../features/account/locales/fr';
import { accountEmailFr } from '../features/account/locales/email/fr';

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
  comingSoon: {
    badge: 'Bientôt disponible',
    notice: 'Nous construisons cette page en ce moment. Voici ce qu’elle proposera :',
    pages: {
      purchases: {
        title: 'Achats',
        description: 'Vos commandes, vos factures et les clés que vous avez achetées.',
      },
      achievements: {
        title: 'Succès',
        description: 'Votre niveau, vos succès, les quêtes et l’objectif communautaire.',
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
  account: {
    fields: {
      email: 'Adresse e-mail',
      password: 'Mot de passe',
      confirmPassword: 'Confirmer le mot de passe',
      firstName: 'Prénom',
      lastName: 'Nom',
      birthday: 'Date de naissance',
      country: 'Pays',
      address: 'Adresse',
      city: 'Ville',
      zip: 'Code postal',
      referralCode: 'Code de parrainage (facultatif)',
      chooseCountry: 'Choisissez votre pays',
      loadingCountries: 'Chargement des pays…',
      countriesFailed: 'Impossible de charger la liste des pays. Veuillez recharger la page.',
    },
    login: {
      title: 'Se connecter',
      subtitle:
        'Bon retour ! Connectez-vous pour retrouver vos clés, vos achats et vos récompenses.',
      submit: 'Se connecter',
      submitting: 'Connexion…',
      retryIn: 'Réessayer dans {{seconds}} s',
      retryInMinutes: 'Réessayer dans {{minutes}} min',
      noAccount: 'Nouveau sur BigKeys ?',
      registerLink: 'Créer un compte',
    },
    register: {
      title: 'Créez votre compte',
      subtitle: 'Suivez vos achats, enregistrez vos favoris et débloquez des succès.',
      accountSection: 'Identifiants',
      personalSection: 'Informations personnelles',
      referralHint: 'Un ami vous a donné un code ? Saisissez-le ici.',
      acceptTerms: 'J’ai lu et j’accepte les <terms>conditions générales</terms>.',
      submit: 'Créer mon compte',
      submitting: 'Création de votre compte…',
      haveAccount: 'Vous avez déjà un compte ?',
      loginLink: 'Se connecter',
    },
    social: {
      divider: 'ou continuer avec',
      orWithEmail: 'ou inscrivez-vous avec votre e-mail',
      continueWith: 'Continuer avec {{provider}}',
    },
    notices: {
      profileSaved: 'Profil enregistré. Veuillez vous reconnecter.',
      settingsSaved: 'Paramètres enregistrés. Veuillez vous reconnecter.',
      passwordReset:
        'Votre mot de passe a été modifié. Veuillez vous connecter avec votre nouveau mot de passe.',
    },
    settings: {
      title: 'Paramètres du compte',
      intro: 'Votre profil, vos notifications et l’apparence de la boutique.',
      profileTitle: 'Profil',
      profileDescription: 'Les informations que nous utilisons pour vos factures.',
      saveProfile: 'Enregistrer le profil',
      signInAgainNote:
        'Pour votre sécurité, vous serez déconnecté après l’enregistrement et devrez vous reconnecter.',
    },
    notifications: {
      title: 'Notifications',
      description:
        'Choisissez comment nous pouvons vous informer des commandes, des clés et des offres.',
      browser: {
        label: 'Navigateur',
        description:
          'Des notifications dans ce navigateur, même lorsque la boutique n’est pas ouverte.',
      },
      email: {
        label: 'E-mail',
        description: 'Des messages à votre adresse e-mail.',
      },
      sms: {
        label: 'SMS',
        description: 'Des SMS sur votre téléphone.',
      },
      save: 'Enregistrer les notifications',
    },
    appearance: {
      title: 'Apparence et langue',
      description: 'Enregistré uniquement sur cet appareil.',
      theme: 'Thème',
      themes: {
        light: 'Clair',
        dark: 'Sombre',
        auto: 'Automatique',
      },
    },
    region: {
      title: 'Région et devise',
      description: 'Les prix sont affichés pour votre région, dans sa devise.',
      region: 'Région',
      currency: 'Devise',
      supportOnly: 'La région ne peut être modifiée que par le support',
    },
    security: {
      title: 'Sécurité',
      intro: 'Votre mot de passe et les appareils connectés à votre compte.',
      passwordTitle: 'Changer le mot de passe',
      passwordDescription:
        'Changer votre mot de passe déconnecte toutes les autres sessions ; celle-ci reste connectée.',
      currentPassword: 'Mot de passe actuel',
      newPassword: 'Nouveau mot de passe',
      confirmPassword: 'Confirmer le nouveau mot de passe',
      changePassword: 'Changer le mot de passe',
      passwordChanged:
        'Votre mot de passe a été modifié. Les autres sessions ont été déconnectées.',
      noPassword: 'Vous vous connectez avec un compte social',
      noPasswordDescription: 'Votre compte n’a pas de mot de passe à modifier.',
    },
    sessions: {
      title: 'Sessions actives',
      description: 'Les appareils actuellement connectés à votre compte.',
      loading: 'Chargement des sessions…',
      error: 'Impossible de charger vos sessions',
      device: '{{browser}} sous {{os}}',
      unknownDevice: 'Appareil inconnu',
      thisDevice: 'Cet appareil',
      lastActive: 'Dernière activité : {{date}}',
      ip: 'IP {{ip}}',
      signedIn: 'Connecté le {{date}}',
      revokeOthers: 'Se déconnecter de toutes les autres sessions',
      noOthers: 'Aucune autre session n’est connectée.',
      revoked: 'Toutes les autres sessions ont été déconnectées.',
    },
  },
  welcome: {
    documentTitle: 'Bienvenue',
    eyebrow: 'Vous y êtes presque',
    title: 'Bienvenue sur BigKeys !',
    titleNamed: 'Bienvenue sur BigKeys, {{name}} !',
    intro:
      'Terminez ces étapes pour commencer vos achats. D’ici là, cette page est la seule de la boutique que vous pouvez voir.',
    signOut: 'Se déconnecter',
    stepDone: 'Terminé',
    stepTodo: 'À faire',
    loadError: 'Impossible de charger votre compte',
    loadErrorDescription: 'Vérifiez votre connexion et réessayez.',
    verify: {
      title: 'Vérifiez votre adresse e-mail',
      description:
        'Nous avons envoyé un code à 6 chiffres à {{email}}. Saisissez-le ci-dessous ou ouvrez le lien de l’e-mail.',
      done: '{{email}} est vérifiée.',
      codeLabel: 'Code de vérification',
      submit: 'Vérifier',
      verifying: 'Vérification…',
      noCode:
        'Vous n’avez pas reçu l’e-mail ? Regardez dans vos spams ou demandez un nouveau code.',
      resend: 'Envoyer un nouveau code',
      resendIn: 'Nouveau code dans {{seconds}} s',
      resent: 'Un nouveau code est en route vers {{email}}.',
    },
    profile: {
      title: 'Complétez votre profil',
      description:
        'Il nous manque quelques informations pour vos factures. Après l’enregistrement, veuillez vous reconnecter.',
      submit: 'Enregistrer le profil',
      done: 'Votre profil est complet.',
    },
    identity: {
      title: 'Vérification d’identité requise',
      description:
        'Pour protéger votre compte, nous devons confirmer votre identité avant que vous puissiez continuer. Vous pourrez bientôt le faire ici ; en attendant, notre équipe d’assistance peut vous aider.',
    },
  },
  authMessages: {
    invalidCredentials: 'L’adresse e-mail ou le mot de passe saisi est incorrect.',
    emailTaken:
      'Un compte existe déjà avec cette adresse e-mail. Essayez de vous connecter ou utilisez une autre adresse.',
    passwordsDoNotMatch: 'Les mots de passe ne correspondent pas.',
    requiredFields: 'Veuillez remplir tous les champs obligatoires',
    weakPassword:
      'Choisissez un mot de passe plus robuste qui respecte les exigences minimales de sécurité.',
    acceptTerms: 'Veuillez accepter les conditions générales pour continuer.',
    generic: 'Un problème est survenu. Veuillez réessayer.',
    loginServerError: 'Échec de la connexion en raison d’une erreur du serveur',
    loginUnexpected: 'Une erreur inattendue s’est produite lors de la connexion',
    registerServerError: 'Échec de l’inscription en raison d’une erreur du serveur',
    registerUnexpected: 'Une erreur inattendue s’est produite lors de l’inscription',
    verifyServerError: 'Échec de la vérification en raison d’une erreur du serveur',
    notAuthenticated: 'Utilisateur non authentifié',
    profileFetchFailed: 'Impossible de charger le profil utilisateur',
    logoutServerError: 'Échec de la déconnexion en raison d’une erreur du serveur',
    passwordUpdateServerError:
      'Échec du changement de mot de passe en raison d’une erreur du serveur',
    passwordUpdateFailed: 'Impossible de changer le mot de passe',
    settingsFailed: 'Impossible d’enregistrer les paramètres du compte',
    settingsServerError:
      'Impossible d’enregistrer les paramètres en raison d’une erreur du serveur',
    socialLoginError: 'Erreur lors de la connexion avec un compte social',
    tooManyAttempts: 'Trop de tentatives. Veuillez patienter un instant et réessayer.',
    verificationCodeInvalid: 'Ce code n’est pas correct. Vérifiez l’e-mail et réessayez.',
    verificationCodeExpired: 'Ce code a expiré. Demandez-en un nouveau.',
    verificationTooManyAttempts: 'Trop de codes erronés. Demandez-en un nouveau.',
    verificationResendTooSoon:
      'Un code vient d’être envoyé. Veuillez patienter une minute avant d’en redemander un.',
    alreadyVerified: 'Votre adresse e-mail est déjà vérifiée.',
    currentPasswordWrong: 'Votre mot de passe actuel n’est pas correct.',
    csrfInvalid: 'Votre session a expiré. Veuillez recharger la page et réessayer.',
    currentPasswordRequired:
      'Saisissez votre mot de passe actuel pour changer votre adresse e-mail.',
    registrationReceived:
      'Consultez vos e-mails\u00a0: nous vous avons envoyé un message pour terminer votre inscription.',
    emailChangeRequested:
      'Consultez votre nouvelle adresse e-mail\u00a0: votre adresse change lorsque vous ouvrez le lien que nous y avons envoyé.',
    accountLinkInvalid: 'Ce lien est invalide, a expiré ou a déjà été utilisé.',
  },
  formMessages: {
    invalidEmail: 'Saisissez une adresse e-mail valide',
    dateFormat: 'Utilisez le format de date AAAA-MM-JJ',
    invalidDate: 'Saisissez une date réelle',
    futureDate: 'La date ne peut pas être dans le futur',
    chooseCountry: 'Choisissez un pays',
    codeDigits: 'Le code comporte 6 chiffres',
    maxLength: '{{max}} caractères au maximum',
    nulCharacter: 'Ce texte contient un caractère NUL (\\u0000), qui ne peut pas être enregistré.',
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
  content: contentFr,
  company: companyFr,
  preferences: preferencesFr,
  navigation: navigationFr,
  consent: consentFr,
  product: productFr,
  favorites: favoritesFr,
  catalogPage: catalogPageFr,
  cart: cartFr,
  payment: paymentFr,
  accountEmail: accountEmailFr,
  recovery: recoveryFr,
};
