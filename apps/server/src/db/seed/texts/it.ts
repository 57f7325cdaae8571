import type { LanguagePack } from './language-pack';

export const it: LanguagePack = {
  and: 'e',
  or: 'o',
  months: (n) => (n === 1 ? '1 mese' : `${n} mesi`),
  // prettier-ignore
  genres: [
    'un gioco d’azione', 'un gioco d’avventura', 'un gioco di ruolo', 'uno sparatutto',
    'un gioco di strategia', 'un simulatore', 'un gioco sportivo', 'un gioco di corse',
    'un rompicapo', 'un platform', 'un picchiaduro', 'un gioco horror',
    'un gioco di sopravvivenza', 'un gioco open world', 'un gioco stealth', 'un gioco sandbox',
    'un roguelike', 'un gioco di ruolo online', 'un gioco musicale', 'un gioco casual',
    'un gioco',
  ],
  // prettier-ignore
  regions: {
    EU: 'in Europa', UK: 'nel Regno Unito', US: 'negli Stati Uniti', CH: 'in Svizzera',
    CA: 'in Canada', AU: 'in Australia e Nuova Zelanda', JP: 'in Giappone', TR: 'in Turchia',
  },
  gameIntros: [
    (f) =>
      `Con ${f.title}, ${f.developer} firma ${f.genre} che premia la curiosità e i riflessi pronti.`,
    (f) => `Creato da ${f.developer}, ${f.title} è ${f.genre} con un mondo in cui perdersi.`,
    (f) => `${f.title} è ${f.genre} di ${f.developer}, pubblicato da ${f.publisher} nel ${f.year}.`,
    (f) =>
      `${f.title} (${f.year}) è ${f.genre} di ${f.developer} che conquista fin dal primo minuto.`,
  ],
  sequel: (f) => `Prosegue la serie ${f.franchise} con nuovi personaggi, luoghi e idee.`,
  preOrder: (f) => `Preordinalo subito: l’uscita è prevista per il ${f.year}.`,
  gameFeatures: [
    'Esplora livelli curati nei dettagli, pieni di segreti e percorsi alternativi.',
    'Gioca da solo o in cooperativa online con i tuoi amici.',
    'Una colonna sonora dinamica reagisce a ogni tua mossa.',
    'Sblocca nuove abilità e crea il tuo stile di gioco.',
    'Ti aspettano decine di ore di contenuti e tanta rigiocabilità.',
    'Una grafica spettacolare dà vita a ogni ambientazione.',
    'Le tue scelte cambiano il corso della storia.',
    'Mettiti alla prova ai livelli di difficoltà più alti e scala le classifiche.',
    'Personalizza il tuo personaggio, l’equipaggiamento e l’arsenale.',
    'La modalità foto ti permette di immortalare i tuoi momenti preferiti.',
    'Aggiornamenti regolari aggiungono nuove sfide anche dopo l’uscita.',
    'Comandi intuitivi: facile iniziare, difficile smettere.',
  ],
  gameClosings: [
    (f) => `Disponibile per ${f.platforms}.`,
    (f) => `Ottieni la tua chiave per ${f.platforms} e inizia subito a giocare.`,
    (f) => `Attivalo su ${f.platforms} pochi minuti dopo l’acquisto.`,
  ],
  dlcIntros: [
    (f) => `${f.name} è un contenuto aggiuntivo per ${f.baseTitle} di ${f.developer}.`,
    (f) => `${f.name} aggiunge nuovi contenuti a ${f.baseTitle}.`,
    (f) => `Arricchisci la tua esperienza in ${f.baseTitle} con ${f.name}.`,
  ],
  dlcFeatures: [
    'Porta nuove missioni, oggetti e luoghi da scoprire.',
    'Ti aspettano nuove ricompense e oggetti estetici.',
    'I nuovi contenuti si integrano perfettamente nel gioco principale.',
    'I fan del gioco base avranno molte ore di gioco in più.',
    'Nuove sfide metteranno alla prova la tua abilità.',
  ],
  dlcRequirement: (f) => `Richiede il gioco base ${f.baseTitle} per ${f.platforms}.`,
  giftCard: [
    (f) => `La ${f.title} ricarica il credito del tuo account ${f.platform}.`,
    (f) => `Scegli tra ${f.options}.`,
    (f) =>
      `Usa il credito per giochi, DLC e contenuti di gioco; valida per gli account registrati ${f.region}.`,
  ],
  subscription: [
    (f) => `${f.title} attiva l’abbonamento ${f.brand} su ${f.platform}.`,
    (f) => `Scegli una durata di ${f.options}; i codici estendono un abbonamento esistente.`,
    (f) => `Valido per gli account registrati ${f.region}.`,
  ],
  cardDelivery: [
    'Riceverai il codice subito dopo il pagamento.',
    'Il codice arriva via e-mail e compare subito nella tua libreria.',
  ],
};
