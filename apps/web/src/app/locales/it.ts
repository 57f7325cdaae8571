import { CUSTOMER_MESSAGES_IT } from '@store/shared/messages/messages-it';
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
    register: 'Registrati',
    logout: 'Esci',
    theme: 'Tema: {{theme}}',
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
  dashboard: {
    navigation: 'Sezioni della dashboard',
    nav: {
      overview: 'Panoramica',
      purchases: 'Acquisti',
      favorites: 'Preferiti',
      achievements: 'Obiettivi',
      referrals: 'Inviti',
      userSettings: 'Impostazioni utente',
      security: 'Sicurezza',
    },
    loadError: 'Impossibile caricare il tuo account',
    loadErrorDescription: 'Controlla la connessione e riprova.',
    overview: {
      greeting: 'Ciao, {{name}}!',
      greetingPlain: 'Ciao!',
      intro: 'Ecco una panoramica del tuo account.',
      status: {
        title: 'Stato dell’account',
        email: 'Indirizzo e-mail',
        verified: 'Verificato',
        unverified: 'Non verificato',
        profile: 'Profilo',
        complete: 'Completo',
        incomplete: 'Incompleto',
        memberSince: 'Membro dal',
      },
      quickLinks: 'Link rapidi',
      links: {
        purchases: 'I tuoi ordini, le fatture e le chiavi che hai acquistato.',
        favorites: 'I prodotti che hai salvato per dopo.',
        achievements: 'Il tuo livello, i tuoi obiettivi e le missioni.',
        referrals: 'Il tuo link, la tua quota e quanto ti fanno guadagnare i tuoi amici.',
        userSettings: 'Profilo, notifiche, tema e lingua.',
        security: 'Password e sessioni attive.',
      },
    },
  },
  ui: {
    showPassword: 'Mostra password',
    hidePassword: 'Nascondi password',
    required: 'Obbligatorio',
    passwordMinLength: 'Almeno {{min}} caratteri',
    strength: {
      label: 'Sicurezza: {{level}}',
      tooWeak: 'troppo debole',
      weak: 'debole',
      fair: 'discreta',
      good: 'buona',
      strong: 'elevata',
    },
  },
  authMessages: CUSTOMER_MESSAGES_IT.auth,
  formMessages: {
    invalidEmail: CUSTOMER_MESSAGES_IT.form.invalidEmail,
    dateFormat: CUSTOMER_MESSAGES_IT.form.dateFormat,
    invalidDate: CUSTOMER_MESSAGES_IT.form.invalidDate,
    futureDate: 'La data non può essere nel futuro',
    chooseCountry: CUSTOMER_MESSAGES_IT.form.chooseCountry,
    codeDigits: CUSTOMER_MESSAGES_IT.form.codeDigits,
    maxLength: 'Al massimo {{max}} caratteri',
    nulCharacter: CUSTOMER_MESSAGES_IT.form.nulCharacter,
  },
  underConstruction: {
    title: 'Torniamo subito',
    description: 'Il nostro negozio è attualmente in costruzione.',
    autoRetry: 'Riproveremo automaticamente tra 30 secondi…',
    checking: 'Verifica in corso…',
    checkNow: 'Verifica ora',
  },
  offline: {
    title: 'Sei offline',
    description:
      'Il negozio ha bisogno di una connessione a internet. Controlla la connessione; il negozio torna non appena sei di nuovo online.',
    stillWorks: 'Queste pagine funzionano anche offline:',
    notice: 'Nessuna connessione a Internet trovata. L’app funziona in modalità offline.',
    backOnline: 'Sei di nuovo online.',
  },
  notices: {
    label: 'Notifiche',
    dismiss: 'Chiudi notifica',
  },
};
