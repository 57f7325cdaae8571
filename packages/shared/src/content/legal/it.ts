import type { LegalDocument, LegalPrices } from './types';

/** The prices clause of the terms in Italian. */
export const prices: LegalPrices = {
  chf: 'Tutti i prezzi sono indicati in franchi svizzeri (CHF) e comprendono l’imposta svizzera sul valore aggiunto (IVA) all’aliquota vigente.',
  other: (currency) =>
    `I prezzi sono mostrati nella valuta che hai selezionato, attualmente ${currency}, e comprendono l’imposta sul valore aggiunto (IVA) del tuo Paese. Per i clienti in Svizzera è vincolante il prezzo in franchi svizzeri (CHF), IVA svizzera inclusa.`,
};

/** The terms and conditions (`/terms`) in Italian. */
export const terms: LegalDocument = {
  title: 'Termini e condizioni',
  intro:
    'I presenti termini e condizioni disciplinano ogni acquisto nel negozio online BigKeys e l’uso del tuo account cliente. Leggili con attenzione prima di ordinare. Il modo in cui trattiamo i tuoi dati personali è spiegato nella nostra [informativa sulla privacy](/privacy).',
  highlights: [
    {
      icon: 'returns',
      title: 'Resi entro 7 giorni',
      text: 'Richiedi un reso entro 7 giorni dalla consegna, purché la chiave non sia stata rivelata.',
    },
    {
      icon: 'refund',
      title: 'Rimborsi in 5–10 giorni lavorativi',
      text: 'I rimborsi approvati vengono accreditati sul metodo di pagamento originale.',
    },
    {
      icon: 'delivery',
      title: 'Consegna entro 24 ore',
      text: 'Le chiavi digitali arrivano di solito subito e al più tardi entro 24 ore.',
    },
    {
      icon: 'support',
      title: 'Assistenza entro 2 giorni lavorativi',
      text: 'Il nostro team di assistenza risponde a ogni richiesta entro 2 giorni lavorativi.',
    },
  ],
  sections: [
    {
      id: 'scope',
      title: 'Ambito di applicazione e fornitore',
      blocks: [
        {
          type: 'paragraph',
          text: 'Il negozio online BigKeys («BigKeys», «noi») è gestito da BigKeys, Zurigo, Svizzera. Vendiamo chiavi di giochi digitali, contenuti scaricabili (DLC), carte regalo e carte abbonamento per PC, Xbox, PlayStation e Nintendo e, se offerti, prodotti fisici.',
        },
        {
          type: 'paragraph',
          text: 'I presenti termini si applicano a tutti i contratti conclusi tra BigKeys e i suoi clienti («tu») tramite il nostro sito web. Le condizioni divergenti dei clienti non si applicano, salvo che le abbiamo accettate espressamente per iscritto. Restano salve le norme imperative a tutela dei consumatori del Paese in cui vivi.',
        },
        {
          type: 'paragraph',
          text: 'La nostra API per la vendita all’ingrosso e i nostri terminali POS per le aziende sono disciplinati da contratti separati. I presenti termini si applicano a essi solo nella misura in cui tali contratti vi rimandano.',
        },
        {
          type: 'paragraph',
          text: 'Pubblichiamo i presenti termini in inglese, tedesco, spagnolo, francese e italiano. Tutte le versioni hanno lo stesso significato; se dovessero divergere, prevale la versione nella lingua in cui hai effettuato l’ordine.',
        },
      ],
    },
    {
      id: 'account',
      title: 'Account cliente',
      blocks: [
        {
          type: 'paragraph',
          text: 'Puoi consultare il catalogo e riempire il carrello come ospite. Per pagare, ricevere e gestire le chiavi ti serve un account cliente. Per aprire un account devi avere almeno 18 anni oppure il consenso di un genitore o del tuo rappresentante legale.',
        },
        {
          type: 'list',
          items: [
            'Un account appartiene a una sola persona fisica. Gli account non possono essere condivisi, trasferiti o venduti e non puoi avere più di un account.',
            'I dati del tuo profilo (nome e cognome, data di nascita, indirizzo, città, codice postale e Paese) devono essere corretti e completi e devi mantenerli aggiornati. Il tuo indirizzo e-mail deve essere confermato prima che tu possa acquistare.',
            'Mantieni segreta la tua password e avvisaci subito se sospetti che qualcun altro usi il tuo account. In Dashboard › Sicurezza puoi disconnettere gli altri dispositivi in qualsiasi momento.',
            'Per prevenire le frodi e adempiere agli obblighi di legge, possiamo chiederti di verificare la tua identità prima di consegnare un ordine o di accettare ulteriori ordini. Finché la verifica dell’identità non è completata, possiamo trattenere gli ordini e limitare l’account.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Possiamo sospendere o chiudere un account utilizzato in violazione dei presenti termini, in particolare in caso di frode, uso abusivo degli storni di addebito o rivendita di chiavi. Le chiavi che hai già ricevuto e pagato restano utilizzabili, a meno che non siano state ottenute con una frode.',
        },
      ],
    },
    {
      id: 'products',
      title: 'Prodotti, piattaforme e regioni',
      blocks: [
        {
          type: 'paragraph',
          text: 'Ogni pagina prodotto indica la piattaforma (ad esempio Steam, Xbox, PlayStation o Nintendo), l’edizione e, se rilevante, la regione in cui una chiave può essere attivata. Controlla questi dati e i requisiti di sistema prima dell’acquisto; una chiave acquistata per la piattaforma o la regione sbagliata non è un difetto.',
        },
        {
          type: 'paragraph',
          text: 'Chiavi, carte regalo e carte abbonamento si attivano sul servizio del rispettivo gestore della piattaforma. L’uso del gioco o del credito è disciplinato dalle condizioni di tale gestore, che accetti al momento dell’attivazione della chiave. Non abbiamo alcuna influenza sui servizi, sulla disponibilità o sulle decisioni del gestore relative agli account.',
        },
        {
          type: 'paragraph',
          text: 'Al tuo account è assegnata una regione, che determina i prodotti, i prezzi e la valuta che ti vengono offerti. La regione di un account può essere modificata solo dal nostro team di assistenza; scrivici a support@bigkeys.example spiegando il motivo (ad esempio un trasferimento in un altro Paese).',
        },
      ],
    },
    {
      id: 'prices',
      title: 'Prezzi e pagamento',
      blocks: [
        { type: 'prices' },
        {
          type: 'paragraph',
          text: 'Si applica il prezzo indicato nel tuo carrello al momento dell’ordine. I prezzi scontati sono mostrati accanto al prezzo originale barrato. Un eventuale sconto fedeltà viene detratto nel carrello prima del pagamento.',
        },
        {
          type: 'paragraph',
          text: 'Puoi pagare con carta di credito o di debito (Visa, MasterCard), Apple Pay, Google Pay, Klarna o PayPal. I pagamenti sono elaborati dal nostro fornitore di servizi di pagamento tramite una connessione cifrata; non vediamo né conserviamo mai il numero completo della tua carta. Klarna e PayPal possono applicare condizioni proprie.',
        },
        {
          type: 'paragraph',
          text: 'Se un prezzo è palesemente errato a causa di un errore tecnico o di battitura, non siamo vincolati a esso. In tal caso ti informiamo prima della consegna e puoi accettare il prezzo corretto oppure annullare l’ordine con rimborso integrale.',
        },
      ],
    },
    {
      id: 'ordering',
      title: 'Ordine e conclusione del contratto',
      blocks: [
        {
          type: 'paragraph',
          text: 'I prodotti presenti nel nostro negozio costituiscono un invito a formulare un’offerta. Puoi inserire fino a 3 unità dello stesso prodotto per la stessa piattaforma in una riga del carrello. Completando il pagamento formuli un’offerta vincolante di acquisto dei prodotti nel tuo carrello.',
        },
        {
          type: 'paragraph',
          text: 'Il contratto è concluso quando confermiamo il tuo ordine via e-mail o consegniamo i prodotti, a seconda di quale evento si verifica prima. La conferma d’ordine, la fattura e le tue chiavi sono disponibili nel tuo account in Dashboard › Acquisti, dove puoi anche scaricare la fattura.',
        },
        {
          type: 'paragraph',
          text: 'Possiamo rifiutare un ordine, in particolare se un prodotto è esaurito, se il pagamento non va a buon fine o se vi sono indizi di frode. In tal caso rimborsiamo integralmente qualsiasi importo già addebitato.',
        },
      ],
    },
    {
      id: 'delivery',
      title: 'Consegna',
      blocks: [],
      subsections: [
        {
          id: 'digital-delivery',
          title: 'Prodotti digitali',
          blocks: [
            {
              type: 'paragraph',
              text: 'I prodotti digitali vengono consegnati nel tuo account. La consegna avviene di solito subito dopo il pagamento e richiede al massimo 24 ore. Le tue chiavi compaiono poi nel tuo account in Dashboard › Acquisti.',
            },
          ],
        },
        {
          id: 'fraud-review',
          title: 'Controllo antifrode',
          blocks: [
            {
              type: 'paragraph',
              text: 'Per proteggere i nostri clienti e noi stessi, un acquisto può essere trattenuto per un controllo antifrode. Durante il controllo, il tuo acquisto mostra un avviso di verifica in corso. Ti inviamo un’e-mail non appena l’acquisto è approvato; se non possiamo approvarlo, annulliamo l’ordine e rimborsiamo l’intero importo.',
            },
          ],
        },
        {
          id: 'physical-delivery',
          title: 'Prodotti fisici',
          blocks: [
            {
              type: 'paragraph',
              text: 'Se vendiamo prodotti fisici, la consegna richiede 3–5 giorni lavorativi in Svizzera e 7–14 giorni lavorativi o più per le spedizioni internazionali. Al di fuori della Svizzera, le autorità del Paese di destinazione possono riscuotere dazi doganali e imposte all’importazione.',
            },
          ],
        },
      ],
    },
    {
      id: 'key-reveal',
      title: 'Rivelazione, uso e regalo delle chiavi',
      blocks: [
        {
          type: 'paragraph',
          text: 'Per la tua sicurezza, ogni chiave resta nascosta nel tuo account finché non la riveli. Prima di mostrare la chiave visualizziamo un avviso e devi confermare di volerla rivelare.',
        },
        {
          type: 'notice',
          text: 'La rivelazione di una chiave è irreversibile. Una volta rivelata, la chiave si considera consegnata e utilizzata, e il diritto a un rimborso immediato si estingue.',
        },
        {
          type: 'paragraph',
          text: 'Mantieni riservate le chiavi rivelate. Non possiamo sostituire una chiave che un’altra persona ha attivato dopo che l’hai rivelata o ceduta. Il nostro centro assistenza spiega come attivare una chiave su ogni piattaforma.',
        },
        {
          type: 'paragraph',
          text: 'Puoi regalare a un amico una chiave non ancora rivelata. Per farlo, inserisci due volte il suo indirizzo e-mail; gli invieremo un’e-mail con le istruzioni. Quando il tuo amico riscatta il regalo, la chiave passa al suo account e non è più disponibile nel tuo. Un regalo riscattato non può essere ripreso.',
        },
      ],
    },
    {
      id: 'cancellation',
      title: 'Annullamento',
      blocks: [
        {
          type: 'paragraph',
          text: 'Puoi annullare un ordine con rimborso integrale solo prima che un codice digitale ti sia stato mostrato o inviato e, per i prodotti fisici, prima della loro spedizione. I preordini possono essere annullati in qualsiasi momento fino alla consegna.',
        },
        {
          type: 'paragraph',
          text: 'Se vivi nell’Unione europea, hai un diritto di recesso previsto dalla legge per i contratti relativi a contenuti digitali. Chiedendoci di consegnare subito la tua chiave e rivelandola, acconsenti espressamente a che la consegna inizi prima della scadenza del periodo di recesso e prendi atto che in questo modo perdi il diritto di recesso.',
        },
        {
          type: 'paragraph',
          text: 'Per annullare un ordine, contatta il nostro team di assistenza all’indirizzo support@bigkeys.example indicando il numero dell’ordine.',
        },
      ],
    },
    {
      id: 'returns',
      title: 'Resi e rimborsi',
      blocks: [
        {
          type: 'paragraph',
          text: 'Puoi richiedere un reso entro 7 giorni dalla consegna. Un prodotto digitale può essere restituito solo se la sua chiave non è stata rivelata né regalata. I prodotti fisici devono essere restituiti inutilizzati, completi e nella confezione originale.',
        },
        {
          type: 'paragraph',
          text: 'Una volta approvato un reso o un annullamento, il rimborso viene accreditato sul metodo di pagamento originale entro 5–10 giorni lavorativi. Il momento in cui l’importo compare sul tuo conto dipende anche dalla tua banca o dal tuo fornitore di servizi di pagamento.',
        },
        {
          type: 'paragraph',
          text: 'Una chiave che non funziona non è soggetta al limite di 7 giorni: è coperta dalla garanzia descritta di seguito.',
        },
      ],
    },
    {
      id: 'warranty',
      title: 'Garanzia',
      blocks: [
        {
          type: 'paragraph',
          text: 'Garantiamo che i prodotti consegnati sono privi di difetti, ad esempio che una chiave è valida e può essere attivata sulla piattaforma e nella regione indicate nella pagina prodotto. Puoi far valere la garanzia entro 1 anno dalla consegna.',
        },
        {
          type: 'paragraph',
          text: 'Per farlo, contatta il nostro team di assistenza e descrivi il problema, possibilmente con uno screenshot del messaggio di errore della piattaforma. Per prima cosa verifichiamo la chiave presso l’emittente. Se il reclamo è fondato, consegniamo una chiave sostitutiva funzionante oppure, se ciò non è possibile, rimborsiamo il prezzo pagato.',
        },
        {
          type: 'paragraph',
          text: 'La garanzia non copre le chiavi attivate, condivise o cedute da te o da altri dopo la loro rivelazione, né i problemi causati dal gestore della piattaforma, come un’interruzione del servizio o una decisione sul tuo account della piattaforma. Restano salvi i diritti di garanzia imperativi previsti dalla legge.',
        },
      ],
    },
    {
      id: 'loyalty',
      title: 'Livelli fedeltà e programma di referral',
      blocks: [],
      subsections: [
        {
          id: 'loyalty-levels',
          title: 'Livelli fedeltà',
          blocks: [
            {
              type: 'paragraph',
              text: 'Con acquisti, obiettivi e missioni il tuo account sale attraverso cinque livelli. Dal livello 2 in poi ottieni uno sconto sugli acquisti idonei, detratto automaticamente nel carrello:',
            },
            {
              type: 'definitions',
              items: [
                { term: 'Livello 1 · New Challenger', description: 'nessuno sconto' },
                { term: 'Livello 2 · Loot Hunter', description: '3% di sconto' },
                { term: 'Livello 3 · Elite Raider', description: '5% di sconto' },
                { term: 'Livello 4 · Mythic Champion', description: '7% di sconto' },
                {
                  term: 'Livello 5 · Legendary Vault Guardian',
                  description: '10% di sconto',
                },
              ],
            },
            {
              type: 'paragraph',
              text: 'All’ultimo livello puoi sbloccare il prestigio, che azzera il tuo livello così che tu possa salire di nuovo. Gli sconti e le ricompense delle missioni non hanno valore monetario, non sono trasferibili e non sono cumulabili con altri sconti, salvo diversa indicazione dell’offerta.',
            },
          ],
        },
        {
          id: 'referral-programme',
          title: 'Programma di referral',
          blocks: [
            {
              type: 'paragraph',
              text: 'Con il tuo link di referral personale puoi consigliare BigKeys ad altre persone. Quando qualcuno apre il tuo link, memorizziamo la segnalazione per 60 giorni. Se quella persona si registra in questo periodo, ricevi la quota indicata nella tua dashboard dell’importo netto (IVA esclusa) di ogni ordine che effettua nei 12 mesi successivi alla registrazione, accreditata nella valuta dell’acquisto. Un accredito diventa disponibile 7 giorni dopo il pagamento, quando l’ordine non può più essere rimborsato, e viene pagato su richiesta a partire da 10 € (o lo stesso importo nella valuta dell’accredito).',
            },
            {
              type: 'paragraph',
              text: 'Non sono consentiti l’auto-segnalazione, la creazione di account a tale scopo, lo spam e la pubblicità ingannevole. I crediti ottenuti in violazione di queste regole o derivanti da ordini annullati o rimborsati decadono. Possiamo modificare o terminare il programma per il futuro; i crediti già maturati restano validi.',
            },
          ],
        },
      ],
    },
    {
      id: 'fair-use',
      title: 'Uso corretto e rivendita',
      blocks: [
        {
          type: 'paragraph',
          text: 'I prodotti acquistati nel nostro negozio sono destinati al tuo uso personale o a essere regalati. Non è consentito:',
        },
        {
          type: 'list',
          items: [
            'rivendere chiavi, carte regalo o carte abbonamento, oppure offrirle su marketplace;',
            'acquistare con mezzi di pagamento rubati o di terzi, oppure ricorrere agli storni di addebito per ottenere chiavi senza pagare;',
            'accedere al negozio in modo automatizzato (bot, scraping) o tentare di aggirare limiti e misure di sicurezza.',
          ],
        },
        {
          type: 'paragraph',
          text: 'In caso di violazione possiamo annullare gli ordini interessati, bloccare le chiavi non ancora rivelate e chiudere l’account. Ci riserviamo il diritto di chiedere il risarcimento dei danni.',
        },
      ],
    },
    {
      id: 'support',
      title: 'Assistenza e contatti',
      blocks: [
        {
          type: 'paragraph',
          text: 'Puoi contattarci tramite il centro assistenza presente su ogni pagina, via chat, con un ticket di assistenza o via e-mail all’indirizzo support@bigkeys.example. Il nostro team di assistenza risponde entro 2 giorni lavorativi.',
        },
        {
          type: 'paragraph',
          text: 'Nella chat, Biggie AI Assistant può rispondere subito alle domande generali. Le sue risposte sono generate automaticamente e possono essere incomplete; non costituiscono dichiarazioni vincolanti di BigKeys. Le decisioni su resi, rimborsi e richieste di garanzia sono sempre prese dal nostro team di assistenza.',
        },
      ],
    },
    {
      id: 'liability',
      title: 'Responsabilità',
      blocks: [
        {
          type: 'paragraph',
          text: 'Rispondiamo senza limiti dei danni causati intenzionalmente o per colpa grave e dei danni alla vita, all’integrità fisica o alla salute. In caso di colpa lieve, rispondiamo solo della violazione di obblighi contrattuali essenziali e unicamente per il danno tipico e prevedibile, fino al prezzo dell’ordine interessato.',
        },
        {
          type: 'paragraph',
          text: 'Non rispondiamo dei servizi dei gestori delle piattaforme, delle interruzioni di tali servizi né delle perdite causate dalla divulgazione, da parte tua, di una chiave rivelata. Resta salva la responsabilità prevista da norme imperative, in particolare dalla normativa sulla responsabilità per danno da prodotti.',
        },
      ],
    },
    {
      id: 'changes',
      title: 'Modifiche ai presenti termini',
      blocks: [
        {
          type: 'paragraph',
          text: 'Possiamo modificare i presenti termini per il futuro, ad esempio quando cambiano la legge o i nostri servizi. Annunciamo le modifiche su questa pagina e informiamo i clienti registrati via e-mail con un congruo anticipo rispetto alla loro entrata in vigore. Ogni ordine è disciplinato dai termini in vigore al momento in cui è stato effettuato.',
        },
      ],
    },
    {
      id: 'law',
      title: 'Diritto applicabile e controversie',
      blocks: [
        {
          type: 'paragraph',
          text: 'I presenti termini e tutti i contratti conclusi in base a essi sono disciplinati dal diritto svizzero, con esclusione della Convenzione delle Nazioni Unite sui contratti di compravendita internazionale di merci (CISG). Se sei un consumatore, mantieni la tutela delle disposizioni imperative della legge del Paese in cui hai la residenza abituale.',
        },
        {
          type: 'paragraph',
          text: 'Il foro competente è Zurigo, Svizzera. I consumatori possono agire anche presso il foro del proprio domicilio e possono essere convenuti solo lì. Prima di rivolgerti a un tribunale, contatta il nostro team di assistenza: la maggior parte dei problemi si risolve in modo rapido e diretto.',
        },
        {
          type: 'paragraph',
          text: 'Qualora una disposizione dei presenti termini fosse invalida, le restanti disposizioni rimangono in vigore.',
        },
      ],
    },
  ],
};

/** The privacy policy (`/privacy`) in Italian. */
export const privacy: LegalDocument = {
  title: 'Informativa sulla privacy',
  intro:
    'La presente informativa sulla privacy spiega quali dati personali tratta BigKeys quando visiti il nostro negozio, crei un account, effettui acquisti o ci contatti, perché lo facciamo e quali diritti hai. Si basa sulla legge federale svizzera sulla protezione dei dati (LPD) e, ove applicabile, sul Regolamento generale sulla protezione dei dati dell’UE (GDPR). I tuoi acquisti sono disciplinati dai nostri [termini e condizioni](/terms).',
  highlights: [
    {
      icon: 'card',
      title: 'Nessun numero di carta completo',
      text: 'I pagamenti con carta sono gestiti dal nostro fornitore di servizi di pagamento; non vediamo mai il numero completo della tua carta.',
    },
    {
      icon: 'lock',
      title: 'Chiavi cifrate, password con hash',
      text: 'Le chiavi sono conservate cifrate e le password solo come hash argon2.',
    },
    {
      icon: 'consent',
      title: 'Statistiche solo con consenso',
      text: 'Usiamo cookie statistici e pubblicitari solo dopo la tua scelta nella finestra del consenso.',
    },
    {
      icon: 'rights',
      title: 'I tuoi dati, i tuoi diritti',
      text: 'Chiedi in qualsiasi momento l’accesso, la rettifica, la cancellazione o una copia dei tuoi dati.',
    },
  ],
  sections: [
    {
      id: 'controller',
      title: 'Titolare del trattamento e contatti',
      blocks: [
        {
          type: 'paragraph',
          text: 'Il titolare del trattamento dei tuoi dati personali è BigKeys, Zurigo, Svizzera.',
        },
        {
          type: 'paragraph',
          text: 'Per qualsiasi domanda sulla protezione dei dati e per esercitare i tuoi diritti, scrivi a privacy@bigkeys.example. Per domande su ordini, chiavi o sul tuo account, il nostro team di assistenza è raggiungibile all’indirizzo support@bigkeys.example.',
        },
      ],
    },
    {
      id: 'data',
      title: 'Dati che trattiamo',
      blocks: [
        {
          type: 'paragraph',
          text: 'Trattiamo solo i dati di cui abbiamo bisogno per le finalità descritte nella presente informativa. A seconda di come usi il negozio, si tratta dei seguenti dati:',
        },
      ],
      subsections: [
        {
          id: 'data-account',
          title: 'Account e profilo',
          blocks: [
            {
              type: 'paragraph',
              text: 'Indirizzo e-mail, password (conservata solo come hash), nome e cognome, data di nascita, indirizzo, città, codice postale, Paese, regione, lingua, impostazioni delle notifiche e data in cui hai accettato i nostri termini. Se accedi con un account social, il fornitore ci trasmette il tuo nome, il tuo indirizzo e-mail e un identificativo di quell’account.',
            },
          ],
        },
        {
          id: 'data-orders',
          title: 'Ordini, chiavi e fedeltà',
          blocks: [
            {
              type: 'paragraph',
              text: 'Prodotti ordinati, prezzi, valuta, fatture, chiavi consegnate e se sono state rivelate, regali (compreso l’indirizzo e-mail del tuo amico), annullamenti e resi, preferiti, recensioni, obiettivi, livello fedeltà, missioni e dati del programma di referral (il tuo codice, i clienti segnalati e i crediti).',
            },
          ],
        },
        {
          id: 'data-payment',
          title: 'Pagamento',
          blocks: [
            {
              type: 'paragraph',
              text: 'I pagamenti sono gestiti dal nostro fornitore di servizi di pagamento. Inserisci i dati della tua carta direttamente presso il fornitore; non vediamo né conserviamo mai il numero completo della tua carta. Riceviamo solo lo stato del pagamento, il metodo di pagamento e, per le carte, il circuito, le ultime quattro cifre e la data di scadenza.',
            },
          ],
        },
        {
          id: 'data-identity',
          title: 'Verifica dell’identità',
          blocks: [
            {
              type: 'paragraph',
              text: 'Possiamo chiederti di verificare la tua identità dopo un ordine elevato, un pagamento con una carta di un paese diverso da quello del tuo account o pagamenti rifiutati ripetutamente, oppure quando lo chiede il nostro team. Invii allora una foto del tuo documento d’identità e un selfie, che un fornitore di servizi di verifica controlla per nostro conto. Le foto sono conservate cifrate (AES-256), non vengono mai più mostrate a nessuno, né a te né al nostro team, e sono cancellate non appena la decisione è definitiva (verificata o respinta). Conserviamo l’esito della verifica e, se si è interrotta, il motivo.',
            },
          ],
        },
        {
          id: 'data-support',
          title: 'Ticket di assistenza e chat',
          blocks: [
            {
              type: 'paragraph',
              text: 'I tuoi ticket di assistenza e i messaggi in chat, con categoria, argomento, orario e le risposte che ricevi. I messaggi che scrivi a Biggie AI Assistant vengono trattati automaticamente per generare una risposta e sono salvati con la conversazione, così che il nostro team di assistenza possa subentrare. Non inserire in chat password, numeri di carta completi o chiavi.',
            },
          ],
        },
        {
          id: 'data-newsletter',
          title: 'Newsletter e notifiche',
          blocks: [
            {
              type: 'paragraph',
              text: 'Il tuo indirizzo e-mail e la data di iscrizione, se ti iscrivi alla nostra newsletter; le tue scelte sulle notifiche del browser, via e-mail e via SMS e, se le attivi, l’iscrizione push del browser e il tuo numero di cellulare. I messaggi che ci invii tramite i moduli di contatto o di candidatura sono conservati con l’indirizzo e-mail che indichi.',
            },
          ],
        },
        {
          id: 'data-device',
          title: 'Dispositivo, sessione e indirizzo IP',
          blocks: [
            {
              type: 'paragraph',
              text: 'Ogni volta che usi il negozio, il tuo browser trasmette dati tecnici: indirizzo IP, data e ora, la pagina richiesta, browser e sistema operativo (user agent) e la lingua. Usiamo il tuo indirizzo IP per suggerirti regione e valuta e per individuare le frodi. Per ogni sessione con accesso conserviamo il dispositivo, l’indirizzo IP, l’orario di accesso e l’ultima attività; puoi vedere e chiudere queste sessioni in Dashboard › Sicurezza.',
            },
          ],
        },
      ],
    },
    {
      id: 'purposes',
      title: 'Finalità e basi giuridiche',
      blocks: [
        {
          type: 'paragraph',
          text: 'Trattiamo i dati personali secondo i principi della LPD: in modo lecito, secondo buona fede, in modo proporzionato, per finalità riconoscibili e in modo esatto. Quando si applica il GDPR, ci basiamo sulle seguenti basi giuridiche:',
        },
        {
          type: 'definitions',
          items: [
            {
              term: 'Esecuzione di un contratto (art. 6, par. 1, lett. b GDPR)',
              description:
                'per gestire il tuo account, elaborare ordini e pagamenti, consegnare le chiavi, gestire annullamenti, resi e richieste di garanzia, gestire i programmi fedeltà e di referral e rispondere alle tue richieste di assistenza.',
            },
            {
              term: 'Obbligo legale (art. 6, par. 1, lett. c GDPR)',
              description:
                'per conservare le scritture contabili e le fatture, adempiere agli obblighi fiscali e IVA e rispondere alle richieste legittime delle autorità.',
            },
            {
              term: 'Interessi legittimi (art. 6, par. 1, lett. f GDPR)',
              description:
                'per mantenere sicuro il negozio, prevenire frodi e abusi (compresi il controllo antifrode e le verifiche dell’identità), suggerirti regione e valuta e migliorare i nostri servizi.',
            },
            {
              term: 'Consenso (art. 6, par. 1, lett. a GDPR)',
              description:
                'per la newsletter, le notifiche del browser e via SMS e i cookie statistici e pubblicitari. Puoi revocare il consenso in qualsiasi momento con effetto per il futuro.',
            },
          ],
        },
        {
          type: 'paragraph',
          text: 'Ai sensi della LPD, il nostro trattamento è giustificato dal contratto con te, dai nostri obblighi legali, dai nostri interessi preponderanti o dal tuo consenso (art. 31 LPD). Non vendiamo i tuoi dati personali.',
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookie e archiviazione locale',
      blocks: [
        {
          type: 'paragraph',
          text: 'I cookie sono piccoli file di testo che il negozio salva nel tuo browser. L’archiviazione locale (local storage) è uno spazio simile del tuo browser che non viene mai inviato di per sé al nostro server.',
        },
      ],
      subsections: [
        {
          id: 'essential-cookies',
          title: 'Cookie essenziali',
          blocks: [
            {
              type: 'paragraph',
              text: 'Questi cookie sono necessari al funzionamento del negozio e sono sempre attivi:',
            },
            {
              type: 'definitions',
              items: [
                {
                  term: 'sid',
                  description:
                    'mantiene il tuo accesso. Scade dopo 7 giorni di inattività e al più tardi dopo 30 giorni, oppure quando esci.',
                },
                {
                  term: 'XSRF-TOKEN',
                  description:
                    'protegge il tuo account dalla falsificazione di richieste tra siti (CSRF); viene rinviato con ogni modifica che effettui.',
                },
                {
                  term: 'currency',
                  description: 'memorizza la valuta in cui sono mostrati i prezzi.',
                },
                { term: 'region', description: 'memorizza la tua regione.' },
                {
                  term: 'bs_referral',
                  description:
                    'memorizza il link di referral con cui sei arrivato, così che la segnalazione possa essere accreditata; viene eliminato dopo 60 giorni.',
                },
                {
                  term: 'social_flow',
                  description:
                    'solo durante l’accesso con un account social; protegge l’accesso e viene eliminato dopo 10 minuti.',
                },
              ],
            },
          ],
        },
        {
          id: 'local-storage',
          title: 'Archiviazione locale',
          blocks: [
            {
              type: 'paragraph',
              text: 'Il negozio salva quanto segue nell’archiviazione locale del tuo browser, così che le tue scelte restino anche dopo aver ricaricato la pagina:',
            },
            {
              type: 'list',
              items: [
                '`userLanguage`: la lingua che hai scelto;',
                'il tuo tema (chiaro, scuro o automatico);',
                'il tuo carrello, la valuta e la regione selezionate;',
                'la tua scelta nella finestra del consenso.',
              ],
            },
            {
              type: 'paragraph',
              text: 'Il negozio salva inoltre i propri file di programma nel tuo browser, così che le pagine legali e quelle informative funzionino anche offline.',
            },
          ],
        },
        {
          id: 'analytics-consent',
          title: 'Statistiche e consenso',
          blocks: [
            {
              type: 'paragraph',
              text: 'Alla tua prima visita, la finestra del consenso ti chiede di scegliere. Finché non hai scelto, non viene utilizzato alcun cookie statistico o pubblicitario.',
            },
            {
              type: 'definitions',
              items: [
                {
                  term: 'Solo essenziali',
                  description:
                    'solo i cookie essenziali indicati sopra e statistiche anonime sulle visite. L’archiviazione pubblicitaria, la pubblicità personalizzata e la condivisione di dati a fini pubblicitari restano disattivate.',
                },
                {
                  term: 'Accetta tutto',
                  description:
                    'sono inoltre consentiti i cookie pubblicitari e la pubblicità personalizzata.',
                },
              ],
            },
            {
              type: 'paragraph',
              text: 'Per modificare la tua scelta, elimina i dati del sito del nostro negozio nelle impostazioni del browser; la finestra del consenso te lo chiederà di nuovo alla visita successiva.',
            },
          ],
        },
      ],
    },
    {
      id: 'retention',
      title: 'Per quanto tempo conserviamo i dati',
      blocks: [
        {
          type: 'paragraph',
          text: 'Conserviamo i dati personali solo per il tempo necessario alla finalità per cui sono stati raccolti o per il tempo richiesto dalla legge:',
        },
        {
          type: 'list',
          items: [
            'Dati dell’account: finché il tuo account esiste. Dopo la chiusura dell’account li cancelliamo o li rendiamo anonimi entro 30 giorni, salvo i dati che dobbiamo conservare per legge.',
            'Ordini e fatture: 10 anni, come richiesto dal diritto contabile svizzero.',
            'Ticket di assistenza e chat: 2 anni dalla chiusura della conversazione.',
            'Verifiche dell’identità: l’esito, finché il tuo account esiste; le foto del tuo documento e il tuo selfie sono cancellati non appena la decisione è definitiva.',
            'Sessioni: fino al loro termine; le registrazioni delle sessioni terminate sono cancellate dopo 90 giorni.',
            'Newsletter: fino alla tua disiscrizione.',
          ],
        },
      ],
    },
    {
      id: 'recipients',
      title: 'Destinatari',
      blocks: [
        {
          type: 'paragraph',
          text: 'Comunichiamo i dati personali solo se necessario per le finalità sopra indicate. I nostri fornitori trattano i dati per nostro conto, sulla base di un accordo sul trattamento dei dati e solo secondo le nostre istruzioni:',
        },
        {
          type: 'list',
          items: [
            'fornitori di servizi di pagamento (pagamenti con carta, Apple Pay, Google Pay, Klarna, PayPal) per elaborare i pagamenti e prevenire le frodi;',
            'il fornitore di servizi di verifica per le verifiche dell’identità;',
            'fornitori di servizi e-mail e SMS per l’invio di conferme d’ordine, notifiche e della newsletter;',
            'fornitori di hosting e infrastruttura che gestiscono i nostri server, database e backup;',
            'il fornitore del modello linguistico alla base di Biggie AI Assistant, per i messaggi che scrivi in chat;',
            'i fornitori di accesso tramite social, solo se scegli di accedere con loro.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Comunichiamo inoltre dati ad autorità, tribunali o consulenti quando la legge lo richiede o quando è necessario per accertare, esercitare o difendere un diritto in sede giudiziaria.',
        },
      ],
    },
    {
      id: 'transfers',
      title: 'Trasferimenti internazionali',
      blocks: [
        {
          type: 'paragraph',
          text: 'Trattiamo i dati principalmente in Svizzera e nello Spazio economico europeo. Alcuni fornitori possono trattare dati in altri Paesi. Trasferiamo dati all’estero solo verso Paesi il cui livello di protezione dei dati è riconosciuto adeguato dal Consiglio federale svizzero o dalla Commissione europea, sulla base delle clausole contrattuali tipo della Commissione europea riconosciute in Svizzera, oppure quando si applica un’altra deroga prevista dalla legge. Puoi chiederci una copia delle garanzie adottate.',
        },
      ],
    },
    {
      id: 'rights',
      title: 'I tuoi diritti',
      blocks: [
        {
          type: 'paragraph',
          text: 'Ai sensi della normativa sulla protezione dei dati applicabile hai il diritto di:',
        },
        {
          type: 'list',
          items: [
            'accedere ai dati personali che conserviamo su di te;',
            'ottenere la rettifica dei dati inesatti;',
            'ottenere la cancellazione dei tuoi dati, salvo che dobbiamo conservarli per legge;',
            'ottenere la limitazione del trattamento;',
            'ricevere i dati che ci hai fornito in un formato di uso comune e leggibile da dispositivo automatico (portabilità);',
            'opporti al trattamento basato sui nostri interessi legittimi e, in qualsiasi momento, al marketing diretto;',
            'revocare il consenso in qualsiasi momento con effetto per il futuro;',
            'proporre reclamo a un’autorità di controllo: in Svizzera l’Incaricato federale della protezione dei dati e della trasparenza (IFPDT), nell’UE l’autorità del tuo Paese di residenza.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Per esercitare i tuoi diritti, scrivi a privacy@bigkeys.example. Puoi anche correggere da solo la maggior parte dei dati del profilo in Dashboard › Impostazioni utente. Rispondiamo entro 30 giorni e possiamo chiederti prima di confermare la tua identità.',
        },
      ],
    },
    {
      id: 'security',
      title: 'Sicurezza',
      blocks: [
        {
          type: 'paragraph',
          text: 'Proteggiamo i tuoi dati con misure tecniche e organizzative adeguate al rischio:',
        },
        {
          type: 'list',
          items: [
            'tutte le connessioni al negozio sono cifrate (HTTPS);',
            'le chiavi sono conservate cifrate e vengono decifrate solo quando le riveli;',
            'le password non sono mai conservate in chiaro, ma solo come hash argon2;',
            'le sessioni scadono automaticamente e possono essere chiuse in qualsiasi momento su tutti gli altri dispositivi; ogni modifica è protetta dalla falsificazione di richieste tra siti;',
            'solo i collaboratori che ne hanno bisogno per il proprio lavoro possono accedere ai dati.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Nessun sistema è completamente sicuro. Se veniamo a conoscenza di una violazione della sicurezza dei dati che ti espone a un rischio, informiamo te e l’autorità competente come previsto dalla legge.',
        },
      ],
    },
    {
      id: 'automated-decisions',
      title: 'Decisioni automatizzate',
      blocks: [
        {
          type: 'paragraph',
          text: 'Il nostro controllo antifrode esamina automaticamente gli acquisti alla ricerca di indizi di frode e può trattenere un acquisto finché non è stato verificato. Un acquisto non viene mai rifiutato definitivamente da una macchina da sola: decide un membro del nostro team. Puoi esprimere la tua opinione e chiedere in qualsiasi momento che una persona riesamini la decisione.',
        },
      ],
    },
    {
      id: 'children',
      title: 'Minori',
      blocks: [
        {
          type: 'paragraph',
          text: 'Il nostro negozio non è rivolto ai minori di 16 anni. I minori di 18 anni possono usare il negozio solo con il consenso di un genitore o del loro rappresentante legale. Se veniamo a sapere di aver raccolto dati di un minore di 16 anni senza tale consenso, li cancelliamo.',
        },
      ],
    },
    {
      id: 'changes',
      title: 'Modifiche alla presente informativa',
      blocks: [
        {
          type: 'paragraph',
          text: 'Aggiorniamo la presente informativa sulla privacy quando cambiano i nostri servizi o la legge. Si applica la versione pubblicata su questa pagina. Informiamo i clienti registrati via e-mail delle modifiche rilevanti.',
        },
      ],
    },
  ],
};
