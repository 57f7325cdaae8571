import type { AccountPhoneTexts } from './en';

export const accountPhoneFr: AccountPhoneTexts = {
  title: 'Numéro de mobile',
  description:
    'Le numéro qui reçoit les SMS sur vos commandes. Nous le confirmons d’abord par un code.',
  number: 'Numéro de mobile',
  numberHint:
    'Au format international, par exemple +33 6 12 34 56 78, ou tel que vous le composez dans votre pays.',
  sendCode: 'Envoyer le code',
  codeSent:
    'Nous avons envoyé un code à 6\u00a0chiffres au {{phone}}. Il est valable 10\u00a0minutes.',
  code: 'Code reçu par SMS',
  confirm: 'Confirmer le numéro',
  resend: 'Envoyer un nouveau code',
  resent: 'Un nouveau code est en route.',
  otherNumber: 'Utiliser un autre numéro',
  current: 'Numéro confirmé',
  confirmed:
    'Votre numéro de mobile est confirmé. Vous pouvez maintenant activer les SMS ci-dessous.',
  change: 'Changer de numéro',
  remove: 'Supprimer le numéro',
  removeNote: 'Supprimer le numéro désactive aussi les SMS.',
  removed: 'Votre numéro de mobile a été supprimé et les SMS sont désactivés.',
  cancel: 'Annuler',
  smsNeedsNumber: 'Confirmez un numéro de mobile ci-dessus pour activer les SMS.',
  messages: {
    invalidNumber: 'Veuillez saisir un numéro de mobile valide.',
    sameNumber: 'Ce numéro est déjà confirmé sur votre compte.',
    tooManyCodes: 'Trop de codes ont été envoyés. Veuillez patienter une heure et réessayer.',
    noCode: 'Demandez d’abord un code pour votre numéro.',
    codeFormat: 'Le code comporte 6\u00a0chiffres.',
    codeInvalid: 'Ce code n’est pas le bon. Vérifiez le SMS et réessayez.',
    codeExpired: 'Ce code a expiré. Demandez-en un nouveau.',
    codeAttempts: 'Trop de codes erronés. Demandez-en un nouveau.',
    sendFailed: 'Nous n’avons pas pu envoyer le SMS. Veuillez réessayer plus tard.',
    phoneRequired: 'Confirmez un numéro de mobile avant d’activer les SMS.',
  },
};
