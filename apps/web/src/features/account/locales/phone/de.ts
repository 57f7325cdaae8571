import { CUSTOMER_MESSAGES_DE } from '@store/shared/messages/messages-de';
import type { AccountPhoneTexts } from './en';

export const accountPhoneDe: AccountPhoneTexts = {
  title: 'Handynummer',
  description:
    'Hierhin gehen SMS zu deinen Bestellungen. Wir bestätigen die Nummer zuerst mit einem Code.',
  number: 'Handynummer',
  numberHint: 'International, etwa +41 79 123 45 67, oder so, wie du sie in deinem Land wählst.',
  sendCode: 'Code senden',
  codeSent: 'Wir haben einen 6-stelligen Code an {{phone}} gesendet. Er ist 10 Minuten gültig.',
  code: 'Code aus der SMS',
  confirm: 'Nummer bestätigen',
  resend: 'Neuen Code senden',
  resent: 'Ein neuer Code ist unterwegs.',
  otherNumber: 'Andere Nummer verwenden',
  current: 'Bestätigte Nummer',
  confirmed: 'Deine Handynummer ist bestätigt. Unten kannst du jetzt SMS einschalten.',
  change: 'Nummer ändern',
  remove: 'Nummer entfernen',
  removeNote: 'Wenn du die Nummer entfernst, werden auch die SMS ausgeschaltet.',
  removed: 'Deine Handynummer wurde entfernt, SMS sind ausgeschaltet.',
  cancel: 'Abbrechen',
  smsNeedsNumber: 'Bestätige oben eine Handynummer, um SMS einzuschalten.',
  messages: CUSTOMER_MESSAGES_DE.phone,
};
