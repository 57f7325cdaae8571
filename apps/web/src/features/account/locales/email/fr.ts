import type { AccountEmailTexts } from './en';

export const accountEmailFr: AccountEmailTexts = {
  checkEmail: {
    title: 'Consultez vos e-mails',
    subtitle: 'Plus qu’une étape pour finir de créer votre compte.',
    sentTo: 'Nous avons envoyé un e-mail à {{email}}.',
    explain:
      'Si cette adresse est nouvelle pour nous, l’e-mail contient un code à 6\u00a0chiffres\u00a0: saisissez-le ci-dessous pour confirmer votre adresse et vous connecter. Si vous avez déjà un compte, l’e-mail vous explique comment y accéder.',
    hint: 'Rien après quelques minutes\u00a0? Vérifiez vos courriers indésirables. Les codes sont valables 15\u00a0minutes\u00a0; pour en obtenir un nouveau, connectez-vous avec votre adresse e-mail et votre mot de passe.',
    otherAddress: 'Utiliser une autre adresse e-mail',
  },
  code: {
    label: 'Code de vérification',
    submit: 'Vérifier et se connecter',
    verifying: 'Vérification…',
  },
  verifyPage: {
    title: 'Confirmez votre adresse e-mail',
    subtitle: 'Appuyez sur le bouton pour confirmer votre adresse et vous connecter.',
    missing:
      'Cette page a besoin du lien de votre e-mail. Ouvrez-le à nouveau ou saisissez votre code ici.',
  },
  change: {
    title: 'Adresse e-mail',
    current: 'Adresse actuelle',
    newEmail: 'Nouvelle adresse e-mail',
    currentPassword: 'Mot de passe actuel',
    passwordHint: 'Pour protéger votre compte, confirmez le changement avec votre mot de passe.',
    note: 'Nous enverrons un lien de confirmation à la nouvelle adresse\u00a0; votre adresse ne change que lorsque vous l’ouvrez. Votre adresse actuelle reçoit un avis avec un lien pour annuler le changement. Vous serez déconnecté après l’enregistrement.',
    submit: 'Changer d’adresse e-mail',
    requested:
      'Nous avons envoyé un lien de confirmation à {{email}}\u00a0; votre adresse change lorsque vous l’ouvrez. D’ici là, connectez-vous avec votre adresse actuelle.',
    same: 'C’est déjà votre adresse e-mail.',
  },
  confirm: {
    title: 'Confirmez votre nouvelle adresse e-mail',
    subtitle: 'Appuyez sur le bouton pour que votre compte utilise cette adresse.',
    submit: 'Confirmer la nouvelle adresse',
    confirming: 'Confirmation…',
    why: 'Nous vous demandons d’appuyer sur le bouton pour que les logiciels de messagerie qui ouvrent les liens d’eux-mêmes ne modifient rien.',
    done: 'C’est fait\u00a0: l’adresse e-mail de votre compte est désormais {{email}}. Les autres appareils ont été déconnectés.',
    invalid:
      'Ce lien de confirmation est invalide, a expiré ou a déjà été utilisé. Vous pouvez redemander le changement dans vos paramètres utilisateur.',
    askAgain: 'Aller aux paramètres utilisateur',
  },
  undo: {
    title: 'Annuler le changement d’adresse e-mail',
    subtitle: 'Gardez votre compte avec l’adresse à laquelle cet e-mail a été envoyé.',
    submit: 'Annuler le changement',
    undoing: 'Annulation…',
    explain:
      'Votre compte retrouve l’adresse à laquelle ce lien a été envoyé, tout changement en attente est annulé et tous les appareils sont déconnectés.',
    done: 'L’adresse e-mail de votre compte est {{email}} et tous les appareils ont été déconnectés.',
    resetAdvice:
      'Si vous n’avez pas demandé ce changement, quelqu’un connaît peut-être votre mot de passe\u00a0: choisissez-en un nouveau maintenant.',
    resetPassword: 'Choisir un nouveau mot de passe',
    invalid:
      'Ce lien d’annulation est invalide, a expiré ou a déjà été utilisé. Si vous pensez que quelqu’un accède à votre compte, réinitialisez votre mot de passe.',
    askAgain: 'Réinitialiser le mot de passe',
  },
  logIn: 'Se connecter',
  toDashboard: 'Aller à votre tableau de bord',
};
