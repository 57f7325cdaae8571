import { CUSTOMER_MESSAGES_IT } from '@store/shared/messages/messages-it';
import type { CompanyTexts } from './en';

export const companyIt: CompanyTexts = {
  form: {
    name: 'Nome',
    email: 'Indirizzo e-mail',
    message: 'Messaggio',
    characterCount: '{{count}} di {{max}} caratteri',
    singleLine: CUSTOMER_MESSAGES_IT.form.singleLine,
    checkFields: 'Alcuni campi richiedono la tua attenzione. Controllali e riprova.',
    network: 'Non siamo riusciti a raggiungere il negozio. Controlla la connessione e riprova.',
    offline: 'Sei offline. Potrai inviare questo modulo non appena tornerai online.',
  },
  contact: {
    title: 'Contattaci',
    eyebrow: 'Assistenza clienti',
    lead: 'Domande su un ordine, una chiave o il tuo account? Scrivici e il nostro team di assistenza ti risponderà.',
    formTitle: 'Inviaci un messaggio',
    formDescription: 'I campi contrassegnati da un asterisco sono obbligatori.',
    subject: 'Oggetto',
    messageHint: "Indica il numero d'ordine o di fattura se la domanda riguarda un acquisto.",
    submit: 'Invia messaggio',
    sentTitle: 'Messaggio inviato',
    sendAnother: 'Invia un altro messaggio',
    sent: CUSTOMER_MESSAGES_IT.contact.sent,
    facts: {
      title: 'Altri modi per contattarci',
      emailLabel: 'E-mail',
      responseLabel: 'Tempi di risposta',
      response: "L'assistenza risponde entro 2 giorni lavorativi",
      businessLabel: 'Per le aziende',
      business: "Rivendi o vendi in negozio? Scopri la nostra API all'ingrosso e i terminali POS.",
      api: "API all'ingrosso",
      pos: 'Terminali POS',
      careersLabel: 'Lavoro',
      careers: 'Cerchi lavoro? Scopri le nostre posizioni aperte.',
      careersLink: 'Lavora con noi',
    },
  },
  careers: {
    title: 'Lavora con noi',
    eyebrow: 'Lavorare in BigKeys',
    lead: 'Siamo un piccolo team di giocatori e sviluppatori che rende facile e sicuro acquistare giochi, carte regalo e abbonamenti, in cinque lingue e per ogni piattaforma.',
    seePositions: 'Vedi le posizioni aperte',
    why: {
      title: 'Perché lavorare in BigKeys',
      items: {
        players: {
          title: 'Creato da giocatori',
          description:
            'Qui giocano tutti. Costruiamo il negozio in cui vorremmo comprare noi stessi e ascoltiamo direttamente chi lo usa.',
        },
        impact: {
          title: 'Lavoro che arriva',
          description:
            'Piccoli team seguono interi percorsi, dal catalogo alla rivelazione della chiave, e vedono il proprio lavoro arrivare ai clienti in pochi giorni.',
        },
        europe: {
          title: 'Zurigo e da remoto',
          description:
            'Lavora dal nostro ufficio di Zurigo o da remoto in tutta Europa, con incontri regolari per conoscere il team di persona.',
        },
      },
    },
    values: {
      title: 'I nostri valori',
      items: {
        trust: {
          title: 'Chiavi affidabili',
          description:
            'Ogni chiave è autentica e ogni pagamento sicuro, altrimenti non si consegna.',
        },
        clear: {
          title: 'Chiari e corretti',
          description:
            'Prezzi IVA inclusa, regole scritte in modo semplice e rimborsi mantenuti come promesso.',
        },
        players: {
          title: 'Prima i giocatori',
          description:
            'Quando siamo in dubbio, ci chiediamo cosa aiuta chi sta aspettando il proprio gioco.',
        },
        learn: {
          title: 'Imparare insieme',
          description:
            'Condividiamo ciò che sappiamo, ci rivediamo il lavoro con gentilezza e mettiamo le cose per iscritto.',
        },
      },
    },
    benefits: {
      title: 'Vantaggi',
      items: {
        flexible: 'Orari flessibili e lavoro da remoto in tutta Europa',
        holidays: '25 giorni di ferie più i giorni festivi',
        learning: 'Un budget annuale per la formazione: corsi, libri e conferenze',
        games: 'Un budget mensile per i giochi nel nostro negozio',
        hardware: 'Il portatile e la postazione che preferisci',
        transport: 'Abbonamento metà prezzo o contributo ai trasporti pubblici',
      },
    },
    positions: {
      title: 'Posizioni aperte',
      intro: 'Scegli una posizione e candidati qui sotto; rispondiamo a ogni candidatura.',
      loading: 'Caricamento delle posizioni aperte…',
      team: 'Team',
      location: 'Sede',
      employmentType: 'Tipo di contratto',
      apply: 'Candidati',
      applyFor: 'Candidati per {{title}}',
      empty: {
        title: 'Nessuna posizione aperta',
        description:
          'Al momento non ci sono posizioni aperte. Torna presto: le nuove posizioni compaiono prima qui.',
      },
      error: {
        title: 'Non siamo riusciti a caricare le posizioni aperte',
        description: 'Controlla la connessione e riprova.',
      },
      offline: {
        title: 'Le posizioni aperte possono essere caricate quando sei online',
        description:
          'Al momento sei offline. Il resto di questa pagina funziona senza connessione; le posizioni e il modulo di candidatura compariranno non appena tornerai online.',
      },
    },
    types: {
      'full-time': 'Tempo pieno',
      'part-time': 'Part-time',
      contract: 'Contratto a termine',
      internship: 'Stage',
    },
    form: {
      title: 'La tua candidatura',
      description:
        'Raccontaci chi sei e perché questo ruolo fa per te. I campi contrassegnati da * sono obbligatori.',
      position: 'Posizione',
      choosePosition: 'Scegli una posizione',
      messageHint: 'Qualche parola su di te e un link al tuo CV o portfolio.',
      submit: 'Invia candidatura',
      appliedTitle: 'Candidatura inviata',
      applyAgain: "Candidati per un'altra posizione",
    },
    messages: {
      applied: CUSTOMER_MESSAGES_IT.careers.applied,
      alreadyApplied: CUSTOMER_MESSAGES_IT.careers.alreadyApplied,
      positionNotFound: CUSTOMER_MESSAGES_IT.careers.positionNotFound,
    },
  },
};
