import { CUSTOMER_MESSAGES_FR } from '@store/shared/messages/messages-fr';
import type { RecoveryTexts } from './en';

export const recoveryFr: RecoveryTexts = {
  forgotLink: 'Mot de passe oublié\u00a0?',
  backToLogin: 'Retour à la connexion',
  rememberIt: 'Le mot de passe vous revient\u00a0?',
  usePassword: 'Vous préférez votre mot de passe\u00a0?',
  linkSent: CUSTOMER_MESSAGES_FR.recovery.linkSent,
  sentHint:
    "Le lien ne fonctionne qu'une fois, pendant peu de temps. Rien reçu\u00a0? Vérifiez vos courriers indésirables ou redemandez dans quelques minutes.",
  forgot: {
    title: 'Mot de passe oublié\u00a0?',
    subtitle:
      'Saisissez votre adresse e-mail et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    submit: 'Envoyer le lien de réinitialisation',
    sending: 'Envoi…',
    signInInstead:
      'Vous voulez simplement vous connecter\u00a0? Nous pouvons aussi vous envoyer un lien de connexion sans mot de passe.',
  },
  reset: {
    title: 'Choisissez un nouveau mot de passe',
    subtitle:
      'Une fois enregistré, tous les appareils connectés à votre compte seront déconnectés.',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmer le nouveau mot de passe',
    submit: 'Enregistrer le nouveau mot de passe',
    saving: 'Enregistrement…',
    missingToken:
      'Cette page a besoin du lien reçu par e-mail. Ouvrez à nouveau le lien ou demandez-en un nouveau.',
  },
  link: {
    title: 'Se connecter avec un lien par e-mail',
    subtitle:
      'Sans mot de passe\u00a0: nous envoyons à votre adresse e-mail un lien qui vous connecte une seule fois.',
    confirmTitle: 'Se connecter à BigKeys',
    confirmSubtitle: "Votre lien de connexion est prêt. Il ne fonctionne qu'une fois.",
    confirm: 'Me connecter',
    signingIn: 'Connexion…',
    why: 'Nous ne vous connectons que lorsque vous appuyez sur le bouton\u00a0: ainsi, un logiciel de messagerie qui vérifie les liens ne peut pas utiliser le vôtre.',
    request: "M'envoyer un lien de connexion",
  },
  offer: {
    throttled:
      "C'est votre compte\u00a0? Nous pouvons vous envoyer un lien qui vous connecte sans mot de passe.",
    button: "M'envoyer un lien de connexion",
    sending: 'Envoi…',
  },
  invalid: {
    title: 'Ce lien ne fonctionne plus',
    message: 'Ce lien a expiré ou a déjà été utilisé. Veuillez en demander un nouveau.',
    newResetLink: 'Demander un nouveau lien de réinitialisation',
    newSignInLink: 'Demander un nouveau lien de connexion',
  },
};
