import { CUSTOMER_MESSAGES_IT } from '@store/shared/messages/messages-it';
import type { MessageTexts } from './customer-messages';

/** The server's messages in Italian: the shared customer messages and the server's own. */
export const MESSAGES_IT: MessageTexts = {
  ...CUSTOMER_MESSAGES_IT,
  server: {
    forbidden: 'Non puoi accedere a questa risorsa.',
    userNotFound: 'Utente non trovato',
    notACard: 'Questo prodotto non è una carta regalo né un abbonamento',
    providerUnavailable: 'Questo provider di accesso non è disponibile.',
    requestTooLarge: 'La richiesta è troppo grande.',
    invalidValue: 'La richiesta contiene un valore che il negozio non può accettare.',
    codeSent: 'Un nuovo codice è in arrivo.',
  },
  atMost: (max) => `Al massimo ${max} caratteri`,
};
