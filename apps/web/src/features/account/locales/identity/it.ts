import { CUSTOMER_MESSAGES_IT } from '@store/shared/messages/messages-it';
import type { IdentityCheckTexts } from './en';

export const identityCheckIt: IdentityCheckTexts = {
  title: 'Verifica la tua identità',
  intro:
    'Per proteggere il tuo account e i tuoi pagamenti dobbiamo confermare chi sei prima di continuare. Ti servono una foto del tuo documento d’identità (passaporto, carta d’identità o patente) e un selfie.',
  start: 'Avvia la verifica',
  loading: 'Caricamento della verifica dell’identità…',
  loadError: 'Impossibile caricare la verifica dell’identità.',
  loadErrorDescription: 'Controlla la connessione e riprova.',
  retry: 'Riprova',
  failed: 'Non ha funzionato:',
  sandbox: {
    title: 'Modalità di prova',
    intro:
      'Questo negozio verifica le identità con il suo ambiente di prova integrato. Il nome che inserisci come nome sul documento decide il risultato:',
    verified: 'verificata (come qualsiasi altro nome)',
    rejected: 'respinta, e viene aperto un ticket di assistenza',
    requiresInput: 'viene chiesto un altro documento',
    manualReview: 'una persona esamina i documenti',
  },
  form: {
    name: 'Nome come appare sul documento',
    document: 'Foto del tuo documento d’identità',
    documentHint:
      'La pagina con la tua foto, con tutti gli angoli visibili. JPEG, PNG o WebP, al massimo 10 MB.',
    selfie: 'Selfie',
    selfieHint:
      'Il tuo viso, ben illuminato, senza occhiali da sole. JPEG, PNG o WebP, al massimo 10 MB.',
    submit: 'Invia per la verifica',
    sending: 'Caricamento delle foto…',
    nameRequired: 'Inserisci il nome come appare sul tuo documento.',
    photoRequired: 'Scegli una foto.',
    tooLarge: 'Questa foto supera i 10 MB.',
    notImage: 'Questo file non è un’immagine JPEG, PNG o WebP.',
  },
  provider: {
    text: 'Continui con il nostro partner di verifica: ti guida nel fotografare il documento e nello scattare un selfie, poi ti riporta qui.',
    continue: 'Continua la verifica',
  },
  status: {
    checking: 'Verifica dei documenti in corso…',
    checkingText:
      'Di solito ci vuole meno di un minuto. Questa pagina si aggiorna da sola non appena c’è un risultato.',
    requiresInput: 'Ci serve un altro documento',
    requiresInputText: 'Invia nuove foto.',
    manualReview: 'Una persona sta esaminando i tuoi documenti',
    manualReviewText:
      'Di solito ci vogliono fino a 2 giorni lavorativi. Il negozio si apre per te non appena la tua identità è confermata; nel frattempo puoi chiudere questa pagina.',
    verified: 'La tua identità è verificata. Grazie!',
    rejected: 'Non siamo riusciti a verificare la tua identità',
    rejectedText:
      'Il nostro team di assistenza ha aperto un ticket per te e ti risponderà entro 2 giorni lavorativi. Rispondi lì per chiarire, oppure avvia una nuova verifica con un altro documento.',
    openTicket: 'Apri il tuo ticket di assistenza',
    ticketPending:
      'Stiamo aprendo il tuo ticket di assistenza; comparirà nella cronologia del widget di aiuto.',
    startAgain: 'Avvia una nuova verifica',
    live: 'Gli aggiornamenti in tempo reale sono in pausa; questa pagina ricontrolla ogni pochi secondi.',
  },
  errors: {
    document_unreadable:
      'La foto del documento non è leggibile. Scatta una foto nitida dell’intero documento con una buona luce.',
    document_rejected: 'Il documento non è stato accettato.',
    review_rejected:
      'Il nostro team di verifica non ha potuto confermare la tua identità con questi documenti.',
    verification_canceled: 'La verifica è stata annullata prima di essere completata.',
    document_expired: 'Il documento è scaduto. Usane uno valido.',
    document_unverified_other: 'Non è stato possibile verificare il documento.',
    selfie_face_mismatch: 'Il selfie non corrisponde alla foto del documento.',
    consent_declined: 'La verifica non è stata accettata, quindi non è potuta proseguire.',
    abandoned: 'La verifica è stata abbandonata prima di essere completata.',
    other: 'Il servizio di verifica ha interrotto il controllo (motivo: {{code}}).',
  },
  messages: {
    ...CUSTOMER_MESSAGES_IT.identity,
    unexpected: 'Qualcosa è andato storto. Riprova.',
  },
};
