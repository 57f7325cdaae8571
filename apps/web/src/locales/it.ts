import type { Translation } from './en';
import { contentIt } from '../features/content/locales/it';
import { companyIt } from '../features/company/locales/it';
import { preferencesIt } from '../features/preferences/locales/it';
import { navigationIt } from '../features/navigation/locales/it';
import { consentIt } from '../features/consent/locales/it';
import { productIt } from '../features/product/locales/it';
import { favoritesIt } from '../features/favorites/locales/it';
import { catalogPageIt } from '../features/catalog/locales/it';
import { cartIt } from '../features/cart/locales/it';

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
      products: {
        title: 'Tutti i prodotti',
        description:
          'Il catalogo completo con ricerca e filtri per piattaforma, tipo, genere e prezzo.',
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
  account: {
    fields: {
      email: 'Indirizzo e-mail',
      password: 'Password',
      confirmPassword: 'Conferma password',
      firstName: 'Nome',
      lastName: 'Cognome',
      birthday: 'Data di nascita',
      country: 'Paese',
      address: 'Indirizzo',
      city: 'Città',
      zip: 'CAP',
      referralCode: 'Codice invito (facoltativo)',
      chooseCountry: 'Scegli il tuo paese',
      loadingCountries: 'Caricamento dei paesi…',
      countriesFailed: 'Impossibile caricare l’elenco dei paesi. Ricarica la pagina.',
    },
    login: {
      title: 'Accedi',
      subtitle: 'Bentornato! Accedi per vedere le tue chiavi, i tuoi acquisti e le tue ricompense.',
      submit: 'Accedi',
      submitting: 'Accesso in corso…',
      noAccount: 'Sei nuovo su BigKeys?',
      registerLink: 'Crea un account',
    },
    register: {
      title: 'Crea il tuo account',
      subtitle: 'Tieni traccia dei tuoi acquisti, salva i preferiti e sblocca obiettivi.',
      accountSection: 'Dati di accesso',
      personalSection: 'Dati personali',
      referralHint: 'Hai ricevuto un codice da un amico? Inseriscilo qui.',
      acceptTerms: 'Ho letto e accetto i <terms>termini e condizioni</terms>.',
      submit: 'Crea account',
      submitting: 'Creazione dell’account…',
      haveAccount: 'Hai già un account?',
      loginLink: 'Accedi',
    },
    social: {
      divider: 'oppure continua con',
      orWithEmail: 'oppure registrati con la tua e-mail',
      continueWith: 'Continua con {{provider}}',
    },
    notices: {
      profileSaved: 'Profilo salvato. Accedi di nuovo.',
      settingsSaved: 'Impostazioni salvate. Accedi di nuovo.',
    },
    settings: {
      title: 'Impostazioni utente',
      intro: 'Il tuo profilo, le notifiche e l’aspetto del negozio.',
      profileTitle: 'Profilo',
      profileDescription: 'I dati che usiamo per le tue fatture.',
      saveProfile: 'Salva profilo',
      signInAgainNote:
        'Per la tua sicurezza, dopo il salvataggio verrai disconnesso e dovrai accedere di nuovo.',
    },
    notifications: {
      title: 'Notifiche',
      description: 'Scegli come possiamo informarti su ordini, chiavi e offerte.',
      browser: {
        label: 'Browser',
        description: 'Notifiche in questo browser, anche quando il negozio non è aperto.',
      },
      email: {
        label: 'E-mail',
        description: 'Messaggi al tuo indirizzo e-mail.',
      },
      sms: {
        label: 'SMS',
        description: 'Messaggi di testo sul tuo telefono.',
      },
      save: 'Salva notifiche',
    },
    appearance: {
      title: 'Aspetto e lingua',
      description: 'Salvato solo su questo dispositivo.',
      theme: 'Tema',
      themes: {
        light: 'Chiaro',
        dark: 'Scuro',
        auto: 'Automatico',
      },
    },
    region: {
      title: 'Regione e valuta',
      description: 'I prezzi sono mostrati per la tua regione, nella sua valuta.',
      region: 'Regione',
      currency: 'Valuta',
      supportOnly: 'La regione può essere modificata solo tramite l’assistenza',
    },
    security: {
      title: 'Sicurezza',
      intro: 'La tua password e i dispositivi collegati al tuo account.',
      passwordTitle: 'Cambia password',
      passwordDescription:
        'Cambiando la password chiudi tutte le altre sessioni; questa resta attiva.',
      currentPassword: 'Password attuale',
      newPassword: 'Nuova password',
      confirmPassword: 'Conferma nuova password',
      changePassword: 'Cambia password',
      passwordChanged: 'La tua password è stata cambiata. Le altre sessioni sono state chiuse.',
      noPassword: 'Accedi con un account social',
      noPasswordDescription: 'Il tuo account non ha una password da cambiare.',
    },
    sessions: {
      title: 'Sessioni attive',
      description: 'I dispositivi collegati al tuo account in questo momento.',
      loading: 'Caricamento delle sessioni…',
      error: 'Impossibile caricare le tue sessioni',
      device: '{{browser}} su {{os}}',
      unknownDevice: 'Dispositivo sconosciuto',
      thisDevice: 'Questo dispositivo',
      lastActive: 'Ultima attività: {{date}}',
      ip: 'IP {{ip}}',
      signedIn: 'Accesso effettuato il {{date}}',
      revokeOthers: 'Esci da tutte le altre sessioni',
      noOthers: 'Non ci sono altre sessioni attive.',
      revoked: 'Tutte le altre sessioni sono state chiuse.',
    },
  },
  welcome: {
    documentTitle: 'Benvenuto',
    eyebrow: 'Ci sei quasi',
    title: 'Benvenuto su BigKeys!',
    titleNamed: 'Benvenuto su BigKeys, {{name}}!',
    intro:
      'Completa questi passaggi per iniziare a fare acquisti. Fino ad allora, questa è l’unica pagina del negozio che puoi vedere.',
    signOut: 'Esci',
    stepDone: 'Fatto',
    stepTodo: 'Da fare',
    loadError: 'Impossibile caricare il tuo account',
    loadErrorDescription: 'Controlla la connessione e riprova.',
    verify: {
      title: 'Verifica il tuo indirizzo e-mail',
      description:
        'Abbiamo inviato un codice di 6 cifre a {{email}}. Inseriscilo qui sotto oppure apri il link nell’e-mail.',
      done: '{{email}} è verificato.',
      codeLabel: 'Codice di verifica',
      submit: 'Verifica',
      verifying: 'Verifica in corso…',
      noCode: 'Non hai ricevuto l’e-mail? Controlla la cartella spam o chiedi un nuovo codice.',
      resend: 'Invia un nuovo codice',
      resendIn: 'Nuovo codice tra {{seconds}} s',
      resent: 'Un nuovo codice è in arrivo a {{email}}.',
    },
    profile: {
      title: 'Completa il tuo profilo',
      description:
        'Ci servono ancora alcuni dati per le tue fatture. Dopo il salvataggio, accedi di nuovo.',
      submit: 'Salva profilo',
      done: 'Il tuo profilo è completo.',
    },
    identity: {
      title: 'Verifica dell’identità richiesta',
      description:
        'Per proteggere il tuo account dobbiamo confermare la tua identità prima che tu possa continuare. Presto potrai farlo qui; nel frattempo il nostro team di assistenza può aiutarti.',
    },
  },
  authMessages: {
    invalidCredentials: 'L’e-mail o la password inserite non sono corrette.',
    emailTaken: 'Esiste già un account con questa e-mail. Prova ad accedere o usa un’altra e-mail.',
    passwordsDoNotMatch: 'Le password non corrispondono.',
    requiredFields: 'Compila tutti i campi obbligatori',
    weakPassword: 'Scegli una password più sicura che soddisfi i requisiti minimi di sicurezza.',
    acceptTerms: 'Accetta i termini e le condizioni per continuare.',
    generic: 'Qualcosa è andato storto. Riprova.',
    loginServerError: 'Accesso non riuscito a causa di un errore del server',
    loginUnexpected: 'Si è verificato un errore imprevisto durante l’accesso',
    registerServerError: 'Registrazione non riuscita a causa di un errore del server',
    registerUnexpected: 'Si è verificato un errore imprevisto durante la registrazione',
    verifyServerError: 'Verifica non riuscita a causa di un errore del server',
    notAuthenticated: 'Utente non autenticato',
    profileFetchFailed: 'Impossibile caricare il profilo utente',
    logoutServerError: 'Disconnessione non riuscita a causa di un errore del server',
    passwordUpdateServerError: 'Cambio password non riuscito a causa di un errore del server',
    passwordUpdateFailed: 'Impossibile cambiare la password',
    settingsFailed: 'Impossibile salvare le impostazioni utente',
    settingsServerError: 'Impossibile salvare le impostazioni a causa di un errore del server',
    socialLoginError: 'Errore durante l’accesso con l’account social',
    tooManyAttempts: 'Troppi tentativi. Attendi un momento e riprova.',
    verificationCodeInvalid: 'Questo codice non è corretto. Controlla l’e-mail e riprova.',
    verificationCodeExpired: 'Questo codice è scaduto. Richiedine uno nuovo.',
    verificationTooManyAttempts: 'Troppi codici errati. Richiedine uno nuovo.',
    verificationResendTooSoon:
      'Ti abbiamo appena inviato un codice. Attendi un minuto prima di richiederne un altro.',
    alreadyVerified: 'Il tuo indirizzo e-mail è già verificato.',
    currentPasswordWrong: 'La tua password attuale non è corretta.',
    csrfInvalid: 'La tua sessione è scaduta. Ricarica la pagina e riprova.',
  },
  formMessages: {
    invalidEmail: 'Inserisci un indirizzo e-mail valido',
    dateFormat: 'Usa il formato di data AAAA-MM-GG',
    invalidDate: 'Inserisci una data reale',
    futureDate: 'La data non può essere nel futuro',
    chooseCountry: 'Scegli un paese',
    codeDigits: 'Il codice ha 6 cifre',
    maxLength: 'Al massimo {{max}} caratteri',
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
  content: contentIt,
  company: companyIt,
  preferences: preferencesIt,
  navigation: navigationIt,
  consent: consentIt,
  product: productIt,
  favorites: favoritesIt,
  catalogPage: catalogPageIt,
  cart: cartIt,
};
