import type { LinkedAccountsTexts } from './en';

export const linkedAccountsIt: LinkedAccountsTexts = {
  title: 'Account collegati',
  description:
    'Accedi con Google o Discord oltre a una password, oppure al suo posto. Ti inviamo un’e-mail ogni volta che un collegamento cambia.',
  loading: 'Caricamento degli account collegati…',
  loadError: 'Non è stato possibile caricare i tuoi account collegati',
  linkedSince: 'Collegato dal {{date}}',
  notLinked: 'Non collegato',
  unavailable: 'Non disponibile al momento',
  link: 'Collega',
  linkProvider: 'Collega {{provider}}',
  unlink: 'Scollega',
  unlinkProvider: 'Scollega {{provider}}',
  onlyWay: 'È il tuo unico modo per accedere. Imposta una password prima di rimuoverlo.',
  setPassword: 'Imposta una password via e-mail',
  linkedNotice: '{{provider}} è ora collegato: d’ora in poi puoi accedere con questo account.',
  unlinkedNotice: '{{provider}} è stato scollegato.',
  reauth: {
    title: 'Accedi di nuovo per collegare un account',
    description:
      'Per la tua sicurezza, per collegare un account serve un accesso negli ultimi 10 minuti. Accedi di nuovo e tornerai qui.',
    action: 'Accedi di nuovo',
  },
  confirm: {
    title: 'Scollegare {{provider}}?',
    description:
      'Non potrai più accedere con {{provider}}. Ti invieremo un’e-mail su questa modifica.',
    cancel: 'Mantieni il collegamento',
    confirm: 'Scollega',
    close: 'Chiudi',
  },
  errors: {
    REAUTH_REQUIRED:
      'Per la tua sicurezza, accedi di nuovo per collegare un account: serve un accesso negli ultimi 10 minuti.',
    SOCIAL_ACCOUNT_TAKEN:
      'Questo account {{provider}} è già collegato a un altro account BigKeys. Accedi con esso per usare quell’account, oppure collega qui un altro account {{provider}}.',
    ALREADY_LINKED: 'Un account {{provider}} è già collegato al tuo account BigKeys.',
    NOT_LINKED: 'Nessun account {{provider}} è collegato al tuo account BigKeys.',
    LAST_SIGN_IN_METHOD: 'Imposta una password prima di rimuovere il tuo unico modo per accedere.',
    PROVIDER_UNAVAILABLE: 'L’accesso con {{provider}} non è disponibile al momento.',
    LINK_FAILED: 'Il collegamento con {{provider}} non è riuscito. Riprova.',
  },
};
