import { CUSTOMER_MESSAGES_FR } from '@store/shared/messages/messages-fr';
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
  messages: CUSTOMER_MESSAGES_FR.phone,
};
