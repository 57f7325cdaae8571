import type { AdminStaffTexts } from './en';

export const adminStaffIt: AdminStaffTexts = {
  title: 'Team',
  intro: 'Chi lavora nel back office e con quale ruolo; invita nuovi membri via e-mail.',
  loading: 'Caricamento del team…',
  loadError: 'Non è stato possibile caricare il team.',
  members: 'Membri del team',
  you: 'Tu',
  enrolled: 'Autenticatore configurato',
  notEnrolled: 'Autenticatore non ancora configurato',
  active: 'Attivo',
  inactive: 'Disattivato',
  lastSignIn: 'Ultimo accesso: {{date}}',
  neverSignedIn: 'Mai effettuato l’accesso',
  roleOf: 'Ruolo di {{email}}',
  roleChanged: '{{email}} ora ha il ruolo {{role}}.',
  deactivate: 'Disattiva',
  deactivateLabel: 'Disattiva {{email}}',
  deactivated: '{{email}} è disattivato e disconnesso.',
  failed: 'Non ha funzionato.',
  roles: {
    admin: 'Amministrazione',
    catalogue: 'Catalogo',
    support: 'Supporto',
    finance: 'Finanza',
  },
  invitations: 'Inviti aperti',
  noInvitations: 'Nessun invito aperto.',
  invitationExpires: '{{role}}, scade il {{date}}',
  invite: 'Invita qualcuno',
  inviteDialog: {
    title: 'Invita nel team',
    description: 'Inviamo un link monouso, valido per 72 ore.',
    email: 'Indirizzo e-mail',
    role: 'Ruolo',
    send: 'Invia invito',
    cancel: 'Annulla',
    sent: 'L’invito è in arrivo a {{email}}.',
  },
  deactivateDialog: {
    title: 'Disattivare {{email}}?',
    description: 'Le sue sessioni del back office terminano subito e non potrà più accedervi.',
    confirm: 'Disattiva',
    cancel: 'Annulla',
  },
  accept: {
    title: 'Entra nel team di BigKeys',
    intro:
      'Scegli la tua password e indica il tuo nome; poi configura la tua app di autenticazione.',
    firstName: 'Nome',
    password: 'Password',
    passwordHint: 'Almeno 10 caratteri, non una password comune.',
    submit: 'Continua',
    missingToken: 'Questa pagina ha bisogno del link della tua e-mail di invito.',
    enrolTitle: 'Configura il tuo autenticatore',
    enrolIntro:
      'Scansiona il codice con un’app di autenticazione, poi inserisci le sei cifre mostrate.',
    recoveryTitle: 'Conserva i codici di recupero',
    recoveryIntro:
      'Ogni codice ti fa accedere una volta se non hai il telefono a portata di mano. Vengono mostrati solo ora.',
    required: 'Compila questo campo.',
  },
  messages: {
    memberNotFound: 'Membro del team non trovato.',
    alreadyStaff: 'Questo indirizzo appartiene già a un membro attivo del team.',
    invitationInvalid:
      'Questo invito non è valido, è scaduto o è già stato usato. Chiedine uno nuovo a un amministratore.',
    lastAdmin:
      'Il negozio ha bisogno di almeno un amministratore attivo: così non ne resterebbe nessuno.',
    notYourself:
      'Non puoi cambiare il tuo ruolo né disattivarti. Chiedi a un altro amministratore.',
    alreadyInactive: 'Questo membro del team è già disattivato.',
    inactive: 'Questo membro del team è disattivato. Invitalo di nuovo per dargli un ruolo.',
    firstNameRequired: 'Inserisci il tuo nome.',
  },
};
