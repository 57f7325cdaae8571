import type { AssistantTexts } from './types';

export const it: AssistantTexts = {
  locale: 'it-CH',
  greeting: {
    customer: (firstName) =>
      `Ciao${firstName ? ` ${firstName}` : ''}! Sono Biggie AI Assistant. Chiedimi dei tuoi ordini, delle tue chiavi e fatture, di un rimborso o di come attivare un gioco.`,
    guest:
      'Ciao! Sono Biggie AI Assistant. Chiedimi come riscattare un codice, dove trovare i tuoi codici e le tue fatture o cosa fare se un’attivazione o la verifica dell’identità non va a buon fine.',
  },
  help: {
    intro: (title) => `Ecco cosa dice la nostra guida su «${title}»:`,
    readMore: (url) => `Per saperne di più: ${url}`,
  },
  notSure:
    'Non sono sicuro di aver capito la tua domanda e preferisco non tirare a indovinare. I nostri argomenti di aiuto spiegano come riscattare i codici, dove trovare i tuoi codici e le tue fatture e cosa fare se un’attivazione o la verifica dell’identità non va a buon fine.',
  signIn: {
    orders:
      'Per consultare i tuoi ordini, le chiavi, le fatture o un rimborso, accedi prima al tuo account e poi chiedimelo di nuovo qui.',
    person:
      'Per parlare con una persona del nostro team di assistenza, accedi e scrivici in questa chat. La conversazione viene salvata come ticket e il nostro team risponde entro 2 giorni lavorativi.',
  },
  handOff: {
    asked_for_person:
      'Certo. Ho passato questa conversazione al nostro team di assistenza: una persona ti risponderà qui entro 2 giorni lavorativi. Troverai la risposta anche nella Cronologia.',
    billing_dispute:
      'Le domande su un addebito sono gestite da una persona del nostro team di assistenza. Ho passato la tua conversazione: riceverai una risposta qui entro 2 giorni lavorativi.',
    identity:
      'Le verifiche dell’identità sono gestite da una persona del nostro team di assistenza. Ho passato la tua conversazione: riceverai una risposta qui entro 2 giorni lavorativi.',
    low_confidence:
      'Non sono sicuro di poter rispondere correttamente, quindi ho passato la tua domanda al nostro team di assistenza: una persona ti risponderà qui entro 2 giorni lavorativi.',
  },
  orders: {
    title: (orderId) => `Ordine ${orderId}`,
    intro: 'Ecco i tuoi ultimi ordini:',
    none: 'Non vedo ancora nessun ordine nel tuo account.',
    notFound: (orderId) => `Non trovo nessun ordine ${orderId} nel tuo account.`,
    line: ({ id, date, status, items, total }) =>
      `• Ordine ${id} del ${date}: ${items}, totale ${total}. ${status}`,
    status: {
      pending: 'È in attesa di pagamento.',
      paid: 'È pagato e le sue chiavi sono in consegna (di solito subito, al massimo entro 24 ore).',
      under_review:
        'È in verifica: controlliamo alcuni acquisti prima della consegna, di solito entro 24 ore, e ti scriviamo appena viene approvato.',
      delivered: 'È consegnato: le sue chiavi sono nei tuoi acquisti.',
      expired: 'È scaduto perché non è stato pagato in tempo.',
      failed: 'Il pagamento non è riuscito, quindi non è stato addebitato nulla.',
      refunded: 'È stato rimborsato.',
      cancelled: 'È stato annullato prima del pagamento.',
    },
    open: (url) => `Aprilo nei tuoi acquisti: ${url}`,
  },
  invoice: {
    ready: (number, orderId) => `La fattura ${number} appartiene all’ordine ${orderId}.`,
    notYet: (orderId) =>
      `L’ordine ${orderId} non ha ancora una fattura: viene emessa alla consegna dell’ordine.`,
    where: (url) => `Puoi scaricare le tue fatture in PDF in Acquisti › Fatture: ${url}`,
  },
  refund: {
    eligible: (orderId, until) =>
      `Puoi ancora annullare l’ordine ${orderId} con rimborso completo fino al ${until}. Usa «Annulla e rimborsa» sull’ordine nei tuoi acquisti; il denaro torna sul tuo metodo di pagamento entro 5–10 giorni lavorativi.`,
    refused: {
      status: (orderId) => `L’ordine ${orderId} non può essere rimborsato nel suo stato attuale.`,
      revealed: (orderId) =>
        `L’ordine ${orderId} non può essere rimborsato perché una delle sue chiavi è stata rivelata.`,
      gifted: (orderId) =>
        `L’ordine ${orderId} non può essere rimborsato perché una delle sue chiavi è stata regalata.`,
      window: (orderId) => `Il periodo di rimborso di 7 giorni dell’ordine ${orderId} è terminato.`,
    },
  },
  activation: {
    intro: (platform) => `Ecco come attivare una chiave su ${platform}:`,
  },
  keyValue:
    'Non mostro né invio mai chiavi in chat: per la tua sicurezza, una chiave viene mostrata solo nei tuoi acquisti. Apri Dashboard › Acquisti, scegli l’ordine e premi «Rivela chiave». Attenzione: la rivelazione non si può annullare e fa decadere il diritto a un rimborso immediato.',
  discount:
    'Non posso dare codici sconto o coupon: l’assistenza non ne ha da dare. Quello che abbassa i tuoi prezzi è il tuo livello fedeltà: dal livello 2 ottieni il 3 % di sconto alla cassa, poi il 5 %, il 7 % e il 10 % ai livelli da 3 a 5, in automatico.',
  instructions:
    'Non posso condividere come sono configurato, ma ti aiuto volentieri con i tuoi ordini, le chiavi e le fatture o con tutto ciò che trovi nei nostri argomenti di aiuto.',
  guard: {
    keyHidden: '[chiave nascosta]',
    refundUnconfirmed:
      'Non posso prometterti un rimborso. Se un ordine si può rimborsare dipende dalle sue chiavi e dal periodo di 7 giorni; lo vedi sull’ordine nei tuoi acquisti, e posso verificarlo per te se mi dici di quale ordine si tratta.',
  },
};
