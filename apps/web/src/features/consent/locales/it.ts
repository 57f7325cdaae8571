import type { ConsentTexts } from './en';

export const consentIt: ConsentTexts = {
  title: 'Ti diamo il benvenuto su BigKeys',
  intro: 'Il tuo negozio di chiavi di gioco, gift card e carte abbonamento. Ecco cosa ti aspetta:',
  points: {
    instantKeys: {
      title: 'Chiavi immediate',
      text: 'La maggior parte delle chiavi arriva subito dopo il pagamento, al più tardi entro 24 ore.',
    },
    securePayment: {
      title: 'Pagamento sicuro',
      text: 'Paga con carta, Apple Pay, Google Pay, Klarna o PayPal tramite una connessione cifrata.',
    },
    helpCentre: {
      title: 'Centro assistenza',
      text: 'Guide, risposte e una chat con il nostro team dal pulsante di aiuto in ogni pagina.',
    },
  },
  privacyTitle: 'La tua scelta sulla privacy',
  privacyText:
    '«Solo essenziali» mantiene i cookie necessari al negozio e statistiche di visita anonime. «Accetta tutto» consente anche cookie pubblicitari e annunci personalizzati.',
  acceptTerms:
    'Ho letto e accetto i <terms>termini e condizioni</terms> e l’<privacy>informativa sulla privacy</privacy>.',
  newTab: '(si apre in una nuova scheda)',
  essentialOnly: 'Solo essenziali',
  acceptAll: 'Accetta tutto',
};
