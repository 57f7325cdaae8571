import { faqItems } from '@store/shared/content/faq/it';
import type { ContentTexts } from './en';

export const contentIt: ContentTexts = {
  onThisPage: 'In questa pagina',
  about: {
    title: 'Chi siamo',
    eyebrow: 'Chi è BigKeys',
    heading: 'Giochi, carte regalo e abbonamenti, consegnati in un istante',
    lead: 'BigKeys è un negozio online di chiavi digitali per giochi, DLC, carte regalo e carte abbonamento per PC, Xbox, PlayStation e Nintendo. Prezzi chiari, chiavi sicure e assistenza sempre a portata di mano.',
    primaryCta: 'Scopri i prodotti',
    secondaryCta: 'Contattaci',
    stats: {
      products: { value: '10.000+', label: 'prodotti in catalogo' },
      platforms: { value: '4', label: 'famiglie di piattaforme' },
      delivery: { value: 'Immediata', label: 'consegna, al massimo 24 ore' },
      levels: { value: '5', label: 'livelli fedeltà' },
    },
    sections: {
      products: 'Prodotti',
      highlights: 'In evidenza',
      loyalty: 'Fedeltà',
      pricing: 'Prezzi',
      faqs: 'Domande frequenti',
    },
    products: {
      eyebrow: 'Prodotti',
      title: 'Tutto ciò a cui giochi, in un solo negozio',
      intro:
        'Oltre 10.000 prodotti digitali, dalle ultime uscite alle carte che ricaricano il tuo credito o mantengono attivo il tuo abbonamento.',
      platformsLabel: 'Acquista per piattaforma',
      items: {
        games: {
          title: 'Giochi',
          text: 'Novità, classici e gioielli indie come chiavi ufficiali per ogni piattaforma.',
          link: 'Scopri i giochi',
        },
        dlc: {
          title: 'DLC',
          text: 'Espansioni, season pass e contenuti aggiuntivi per i giochi che possiedi già.',
          link: 'Scopri i DLC',
        },
        giftCards: {
          title: 'Carte regalo',
          text: 'Credito per Steam, Xbox, PlayStation, Nintendo e altro ancora: il regalo perfetto.',
          link: 'Scopri le carte regalo',
        },
        subscriptions: {
          title: 'Carte abbonamento',
          text: 'Game Pass, PlayStation Plus, Nintendo Switch Online e altri abbonamenti.',
          link: 'Scopri le carte abbonamento',
        },
      },
    },
    highlights: {
      eyebrow: 'In evidenza',
      title: 'Perché i giocatori acquistano su BigKeys',
      intro: 'Veloce, sicuro e vantaggioso, con persone pronte ad aiutarti quando ne hai bisogno.',
      items: {
        delivery: {
          title: 'Consegna immediata',
          text: 'La maggior parte delle chiavi arriva pochi secondi dopo il pagamento; ogni ordine viene consegnato al più tardi entro 24 ore.',
        },
        safeKeys: {
          title: 'Chiavi sicure',
          text: 'Chiavi ufficiali da fonti affidabili. Ogni chiave resta nascosta finché non decidi di rivelarla.',
        },
        loyalty: {
          title: 'Livelli fedeltà',
          text: 'Sali cinque livelli, da New Challenger a Legendary Vault Guardian, e risparmia fino al 10% su ogni ordine.',
        },
        helpCentre: {
          title: 'Centro assistenza 24/7',
          text: 'Guide e il Biggie AI Assistant a qualsiasi ora, di giorno e di notte. Il nostro team di assistenza risponde entro 2 giorni lavorativi.',
        },
        vat: {
          title: 'Prezzi chiari',
          text: 'Tutti i prezzi includono l’IVA e sono mostrati nella tua valuta, senza sorprese al momento del pagamento.',
        },
        gifting: {
          title: 'Regala una chiave',
          text: 'Invia un gioco o una carta regalo direttamente a un amico via e-mail.',
        },
      },
    },
    loyalty: {
      eyebrow: 'Livelli fedeltà',
      title: 'Gioca di più, risparmia fino al 10%',
      intro:
        'Ogni ordine consegnato ti fa guadagnare punti esperienza (XP) e salire di cinque livelli. Dal livello 2 lo sconto viene applicato automaticamente a ogni ordine.',
      level: 'Livello {{level}}',
      from: 'Da {{xp}} XP',
      discount: '{{percent}}% di sconto su ogni ordine',
      noDiscount: 'Il punto di partenza di ogni giocatore',
      earn: {
        title: 'Come guadagni XP',
        items: {
          orders: '{{xp}} XP per ogni euro di un ordine consegnato.',
          achievements:
            'XP extra per gli obiettivi, come il tuo quinto ordine o una settimana di accessi.',
          quests:
            'Ricompense per missioni giornaliere, settimanali, stagionali, evento e storia, quando le riscatti.',
          community:
            'Un bonus per chi ha contribuito quando il raid della community raggiunge il suo obiettivo.',
          refunds:
            'Un ordine rimborsato toglie i suoi punti, insieme agli obiettivi che aveva fatto raggiungere.',
        },
      },
      prestige: {
        title: 'Prestigio',
        text: 'Come {{name}} puoi ottenere il prestigio fino a {{max}} volte: il tuo livello riparte da {{first}} e conservi per sempre un distintivo di prestigio.',
      },
    },
    pricing: {
      eyebrow: 'Prezzi',
      title: 'Piani dell’API all’ingrosso per le aziende',
      intro:
        'Collega il tuo negozio al nostro catalogo. Ogni piano include tutti i prodotti; scegli quello adatto ai tuoi volumi.',
      learnMore: 'Come funziona l’API',
    },
    faqs: {
      eyebrow: 'Domande frequenti',
      title: 'Domande frequenti',
      intro: 'Risposte rapide su consegna, resi e il tuo account.',
      items: faqItems,
    },
    cta: {
      title: 'Hai ancora una domanda?',
      text: 'Scrivici e il nostro team ti risponderà entro 2 giorni lavorativi.',
      action: 'Contattaci',
    },
  },
  plans: {
    perMonth: 'richieste al mese',
    unlimited: 'Illimitate',
    featured: 'Il più scelto',
    priceOnRequest: 'Prezzo su richiesta',
    everythingIn: 'Tutto ciò che offre {{plan}}, in più:',
    cta: 'Richiedi il piano {{plan}}',
    items: {
      basic: { name: 'Basic', summary: 'Per provare l’API e per i piccoli negozi.' },
      pro: { name: 'Pro', summary: 'Per negozi in crescita con vendite costanti.' },
      enterprise: { name: 'Enterprise', summary: 'Per marketplace e grandi rivenditori.' },
    },
    features: {
      catalogue: 'L’intero catalogo di oltre 10.000 prodotti',
      stock: 'Disponibilità e prezzi in tempo reale',
      ordering: 'Ordini di chiavi tramite API',
      support: 'L’assistenza risponde entro 2 giorni lavorativi',
      uptime: 'Disponibilità del 99,9%',
      prioritySupport: 'Assistenza prioritaria',
      reports: 'Report di utilizzo mensili',
      manager: 'Un account manager dedicato',
      contract: 'Condizioni contrattuali su misura per la tua azienda',
    },
  },
  pos: {
    title: 'Terminali POS',
    eyebrow: 'Per i negozi',
    heading: 'Vendi carte e chiavi di gioco al tuo bancone',
    lead: 'Con un terminale POS di BigKeys il tuo negozio offre migliaia di giochi, carte regalo e carte abbonamento senza una sola carta sullo scaffale. Il cliente paga alla cassa ed esce con il codice stampato sullo scontrino.',
    primaryCta: 'Parla con il nostro team',
    secondaryCta: 'API all’ingrosso',
    audienceLabel: 'Pensato per',
    audience: {
      kiosks: 'Edicole e tabaccherie',
      electronics: 'Negozi di elettronica e videogiochi',
      petrol: 'Stazioni di servizio',
      supermarkets: 'Supermercati',
    },
    terminal: {
      product: 'Carta regalo PlayStation Store',
      status: 'Pagato – codice stampato',
    },
    how: {
      eyebrow: 'Come funziona',
      title: 'Quattro passaggi al bancone',
      intro: 'Il terminale sta accanto alla tua cassa e si usa in pochi secondi.',
      steps: {
        choose: {
          title: 'Scegli il prodotto',
          text: 'Cerca o sfoglia piattaforme e carte sul touch screen del terminale.',
        },
        pay: {
          title: 'Incassa',
          text: 'Il cliente paga alla tua cassa, in contanti o con carta, come per qualsiasi altro articolo.',
        },
        print: {
          title: 'Stampa il codice',
          text: 'Il terminale stampa uno scontrino con il codice e una breve guida all’attivazione.',
        },
        redeem: {
          title: 'Si gioca a casa',
          text: 'Il cliente riscatta il codice sulla sua console o sul PC e inizia a giocare.',
        },
      },
    },
    benefits: {
      eyebrow: 'Vantaggi',
      title: 'Perché i negozi scelgono i terminali BigKeys',
      items: {
        noStock: {
          title: 'Niente merce sullo scaffale',
          text: 'I codici vengono creati al momento della vendita: nessuna carta da conservare, contare o perdere.',
        },
        catalogue: {
          title: 'Un’offerta enorme',
          text: 'Oltre 10.000 prodotti per PC, Xbox, PlayStation e Nintendo nello spazio di una cassa.',
        },
        instant: {
          title: 'Codici in pochi secondi',
          text: 'Il codice viene stampato appena il pagamento è confermato; nessuno deve aspettare.',
        },
        reports: {
          title: 'Rendiconto chiaro',
          text: 'Ogni vendita è elencata con data, prodotto e prezzo, pronta per la tua contabilità.',
        },
        languages: {
          title: 'Cinque lingue',
          text: 'Schermate e scontrini in inglese, tedesco, francese, italiano e spagnolo.',
        },
        support: {
          title: 'Assistenza per il tuo team',
          text: 'Configuriamo il terminale insieme a te e rispondiamo a ogni richiesta entro 2 giorni lavorativi.',
        },
      },
    },
    cta: {
      title: 'Porta le chiavi di gioco al tuo bancone',
      text: 'Raccontaci del tuo negozio e ti invieremo un’offerta entro 2 giorni lavorativi.',
      action: 'Contattaci',
    },
  },
  api: {
    title: 'API all’ingrosso',
    eyebrow: 'Per le aziende',
    heading: 'L’API all’ingrosso di BigKeys',
    lead: 'Porta il nostro catalogo di oltre 10.000 giochi, DLC, carte regalo e carte abbonamento nel tuo negozio. Controlla la disponibilità, ordina chiavi e consegnale ai tuoi clienti, tutto in automatico.',
    primaryCta: 'Richiedi l’accesso all’API',
    secondaryCta: 'Confronta i piani',
    stats: {
      products: { value: '10.000+', label: 'prodotti' },
      uptime: { value: '99,9%', label: 'di disponibilità' },
      plans: { value: '3', label: 'piani per crescere' },
    },
    features: {
      eyebrow: 'Cosa offre',
      title: 'Tutto ciò che serve per vendere chiavi',
      items: {
        catalogue: {
          title: 'Catalogo',
          text: 'Prodotti, edizioni, piattaforme e prezzi con immagini, in cinque lingue.',
        },
        stock: {
          title: 'Disponibilità',
          text: 'La disponibilità di ogni prodotto in tempo reale, così vendi solo ciò che può essere consegnato.',
        },
        ordering: {
          title: 'Ordini',
          text: 'Ordina chiavi con una sola richiesta; compaiono nella risposta non appena l’ordine è confermato.',
        },
        uptime: {
          title: 'Disponibilità del 99,9%',
          text: 'Un servizio affidabile su cui il tuo negozio può contare, giorno e notte.',
        },
      },
    },
    auth: {
      eyebrow: 'Autenticazione',
      title: 'Una chiave API per la tua azienda',
      text: 'Ogni richiesta contiene la chiave API della tua azienda. La creiamo all’inizio del tuo contratto.',
      points: {
        header: 'Invia la chiave nell’intestazione X-Api-Key di ogni richiesta.',
        secret: 'Conservala sul tuo server; non inserirla mai in un browser o in un’app.',
        rotate:
          'Chiedici una nuova chiave in qualsiasi momento; quella vecchia smette subito di funzionare.',
      },
      exampleLabel: 'Esempio: ordinare due chiavi',
      request: 'Richiesta',
      response: 'Risposta',
    },
    plans: {
      eyebrow: 'Piani',
      title: 'Scegli il piano adatto ai tuoi volumi',
      intro: 'Ogni piano include l’intero catalogo. Le richieste vengono contate per mese solare.',
    },
    resale: {
      eyebrow: 'Regole di rivendita',
      title: 'Chiavi per i tuoi clienti',
      text: 'L’API all’ingrosso è l’unico modo per rivendere le nostre chiavi. Prevede un contratto che stabilisce cosa può fare la tua azienda.',
      points: {
        own: 'Le chiavi ordinate tramite l’API sono destinate ai clienti della tua azienda, nei termini del tuo contratto.',
        noResellers:
          'Non è consentito cedere chiavi ad altri rivenditori, marketplace o negozi di chiavi.',
        consumers:
          'Le chiavi acquistate nel nostro negozio con un account cliente sono per uso personale; la rivendita è vietata.',
      },
    },
    cta: {
      title: 'Pronto a collegare il tuo negozio?',
      text: 'Raccontaci della tua azienda e dei volumi previsti; rispondiamo entro 2 giorni lavorativi.',
      action: 'Richiedi l’accesso all’API',
    },
  },
};
