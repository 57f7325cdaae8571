import type { AdminStaffTexts } from './en';

export const adminStaffFr: AdminStaffTexts = {
  title: 'Équipe',
  intro:
    'Qui travaille dans le back-office, avec quel rôle\u00a0; invitez de nouveaux membres par e-mail.',
  loading: 'Chargement de l’équipe…',
  loadError: 'L’équipe n’a pas pu être chargée.',
  members: 'Membres de l’équipe',
  you: 'Vous',
  enrolled: 'Authentificateur configuré',
  notEnrolled: 'Authentificateur pas encore configuré',
  active: 'Actif',
  inactive: 'Désactivé',
  lastSignIn: 'Dernière connexion\u00a0: {{date}}',
  neverSignedIn: 'Jamais connecté',
  roleOf: 'Rôle de {{email}}',
  roleChanged: '{{email}} a maintenant le rôle {{role}}.',
  deactivate: 'Désactiver',
  deactivateLabel: 'Désactiver {{email}}',
  deactivated: '{{email}} est désactivé et déconnecté.',
  failed: 'Cela n’a pas fonctionné.',
  roles: {
    admin: 'Administration',
    catalogue: 'Catalogue',
    support: 'Support',
    finance: 'Finance',
  },
  invitations: 'Invitations en attente',
  noInvitations: 'Aucune invitation en attente.',
  invitationExpires: '{{role}}, expire le {{date}}',
  invite: 'Inviter quelqu’un',
  inviteDialog: {
    title: 'Inviter dans l’équipe',
    description: 'Nous envoyons un lien à usage unique, valable 72\u00a0heures.',
    email: 'Adresse e-mail',
    role: 'Rôle',
    send: 'Envoyer l’invitation',
    cancel: 'Annuler',
    sent: 'L’invitation est en route vers {{email}}.',
  },
  deactivateDialog: {
    title: 'Désactiver {{email}}\u00a0?',
    description:
      'Ses sessions du back-office prennent fin aussitôt et la connexion au back-office n’est plus possible.',
    confirm: 'Désactiver',
    cancel: 'Annuler',
  },
  accept: {
    title: 'Rejoindre l’équipe BigKeys',
    intro:
      'Choisissez votre mot de passe et indiquez votre prénom\u00a0; configurez ensuite votre application d’authentification.',
    firstName: 'Prénom',
    password: 'Mot de passe',
    passwordHint: 'Au moins 10\u00a0caractères, pas un mot de passe courant.',
    submit: 'Continuer',
    missingToken: 'Cette page a besoin du lien de votre e-mail d’invitation.',
    enrolTitle: 'Configurer votre authentificateur',
    enrolIntro:
      'Scannez le code avec une application d’authentification, puis saisissez les six chiffres affichés.',
    recoveryTitle: 'Conservez vos codes de récupération',
    recoveryIntro:
      'Chaque code vous connecte une fois si votre téléphone n’est pas à portée de main. Ils ne s’affichent que maintenant.',
    required: 'Remplissez ce champ.',
  },
  messages: {
    memberNotFound: 'Membre de l’équipe introuvable.',
    alreadyStaff: 'Cette adresse appartient déjà à un membre actif de l’équipe.',
    invitationInvalid:
      'Cette invitation est invalide, a expiré ou a déjà été utilisée. Demandez-en une nouvelle à un administrateur.',
    lastAdmin:
      'La boutique a besoin d’au moins un administrateur actif\u00a0: il n’en resterait aucun.',
    notYourself:
      'Vous ne pouvez ni changer votre propre rôle ni vous désactiver. Demandez à un autre administrateur.',
    alreadyInactive: 'Ce membre de l’équipe est déjà désactivé.',
    inactive: 'Ce membre de l’équipe est désactivé. Invitez-le à nouveau pour lui donner un rôle.',
    firstNameRequired: 'Saisissez votre prénom.',
  },
};
