import type { FaqItems } from './types';

/** The about page's frequently asked questions in Italian. */
export const faqItems: FaqItems = {
  delivery: {
    question: 'Quando riceverò la mia chiave?',
    answer:
      'La consegna digitale è di solito immediata: la tua chiave è pronta nella pagina di ringraziamento e nel tuo account subito dopo il pagamento. In rari casi, ad esempio quando un acquisto è in verifica, possono servire fino a 24 ore. Ti scriviamo un’e-mail non appena è pronta.',
  },
  returns: {
    question: 'Posso restituire un prodotto?',
    answer:
      'Sì, puoi chiedere un reso entro 7 giorni dall’acquisto. Un ordine può essere annullato con rimborso completo finché il suo codice digitale non è stato mostrato né inviato.',
  },
  refunds: {
    question: 'Quanto tempo richiede un rimborso?',
    answer:
      'Una volta approvato il rimborso, il denaro torna sul tuo metodo di pagamento originale entro 5–10 giorni lavorativi.',
  },
  reveal: {
    question: 'Cosa succede quando rivelo una chiave?',
    answer:
      'Rivelare una chiave è irreversibile. Prima di mostrarla ti avvisiamo e ti chiediamo di confermare, perché rivelandola perdi il diritto a un rimborso immediato.',
  },
  vat: {
    question: 'I prezzi includono l’IVA?',
    answer:
      'Sì. Tutti i prezzi includono l’IVA. Sono mostrati nella valuta della tua regione; la regione può essere cambiata solo tramite la nostra assistenza.',
  },
  support: {
    question: 'Come contatto l’assistenza?',
    answer:
      'Apri il centro assistenza da qualsiasi pagina, a qualsiasi ora, per leggere le guide o chattare con il Biggie AI Assistant. Il nostro team di assistenza risponde a ogni ticket entro 2 giorni lavorativi.',
  },
  resale: {
    question: 'Posso rivendere le chiavi che ho acquistato?',
    answer:
      'No. Le chiavi acquistate nel nostro negozio sono per uso personale o da regalare; la rivendita è vietata. Le aziende che vogliono vendere chiavi ai propri clienti possono usare la nostra API all’ingrosso.',
  },
  gifting: {
    question: 'Posso regalare una chiave?',
    answer:
      'Sì. Scegli di regalare una chiave e inserisci due volte l’indirizzo e-mail del tuo amico; gli inviamo la chiave direttamente.',
  },
};
