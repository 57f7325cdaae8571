import type { AccountPagesTexts } from './en';

export const accountPagesFr: AccountPagesTexts = {
  account: {
    loyaltySummary: {
      title: 'Fidélité',
      description: 'Votre niveau et votre progression en un coup d’œil.',
      level: 'Niveau',
      levelValue: '{{level}} · {{name}}',
      completedAchievements: 'Succès obtenus',
      completedValue: '{{completed}} sur {{total}}',
      totalPurchases: 'Achats au total',
      lifetimeSpend: 'Dépenses totales',
      link: 'Voir les succès et les quêtes',
      loading: 'Chargement de vos statistiques de fidélité…',
      unavailable: 'Données du tableau de bord indisponibles',
      unavailableDescription:
        'Vos statistiques de fidélité n’ont pas pu être chargées pour le moment.',
      retry: 'Réessayer',
    },
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
      signInToLink:
        'Reconnectez-vous pour associer un compte\u00a0; vous reviendrez ensuite à vos paramètres de sécurité.',
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
      intro: 'Votre mot de passe, les comptes associés et les appareils connectés à votre compte.',
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
  },
};
