import type { ActivationGuide } from './types';

/** How to activate a key on each platform family, in Italian. */
export const activationGuide: ActivationGuide = {
  title: 'Come attivarla',
  pc: {
    step1:
      'Apri Steam, o il launcher indicato nella pagina del prodotto (ad esempio EA app, Ubisoft Connect o Battle.net), e accedi.',
    step2:
      'Scegli Giochi → Attiva un prodotto su Steam (negli altri launcher: Aggiungi un gioco o Riscatta un codice).',
    step3: 'Incolla la chiave e conferma.',
    step4: 'Il gioco viene aggiunto alla tua libreria, pronto da scaricare.',
  },
  xbox: {
    step1: 'Vai su microsoft.com/redeem o apri il Microsoft Store sulla tua Xbox o sul PC Windows.',
    step2: 'Accedi con il tuo account Microsoft.',
    step3: 'Scegli Riscatta, inserisci il codice di 25 caratteri e conferma.',
    step4: 'Trova il gioco in Giochi e app e installalo.',
  },
  playstation: {
    step1:
      'Apri il PlayStation Store sulla console, o store.playstation.com nel browser, e accedi.',
    step2: 'Apri il menu … (sul sito: il tuo avatar) e scegli Riscatta codici.',
    step3: 'Inserisci il codice e conferma.',
    step4: 'Il contenuto viene aggiunto alla tua raccolta di giochi o al tuo portafoglio.',
  },
  nintendo: {
    step1: 'Apri il Nintendo eShop sulla tua Nintendo Switch e scegli il tuo utente.',
    step2: 'Seleziona Riscatta codice a sinistra.',
    step3: 'Inserisci il codice di 16 caratteri e conferma.',
    step4: 'Il download parte da solo; il gioco compare nel menu HOME.',
  },
};
