import { CUSTOMER_MESSAGES_DE } from '@store/shared/messages/messages-de';
import type { MessageTexts } from './customer-messages';

/** The server's messages in German: the shared customer messages and the server's own. */
export const MESSAGES_DE: MessageTexts = {
  ...CUSTOMER_MESSAGES_DE,
  server: {
    forbidden: 'Du hast keinen Zugriff auf diese Ressource.',
    userNotFound: 'Benutzer nicht gefunden',
    notACard: 'Dieses Produkt ist keine Geschenk- oder Abokarte',
    providerUnavailable: 'Diese Anmeldeart ist nicht verfügbar.',
    requestTooLarge: 'Die Anfrage ist zu groß.',
    invalidValue: 'Die Anfrage enthält einen Wert, den der Shop nicht annehmen kann.',
    codeSent: 'Ein neuer Code ist unterwegs.',
  },
  atMost: (max) => `Höchstens ${max} Zeichen`,
};
