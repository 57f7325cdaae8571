import { CUSTOMER_MESSAGES_IT } from '@store/shared/messages/messages-it';
import type { RecoveryTexts } from './en';

export const recoveryIt: RecoveryTexts = {
  forgotLink: 'Password dimenticata?',
  backToLogin: "Torna all'accesso",
  rememberIt: 'Ti sei ricordato la password?',
  usePassword: 'Preferisci usare la password?',
  linkSent: CUSTOMER_MESSAGES_IT.recovery.linkSent,
  sentHint:
    'Il link funziona una sola volta e per poco tempo. Non è arrivato nulla? Controlla la cartella spam o richiedilo di nuovo tra qualche minuto.',
  forgot: {
    title: 'Password dimenticata?',
    subtitle:
      'Inserisci il tuo indirizzo e-mail e ti invieremo un link per scegliere una nuova password.',
    submit: 'Invia link di reimpostazione',
    sending: 'Invio in corso…',
    signInInstead:
      'Vuoi solo entrare? Possiamo anche inviarti un link che ti fa accedere senza password.',
  },
  reset: {
    title: 'Scegli una nuova password',
    subtitle:
      'Una volta salvata, tutti i dispositivi connessi al tuo account verranno disconnessi.',
    newPassword: 'Nuova password',
    confirmPassword: 'Conferma nuova password',
    submit: 'Salva nuova password',
    saving: 'Salvataggio…',
    missingToken:
      'Questa pagina ha bisogno del link ricevuto via e-mail. Apri di nuovo il link o richiedine uno nuovo.',
  },
  link: {
    title: 'Accedi con un link via e-mail',
    subtitle:
      'Senza password: inviamo al tuo indirizzo e-mail un link che ti fa accedere una sola volta.',
    confirmTitle: 'Accedi a BigKeys',
    confirmSubtitle: 'Il tuo link di accesso è pronto. Funziona una sola volta.',
    confirm: 'Accedi ora',
    signingIn: 'Accesso in corso…',
    why: 'Ti facciamo accedere solo quando premi il pulsante, così un programma di posta che controlla i link non può consumare il tuo.',
    request: 'Inviami un link di accesso',
  },
  offer: {
    throttled: 'È il tuo account? Possiamo inviarti un link che ti fa accedere senza password.',
    button: 'Inviami un link di accesso',
    sending: 'Invio in corso…',
  },
  invalid: {
    title: 'Questo link non funziona più',
    message: 'Questo link è scaduto o è già stato usato. Richiedine uno nuovo.',
    newResetLink: 'Richiedi un nuovo link di reimpostazione',
    newSignInLink: 'Richiedi un nuovo link di accesso',
  },
};
