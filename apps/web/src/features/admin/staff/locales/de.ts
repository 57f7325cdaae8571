import type { AdminStaffTexts } from './en';

export const adminStaffDe: AdminStaffTexts = {
  title: 'Team',
  intro: 'Wer im Backoffice arbeitet und mit welcher Rolle; neue Mitglieder per E-Mail einladen.',
  loading: 'Team wird geladen …',
  loadError: 'Das Team konnte nicht geladen werden.',
  members: 'Teammitglieder',
  you: 'Du',
  enrolled: 'Authenticator eingerichtet',
  notEnrolled: 'Authenticator noch nicht eingerichtet',
  active: 'Aktiv',
  inactive: 'Deaktiviert',
  lastSignIn: 'Letzte Anmeldung: {{date}}',
  neverSignedIn: 'Noch nie angemeldet',
  roleOf: 'Rolle von {{email}}',
  roleChanged: '{{email}} hat jetzt die Rolle {{role}}.',
  deactivate: 'Deaktivieren',
  deactivateLabel: '{{email}} deaktivieren',
  deactivated: '{{email}} ist deaktiviert und abgemeldet.',
  failed: 'Das hat nicht geklappt.',
  roles: { admin: 'Admin', catalogue: 'Katalog', support: 'Support', finance: 'Finanzen' },
  invitations: 'Offene Einladungen',
  noInvitations: 'Keine offenen Einladungen.',
  invitationExpires: '{{role}}, läuft ab am {{date}}',
  invite: 'Jemanden einladen',
  inviteDialog: {
    title: 'Ins Team einladen',
    description: 'Wir senden einen Link, der einmal funktioniert und 72 Stunden gültig ist.',
    email: 'E-Mail-Adresse',
    role: 'Rolle',
    send: 'Einladung senden',
    cancel: 'Abbrechen',
    sent: 'Die Einladung ist auf dem Weg zu {{email}}.',
  },
  deactivateDialog: {
    title: '{{email}} deaktivieren?',
    description:
      'Alle Backoffice-Sitzungen enden sofort und eine Anmeldung im Backoffice ist nicht mehr möglich.',
    confirm: 'Deaktivieren',
    cancel: 'Abbrechen',
  },
  accept: {
    title: 'Willkommen im BigKeys-Team',
    intro:
      'Wähle dein Passwort und nenne uns deinen Vornamen; danach richtest du deine Authenticator-App ein.',
    firstName: 'Vorname',
    password: 'Passwort',
    passwordHint: 'Mindestens 10 Zeichen, kein gängiges Passwort.',
    submit: 'Weiter',
    missingToken: 'Diese Seite braucht den Link aus deiner Einladungs-E-Mail.',
    enrolTitle: 'Authenticator einrichten',
    enrolIntro: 'Scanne den Code mit einer Authenticator-App und gib dann die sechs Ziffern ein.',
    recoveryTitle: 'Wiederherstellungscodes sichern',
    recoveryIntro:
      'Jeder Code meldet dich einmal an, wenn dein Handy nicht zur Hand ist. Sie werden nur jetzt angezeigt.',
    required: 'Fülle dieses Feld aus.',
  },
  messages: {
    memberNotFound: 'Teammitglied nicht gefunden.',
    alreadyStaff: 'Diese Adresse gehört bereits zu einem aktiven Teammitglied.',
    invitationInvalid:
      'Diese Einladung ist ungültig, abgelaufen oder wurde schon verwendet. Bitte einen Admin um eine neue.',
    lastAdmin: 'Der Shop braucht mindestens einen aktiven Admin: Danach gäbe es keinen mehr.',
    notYourself:
      'Du kannst deine eigene Rolle nicht ändern und dich nicht selbst deaktivieren. Bitte einen anderen Admin.',
    alreadyInactive: 'Dieses Teammitglied ist bereits deaktiviert.',
    inactive:
      'Dieses Teammitglied ist deaktiviert. Lade es erneut ein, um ihm eine Rolle zu geben.',
    firstNameRequired: 'Gib deinen Vornamen ein.',
  },
};
