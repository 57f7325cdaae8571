import type { AccountEmailTexts } from './en';

export const accountEmailIt: AccountEmailTexts = {
  checkEmail: {
    title: 'Controlla la tua e-mail',
    subtitle: 'Ancora un passo per completare la creazione del tuo account.',
    sentTo: 'Abbiamo inviato un’e-mail a {{email}}.',
    explain:
      'Se questo indirizzo è nuovo per noi, l’e-mail contiene un codice di 6 cifre: inseriscilo qui sotto per verificare l’indirizzo e accedere. Se hai già un account, l’e-mail ti spiega come entrare.',
    hint: 'Non è arrivato nulla dopo qualche minuto? Controlla la cartella spam. I codici sono validi per 15 minuti; per averne uno nuovo, accedi con il tuo indirizzo e-mail e la password.',
    otherAddress: 'Usa un altro indirizzo e-mail',
  },
  code: {
    label: 'Codice di verifica',
    submit: 'Verifica e accedi',
    verifying: 'Verifica in corso…',
  },
  verifyPage: {
    title: 'Verifica il tuo indirizzo e-mail',
    subtitle: 'Premi il pulsante per confermare l’indirizzo e accedere.',
    missing:
      'Questa pagina ha bisogno del link della tua e-mail. Aprilo di nuovo o inserisci qui il codice.',
  },
  change: {
    title: 'Indirizzo e-mail',
    current: 'Indirizzo attuale',
    newEmail: 'Nuovo indirizzo e-mail',
    currentPassword: 'Password attuale',
    passwordHint: 'Per proteggere il tuo account, conferma la modifica con la password.',
    note: 'Invieremo un link di conferma al nuovo indirizzo; il tuo indirizzo cambia solo quando lo apri. L’indirizzo attuale riceve un avviso con un link per annullare la modifica. Dopo il salvataggio verrai disconnesso.',
    submit: 'Cambia indirizzo e-mail',
    requested:
      'Abbiamo inviato un link di conferma a {{email}}; l’indirizzo cambia quando lo apri. Fino ad allora, accedi con l’indirizzo attuale.',
    same: 'Questo è già il tuo indirizzo e-mail.',
  },
  confirm: {
    title: 'Conferma il nuovo indirizzo e-mail',
    subtitle: 'Premi il pulsante perché il tuo account usi questo indirizzo.',
    submit: 'Conferma il nuovo indirizzo',
    confirming: 'Conferma in corso…',
    why: 'Ti chiediamo di premere il pulsante perché i programmi di posta che aprono i link da soli non cambino nulla.',
    done: 'Fatto: l’indirizzo e-mail del tuo account ora è {{email}}. Gli altri dispositivi sono stati disconnessi.',
    invalid:
      'Questo link di conferma non è valido, è scaduto o è già stato usato. Puoi richiedere di nuovo la modifica nelle impostazioni utente.',
    askAgain: 'Vai alle impostazioni utente',
  },
  undo: {
    title: 'Annulla la modifica dell’e-mail',
    subtitle: 'Mantieni il tuo account con l’indirizzo a cui è stata inviata questa e-mail.',
    submit: 'Annulla la modifica',
    undoing: 'Annullamento in corso…',
    explain:
      'Il tuo account riottiene l’indirizzo a cui è stato inviato questo link, ogni modifica in sospeso viene annullata e tutti i dispositivi vengono disconnessi.',
    done: 'L’indirizzo e-mail del tuo account è {{email}} e tutti i dispositivi sono stati disconnessi.',
    resetAdvice:
      'Se non hai chiesto tu la modifica, qualcuno potrebbe conoscere la tua password: scegline una nuova ora.',
    resetPassword: 'Scegli una nuova password',
    invalid:
      'Questo link di annullamento non è valido, è scaduto o è già stato usato. Se pensi che qualcuno sia nel tuo account, reimposta la password.',
    askAgain: 'Reimposta la password',
  },
  logIn: 'Accedi',
  toDashboard: 'Vai alla tua dashboard',
};
