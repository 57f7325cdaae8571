import { CUSTOMER_MESSAGES_IT } from '@store/shared/messages/messages-it';
import type { AccountPhoneTexts } from './en';

export const accountPhoneIt: AccountPhoneTexts = {
  title: 'Numero di cellulare',
  description: 'Il numero che riceve gli SMS sui tuoi ordini. Prima lo confermiamo con un codice.',
  number: 'Numero di cellulare',
  numberHint: 'In formato internazionale, come +39 312 345 6789, o come lo componi nel tuo paese.',
  sendCode: 'Invia codice',
  codeSent: 'Abbiamo inviato un codice di 6 cifre al {{phone}}. È valido per 10 minuti.',
  code: 'Codice dell’SMS',
  confirm: 'Conferma numero',
  resend: 'Invia un nuovo codice',
  resent: 'Un nuovo codice è in arrivo.',
  otherNumber: 'Usa un altro numero',
  current: 'Numero confermato',
  confirmed: 'Il tuo numero di cellulare è confermato. Ora puoi attivare gli SMS qui sotto.',
  change: 'Cambia numero',
  remove: 'Rimuovi numero',
  removeNote: 'Rimuovendo il numero si disattivano anche gli SMS.',
  removed: 'Il tuo numero di cellulare è stato rimosso e gli SMS sono disattivati.',
  cancel: 'Annulla',
  smsNeedsNumber: 'Conferma un numero di cellulare qui sopra per attivare gli SMS.',
  messages: CUSTOMER_MESSAGES_IT.phone,
};
