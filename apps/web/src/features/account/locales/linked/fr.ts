import type { LinkedAccountsTexts } from './en';

export const linkedAccountsFr: LinkedAccountsTexts = {
  title: 'Comptes associés',
  description:
    'Connectez-vous avec Google ou Discord en plus d’un mot de passe, ou à sa place. Nous vous envoyons un e-mail à chaque changement d’association.',
  loading: 'Chargement des comptes associés…',
  loadError: 'Impossible de charger vos comptes associés',
  linkedSince: 'Associé depuis le {{date}}',
  notLinked: 'Non associé',
  unavailable: 'Non proposé pour le moment',
  link: 'Associer',
  linkProvider: 'Associer {{provider}}',
  unlink: 'Dissocier',
  unlinkProvider: 'Dissocier {{provider}}',
  onlyWay:
    'C’est votre seul moyen de vous connecter. Définissez un mot de passe avant de le supprimer.',
  setPassword: 'Définir un mot de passe par e-mail',
  linkedNotice:
    '{{provider}} est maintenant associé\u00a0: vous pouvez désormais vous connecter avec.',
  unlinkedNotice: '{{provider}} a été dissocié.',
  reauth: {
    title: 'Reconnectez-vous pour associer un compte',
    description:
      'Pour votre sécurité, l’association nécessite une connexion datant de moins de 10\u00a0minutes. Reconnectez-vous et vous reviendrez ici.',
    action: 'Se reconnecter',
  },
  confirm: {
    title: 'Dissocier {{provider}}\u00a0?',
    description:
      'Vous ne pourrez plus vous connecter avec {{provider}}. Nous vous enverrons un e-mail à propos de ce changement.',
    cancel: 'Garder l’association',
    confirm: 'Dissocier',
    close: 'Fermer',
  },
  errors: {
    REAUTH_REQUIRED:
      'Pour votre sécurité, reconnectez-vous pour associer un compte\u00a0: l’association nécessite une connexion datant de moins de 10\u00a0minutes.',
    SOCIAL_ACCOUNT_TAKEN:
      'Ce compte {{provider}} est déjà associé à un autre compte BigKeys. Connectez-vous avec lui pour utiliser ce compte, ou associez ici un autre compte {{provider}}.',
    ALREADY_LINKED: 'Un compte {{provider}} est déjà associé à votre compte BigKeys.',
    NOT_LINKED: 'Aucun compte {{provider}} n’est associé à votre compte BigKeys.',
    LAST_SIGN_IN_METHOD:
      'Définissez un mot de passe avant de supprimer votre seul moyen de vous connecter.',
    PROVIDER_UNAVAILABLE: 'La connexion avec {{provider}} n’est pas proposée pour le moment.',
    LINK_FAILED: 'L’association avec {{provider}} n’a pas abouti. Veuillez réessayer.',
  },
};
