import type { Translation } from './en';

export const it: Translation = {
  meta: {
    defaultTitle: 'BigKeys – Chiavi di gioco, carte regalo e abbonamenti',
    pageTitle: '{{page}} – BigKeys',
  },
  common: {
    skipToContent: 'Vai al contenuto principale',
    loadingPage: 'Caricamento della pagina…',
    retry: 'Riprova',
    backHome: 'Torna alla home',
    browseProducts: 'Sfoglia i prodotti',
    unknownPlatform: 'Piattaforma sconosciuta',
  },
  categories: {
    pc: 'PC',
    xb: 'Xbox',
    ps: 'PlayStation',
    nt: 'Nintendo',
  },
  header: {
    homeLink: 'Home di BigKeys',
    mainNavigation: 'Navigazione principale',
    giftCards: 'Carte regalo',
    cart: 'Carrello',
    login: 'Accedi',
  },
  footer: {
    navigation: 'Piè di pagina',
    tagline:
      'Chiavi di gioco digitali, DLC, carte regalo e carte abbonamento per ogni piattaforma.',
    columns: {
      shop: 'Negozio',
      company: 'Azienda',
      business: 'Per le aziende',
      legal: 'Note legali',
    },
    links: {
      games: 'Giochi',
      giftCards: 'Carte regalo',
      subscriptions: 'Carte abbonamento',
      about: 'Chi siamo',
      careers: 'Lavora con noi',
      contact: 'Contattaci',
      pos: 'Terminali POS',
      api: 'API all’ingrosso',
      terms: 'Termini e condizioni',
      privacy: 'Informativa sulla privacy',
    },
    language: 'Lingua',
    vatNote: 'Tutti i prezzi includono l’IVA.',
    copyright: '© {{year}} BigKeys. Tutti i diritti riservati.',
  },
  home: {
    hero: {
      eyebrow: 'PC · Xbox · PlayStation · Nintendo',
      title: 'Il tuo prossimo gioco è a una chiave di distanza',
      subtitle:
        'Chiavi di gioco, DLC, carte regalo e carte abbonamento per ogni piattaforma, con prezzi IVA inclusa e consegna di solito immediata.',
      primaryCta: 'Sfoglia tutti i prodotti',
      secondaryCta: 'Acquista carte regalo',
      perks: {
        delivery: 'Consegna di solito immediata',
        vat: 'Prezzi IVA inclusa',
        support: 'L’assistenza risponde entro 2 giorni lavorativi',
      },
    },
    platformsLabel: 'Acquista per piattaforma',
    sections: {
      games: { title: 'Giochi', description: 'Chiavi per i giochi più nuovi e più belli.' },
      dlc: {
        title: 'DLC',
        description: 'Espansioni e contenuti aggiuntivi per i giochi che possiedi già.',
      },
      giftCards: {
        title: 'Carte regalo',
        description: 'Credito per ogni piattaforma: il regalo che va sempre bene.',
      },
      subscriptions: {
        title: 'Abbonamenti',
        description: 'Game pass e abbonamenti online per la tua console o il tuo PC.',
      },
    },
  },
  catalog: {
    seeAll: 'Vedi tutto',
    seeAllLabel: 'Vedi tutto: {{section}}',
    coverAlt: 'Copertina di {{title}}',
    from: 'Da',
    salePrice: 'Prezzo scontato',
    originalPrice: 'Prezzo originale',
    discount: 'Risparmi il {{percent}}%',
    outOfStock: 'Esaurito',
    loadingProducts: 'Caricamento dei prodotti…',
    error: {
      title: 'Impossibile caricare questi prodotti',
      description: 'Controlla la connessione e riprova.',
    },
    empty: {
      title: 'Nessun prodotto trovato.',
      description: 'Al momento qui non c’è nulla. Torna a trovarci presto.',
    },
  },
  notFound: {
    title: 'Pagina non trovata',
    eyebrow: 'Errore 404',
    description:
      'Non abbiamo trovato la pagina che cercavi. Potrebbe essere stata spostata o l’indirizzo potrebbe contenere un errore.',
    requested: 'Indirizzo richiesto',
  },
  routeError: {
    title: 'Qualcosa è andato storto',
    description:
      'Un errore imprevisto ha impedito il caricamento di questa pagina. Di solito basta ricaricarla.',
    reload: 'Ricarica la pagina',
  },
  comingSoon: {
    badge: 'In arrivo',
    notice: 'Stiamo costruendo questa pagina proprio ora. Ecco cosa offrirà:',
    sectionsLabel: 'In questa pagina',
    aboutSections: {
      products: 'Prodotti',
      highlights: 'In evidenza',
      pricing: 'Prezzi',
      faqs: 'Domande frequenti',
    },
    pages: {
      about: {
        title: 'Chi siamo',
        description:
          'Chi siamo, i prodotti che offriamo, i nostri punti di forza, i prezzi per le aziende e le risposte alle domande frequenti.',
      },
      aboutPos: {
        title: 'Terminali POS',
        description:
          'Terminali POS che permettono ai negozi di vendere chiavi di gioco e carte regalo al banco.',
      },
      aboutApi: {
        title: 'API all’ingrosso',
        description:
          'La nostra API all’ingrosso con i piani Basic, Pro ed Enterprise e l’accesso a oltre 10.000 prodotti.',
      },
      terms: {
        title: 'Termini e condizioni',
        description:
          'Le condizioni che si applicano agli acquisti, ai rimborsi e all’uso del nostro negozio.',
      },
      privacy: {
        title: 'Informativa sulla privacy',
        description: 'Come raccogliamo, utilizziamo e proteggiamo i tuoi dati personali.',
      },
      contact: {
        title: 'Contattaci',
        description:
          'Un modulo per inviarci un messaggio. La nostra assistenza risponde entro 2 giorni lavorativi.',
      },
      careers: {
        title: 'Lavora con noi',
        description: 'Le posizioni aperte in BigKeys e un modulo per candidarti.',
      },
      login: {
        title: 'Accedi',
        description: 'Accedi con indirizzo e-mail e password oppure con un account social.',
      },
      register: {
        title: 'Crea un account',
        description:
          'Registrati per seguire i tuoi acquisti, salvare i preferiti e ottenere obiettivi.',
      },
      products: {
        title: 'Tutti i prodotti',
        description:
          'Il catalogo completo con ricerca e filtri per piattaforma, tipo, genere e prezzo.',
      },
      dashboard: {
        title: 'Dashboard',
        description: 'Una panoramica del tuo account, del tuo livello e delle attività recenti.',
      },
      purchases: {
        title: 'Acquisti',
        description: 'I tuoi ordini, le fatture e le chiavi che hai acquistato.',
      },
      favorites: {
        title: 'Preferiti',
        description: 'I prodotti che hai salvato per dopo.',
      },
      achievements: {
        title: 'Obiettivi',
        description: 'Il tuo livello, gli obiettivi, le missioni e l’obiettivo della community.',
      },
      userSettings: {
        title: 'Impostazioni utente',
        description: 'Il tuo profilo e le preferenze di lingua, valuta e notifiche.',
      },
      security: {
        title: 'Sicurezza',
        description: 'La tua password e gli account social collegati.',
      },
      cart: {
        title: 'Carrello',
        description: 'I prodotti nel tuo carrello con quantità, sconti e totale.',
      },
      payment: {
        title: 'Pagamento',
        description: 'Pagamento sicuro con carta seguito dall’attivazione delle tue chiavi.',
      },
      game: {
        title: 'Gioco',
        description:
          'Descrizione, edizioni, piattaforme, requisiti di sistema e recensioni di questo gioco.',
      },
      dlc: {
        title: 'DLC',
        description:
          'Descrizione, piattaforme, requisiti di sistema e recensioni di questo contenuto aggiuntivo.',
      },
      giftCard: {
        title: 'Carta regalo',
        description: 'Il valore della carta, la piattaforma su cui funziona e come riscattarla.',
      },
      subscription: {
        title: 'Carta abbonamento',
        description:
          'La durata dell’abbonamento, la piattaforma su cui funziona e come riscattarla.',
      },
    },
  },
  dashboard: {
    navigation: 'Sezioni della dashboard',
    nav: {
      overview: 'Panoramica',
      purchases: 'Acquisti',
      favorites: 'Preferiti',
      achievements: 'Obiettivi',
      userSettings: 'Impostazioni',
      security: 'Sicurezza',
    },
  },
  underConstruction: {
    title: 'Torniamo subito',
    description: 'Il nostro negozio è attualmente in costruzione.',
    autoRetry: 'Riproveremo automaticamente tra 30 secondi…',
    checking: 'Verifica in corso…',
    checkNow: 'Verifica ora',
  },
};
