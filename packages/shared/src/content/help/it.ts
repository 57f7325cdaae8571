import type { HelpTopic } from './types';

/** The help widget's five topics in Italian, in the order the widget lists them. */
export const helpTopics: readonly HelpTopic[] = [
  {
    id: 'redeem-codes',
    title: 'Come riscattare i codici',
    category: 'Attivazione',
    description:
      'Una chiave BigKeys si riscatta sulla piattaforma per cui è stata acquistata: Steam, Xbox, PlayStation, Nintendo, EA App, Battle.net, Ubisoft Connect e altre. Prima di iniziare controlla piattaforma e regione nella pagina del prodotto.',
    steps: [
      {
        icon: 'LayoutDashboard',
        title: 'Apri i tuoi acquisti',
        description: 'Accedi, vai alla tua dashboard e poi ai tuoi acquisti, e apri l’ordine.',
      },
      {
        icon: 'Eye',
        title: 'Mostra e copia la chiave',
        description:
          'Mostra la chiave e copiala. La visualizzazione non si può annullare e fa decadere il diritto al rimborso immediato: fallo solo quando sei pronto a riscattarla.',
      },
      {
        icon: 'Gamepad2',
        title: 'Apri la piattaforma',
        description:
          'Steam: Giochi › Attiva un prodotto su Steam. Xbox: Microsoft Store › Riscatta un codice. PlayStation: PlayStation Store › Riscatta codici. Nintendo: Nintendo eShop › Riscatta codice. EA App: Menu › Riscatta codice. Battle.net: Account › Riscatta un codice.',
      },
      {
        icon: 'ClipboardCheck',
        title: 'Incolla e conferma',
        description:
          'Incolla la chiave e conferma: il gioco, il DLC o il credito viene aggiunto al tuo account. I giochi si scaricano poi dalla tua libreria.',
      },
    ],
    supportNote:
      'Se la piattaforma rifiuta la chiave, leggi «Problemi di attivazione di un codice» o chatta con noi. Il nostro supporto risponde entro 2 giorni lavorativi.',
    isFaq: true,
  },
  {
    id: 'find-codes',
    title: 'Dove trovare i tuoi codici',
    category: 'Ordini',
    description:
      'I codici digitali vengono di solito consegnati subito dopo il pagamento, al più tardi entro 24 ore. Li trovi nella pagina di ringraziamento, nella tua e-mail e nella tua dashboard.',
    steps: [
      {
        icon: 'KeyRound',
        title: 'Subito dopo il pagamento',
        description:
          'La pagina di ringraziamento mostra le chiavi del tuo ordine appena sono pronte.',
      },
      {
        icon: 'Mail',
        title: 'Nella tua e-mail',
        description:
          'Ti inviamo un’e-mail quando l’ordine è consegnato. Se non arriva, controlla la cartella spam.',
      },
      {
        icon: 'LayoutDashboard',
        title: 'Nella tua dashboard',
        description:
          'Ogni chiave resta nella tua dashboard, tra i tuoi acquisti. Le chiavi restano nascoste finché non le mostri.',
      },
      {
        icon: 'Hourglass',
        title: 'Ordine in verifica',
        description:
          'Alcuni ordini vengono controllati prima della consegna. Vedrai un avviso di verifica in corso e ti scriveremo appena l’ordine sarà approvato.',
      },
    ],
    supportNote: 'Nessuna chiave dopo 24 ore? Chatta con noi e indica il numero d’ordine.',
    isFaq: true,
  },
  {
    id: 'invoice',
    title: 'Dove trovare la fattura',
    category: 'Fatturazione',
    description:
      'Ogni ordine ha una fattura che puoi scaricare in PDF in qualsiasi momento. I nostri prezzi includono l’IVA.',
    steps: [
      {
        icon: 'LogIn',
        title: 'Accedi',
        description: 'Accedi con l’account usato per l’ordine.',
      },
      {
        icon: 'Receipt',
        title: 'Apri l’ordine',
        description: 'Vai alla tua dashboard, apri i tuoi acquisti e scegli l’ordine.',
      },
      {
        icon: 'FileDown',
        title: 'Scarica la fattura',
        description:
          'Scegli «Scarica fattura» per salvare il PDF. Riporta i prodotti, l’IVA e il metodo di pagamento.',
      },
    ],
    supportNote: 'Non trovi la fattura o va corretta? Chatta con noi e indica il numero d’ordine.',
    isFaq: false,
  },
  {
    id: 'activation-issues',
    title: 'Problemi di attivazione di un codice',
    category: 'Attivazione',
    description:
      'La maggior parte degli errori di attivazione dipende da una piattaforma o regione diversa, da una chiave digitata male o da un disservizio della piattaforma. Questi controlli risolvono quasi tutti i casi.',
    steps: [
      {
        icon: 'Globe',
        title: 'Controlla piattaforma e regione',
        description:
          'Una chiave Steam funziona solo su Steam, un codice PlayStation solo nel PlayStation Store della regione giusta. Confronta la pagina del prodotto con il tuo account.',
      },
      {
        icon: 'Copy',
        title: 'Copia di nuovo la chiave',
        description:
          'Copia la chiave invece di digitarla, senza spazi prima o dopo. Digitando si confondono spesso O e 0, oppure I e 1.',
      },
      {
        icon: 'SearchCheck',
        title: 'Controlla la tua libreria',
        description:
          '«Già utilizzata» spesso significa che la chiave è già stata riscattata sul tuo account: controlla la libreria di Steam, Xbox, PlayStation, Nintendo, EA App o Battle.net.',
      },
      {
        icon: 'RefreshCw',
        title: 'Riprova più tardi',
        description:
          'Le piattaforme hanno disservizi e limitano i tentativi falliti (Steam per circa un’ora). Controlla la pagina di stato della piattaforma e riprova.',
      },
    ],
    supportNote:
      'Ancora niente? Chatta con noi e inviaci il numero d’ordine e uno screenshot dell’errore. Rispondiamo entro 2 giorni lavorativi; i rimborsi approvati richiedono 5–10 giorni lavorativi.',
    isFaq: true,
  },
  {
    id: 'identity-verification',
    title: 'Problemi con la verifica dell’identità',
    category: 'Account',
    description:
      'Per proteggere il tuo account e i tuoi pagamenti, a volte ti chiediamo di confermare la tua identità prima di continuare o prima di consegnare un ordine.',
    steps: [
      {
        icon: 'ShieldCheck',
        title: 'Perché lo chiediamo',
        description:
          'La verifica tiene lontane dal negozio carte e account rubati. Serve una sola volta; poi il tuo account è verificato.',
      },
      {
        icon: 'IdCard',
        title: 'Tieni pronto un documento valido',
        description:
          'Usa un passaporto, una carta d’identità o una patente non scaduti. Il nome deve corrispondere a quello del tuo profilo.',
      },
      {
        icon: 'Camera',
        title: 'Scatta foto nitide',
        description:
          'Usa una buona luce, mostra tutti e quattro gli angoli ed evita riflessi e sfocature. Le foto di uno schermo non sono accettate.',
      },
      {
        icon: 'Hourglass',
        title: 'Attendi l’esito',
        description:
          'Lo stato mostra «verifica in corso» e si aggiorna da solo. Gli ordini in verifica vengono consegnati appena sei verificato.',
      },
    ],
    supportNote:
      'Verifica non riuscita o ancora in corso dopo 24 ore? Chatta con noi; il nostro supporto risponde entro 2 giorni lavorativi.',
    isFaq: false,
  },
];
