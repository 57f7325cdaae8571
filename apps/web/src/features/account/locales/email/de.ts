import type { AccountEmailTexts } from './en';

export const accountEmailDe: AccountEmailTexts = {
  checkEmail: {
    title: 'Sieh in deinen E-Mails nach',
    subtitle: 'Noch ein Schritt, dann ist dein Konto fertig.',
    sentTo: 'Wir haben eine E-Mail an {{email}} gesendet.',
    explain:
      'Ist diese Adresse neu bei uns, enthält die E-Mail einen 6-stelligen Code: Gib ihn unten ein, um deine Adresse zu bestätigen und dich anzumelden. Hast du schon ein Konto, steht in der E-Mail, wie du hineinkommst.',
    hint: 'Nach ein paar Minuten noch nichts da? Sieh im Spam-Ordner nach. Codes sind 15 Minuten gültig; für einen neuen melde dich mit deiner E-Mail-Adresse und deinem Passwort an.',
    otherAddress: 'Andere E-Mail-Adresse verwenden',
  },
  code: {
    label: 'Bestätigungscode',
    submit: 'Bestätigen und anmelden',
    verifying: 'Wird bestätigt…',
  },
  verifyPage: {
    title: 'Bestätige deine E-Mail-Adresse',
    subtitle: 'Drücke die Schaltfläche, um deine Adresse zu bestätigen und dich anzumelden.',
    missing:
      'Diese Seite braucht den Link aus deiner E-Mail. Öffne ihn noch einmal oder gib deinen Code hier ein.',
  },
  change: {
    title: 'E-Mail-Adresse',
    current: 'Aktuelle Adresse',
    newEmail: 'Neue E-Mail-Adresse',
    currentPassword: 'Aktuelles Passwort',
    passwordHint: 'Zum Schutz deines Kontos bestätigst du die Änderung mit deinem Passwort.',
    note: 'Wir senden einen Bestätigungslink an die neue Adresse; deine Adresse ändert sich erst, wenn du ihn öffnest. Deine aktuelle Adresse erhält eine Nachricht mit einem Link, um die Änderung rückgängig zu machen. Nach dem Speichern wirst du abgemeldet.',
    submit: 'E-Mail-Adresse ändern',
    requested:
      'Wir haben einen Bestätigungslink an {{email}} gesendet; deine Adresse ändert sich, wenn du ihn öffnest. Bis dahin meldest du dich mit deiner aktuellen Adresse an.',
    same: 'Das ist bereits deine E-Mail-Adresse.',
  },
  confirm: {
    title: 'Bestätige deine neue E-Mail-Adresse',
    subtitle: 'Drücke die Schaltfläche, damit dein Konto diese Adresse verwendet.',
    submit: 'Neue Adresse bestätigen',
    confirming: 'Wird bestätigt…',
    why: 'Wir bitten dich um einen Klick, damit E-Mail-Programme, die Links von selbst öffnen, nichts ändern.',
    done: 'Erledigt: Die E-Mail-Adresse deines Kontos ist jetzt {{email}}. Andere Geräte wurden abgemeldet.',
    invalid:
      'Dieser Bestätigungslink ist ungültig, abgelaufen oder wurde schon verwendet. Du kannst die Änderung in deinen Benutzereinstellungen erneut anfordern.',
    askAgain: 'Zu den Benutzereinstellungen',
  },
  undo: {
    title: 'E-Mail-Änderung rückgängig machen',
    subtitle: 'Behalte dein Konto mit der Adresse, an die diese E-Mail ging.',
    submit: 'Änderung rückgängig machen',
    undoing: 'Wird rückgängig gemacht…',
    explain:
      'Dein Konto erhält die Adresse zurück, an die dieser Link ging, eine offene Änderung wird verworfen, und alle Geräte werden abgemeldet.',
    done: 'Die E-Mail-Adresse deines Kontos ist {{email}}, und alle Geräte wurden abgemeldet.',
    resetAdvice:
      'Hast du die Änderung nicht angefordert, kennt vielleicht jemand dein Passwort: Wähle jetzt ein neues.',
    resetPassword: 'Neues Passwort wählen',
    invalid:
      'Dieser Link ist ungültig, abgelaufen oder wurde schon verwendet. Glaubst du, dass jemand in deinem Konto ist, setze dein Passwort zurück.',
    askAgain: 'Passwort zurücksetzen',
  },
  logIn: 'Anmelden',
  toDashboard: 'Zu deinem Dashboard',
};
