import type { Language } from '@store/shared/constants';

/** What the buyer's open pages say about each step of fulfilment, as it happens. */
export type ProgressTexts = {
  paymentReceived: string;
  securityPassed: string;
  underReview: string;
  keysAssigned: (keys: number) => string;
  invoiceCreated: (invoiceNumber: string) => string;
  receiptSent: string;
  keysReady: string;
};

export const PROGRESS_TEXTS: Readonly<Record<Language, ProgressTexts>> = {
  en: {
    paymentReceived: 'Payment received',
    securityPassed: 'Security check passed',
    underReview: 'Your order is being reviewed',
    keysAssigned: (keys) =>
      keys === 1 ? 'Your key is assigned' : `Your ${keys} keys are assigned`,
    invoiceCreated: (number) => `Invoice ${number} created`,
    receiptSent: 'Receipt sent by e-mail',
    keysReady: 'Your keys are ready',
  },
  de: {
    paymentReceived: 'Zahlung erhalten',
    securityPassed: 'Sicherheitsprüfung bestanden',
    underReview: 'Deine Bestellung wird geprüft',
    keysAssigned: (keys) =>
      keys === 1 ? 'Dein Key ist zugewiesen' : `Deine ${keys} Keys sind zugewiesen`,
    invoiceCreated: (number) => `Rechnung ${number} erstellt`,
    receiptSent: 'Kaufbeleg per E-Mail gesendet',
    keysReady: 'Deine Keys sind bereit',
  },
  es: {
    paymentReceived: 'Pago recibido',
    securityPassed: 'Control de seguridad superado',
    underReview: 'Estamos revisando tu pedido',
    keysAssigned: (keys) =>
      keys === 1 ? 'Tu clave está asignada' : `Tus ${keys} claves están asignadas`,
    invoiceCreated: (number) => `Factura ${number} creada`,
    receiptSent: 'Recibo enviado por correo',
    keysReady: 'Tus claves están listas',
  },
  fr: {
    paymentReceived: 'Paiement reçu',
    securityPassed: 'Contrôle de sécurité réussi',
    underReview: 'Votre commande est en cours de vérification',
    keysAssigned: (keys) =>
      keys === 1 ? 'Votre clé est attribuée' : `Vos ${keys}\u00a0clés sont attribuées`,
    invoiceCreated: (number) => `Facture ${number} créée`,
    receiptSent: 'Reçu envoyé par e-mail',
    keysReady: 'Vos clés sont prêtes',
  },
  it: {
    paymentReceived: 'Pagamento ricevuto',
    securityPassed: 'Controllo di sicurezza superato',
    underReview: 'Il tuo ordine è in verifica',
    keysAssigned: (keys) =>
      keys === 1 ? 'La tua chiave è assegnata' : `Le tue ${keys} chiavi sono assegnate`,
    invoiceCreated: (number) => `Fattura ${number} creata`,
    receiptSent: 'Ricevuta inviata per e-mail',
    keysReady: 'Le tue chiavi sono pronte',
  },
};
