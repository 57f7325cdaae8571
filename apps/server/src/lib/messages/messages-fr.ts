import { CUSTOMER_MESSAGES_FR } from '@store/shared/messages/messages-fr';
import type { MessageTexts } from './customer-messages';

/** The server's messages in French: the shared customer messages and the server's own. */
export const MESSAGES_FR: MessageTexts = {
  ...CUSTOMER_MESSAGES_FR,
  server: {
    forbidden: 'Vous ne pouvez pas accéder à cette ressource.',
    userNotFound: 'Utilisateur introuvable',
    notACard: 'Ce produit n’est ni une carte cadeau ni une carte d’abonnement',
    providerUnavailable: 'Ce fournisseur de connexion n’est pas disponible.',
    requestTooLarge: 'La requête est trop volumineuse.',
    invalidValue: 'La requête contient une valeur que la boutique ne peut pas accepter.',
    codeSent: 'Un nouveau code est en route.',
  },
  atMost: (max) => `${max} caractères au maximum`,
};
