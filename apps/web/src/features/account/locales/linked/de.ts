import type { LinkedAccountsTexts } from './en';

export const linkedAccountsDe: LinkedAccountsTexts = {
  title: 'Verknüpfte Konten',
  description:
    'Melde dich mit Google oder Discord an – zusätzlich zu einem Passwort oder stattdessen. Bei jeder Änderung einer Verknüpfung schicken wir dir eine E-Mail.',
  loading: 'Verknüpfte Konten werden geladen…',
  loadError: 'Deine verknüpften Konten konnten nicht geladen werden',
  linkedSince: 'Verknüpft seit {{date}}',
  notLinked: 'Nicht verknüpft',
  unavailable: 'Derzeit nicht angeboten',
  link: 'Verknüpfen',
  linkProvider: '{{provider}} verknüpfen',
  unlink: 'Trennen',
  unlinkProvider: '{{provider}} trennen',
  onlyWay:
    'Das ist deine einzige Möglichkeit, dich anzumelden. Lege ein Passwort fest, bevor du sie entfernst.',
  setPassword: 'Passwort per E-Mail festlegen',
  linkedNotice: '{{provider}} ist jetzt verknüpft: Ab sofort kannst du dich damit anmelden.',
  unlinkedNotice: '{{provider}} wurde getrennt.',
  reauth: {
    title: 'Melde dich erneut an, um ein Konto zu verknüpfen',
    description:
      'Zu deiner Sicherheit setzt das Verknüpfen eine Anmeldung in den letzten 10 Minuten voraus. Melde dich erneut an, danach kommst du hierher zurück.',
    action: 'Erneut anmelden',
  },
  confirm: {
    title: '{{provider}} trennen?',
    description:
      'Du kannst dich dann nicht mehr mit {{provider}} anmelden. Wir schicken dir eine E-Mail zu dieser Änderung.',
    cancel: 'Verknüpft lassen',
    confirm: 'Trennen',
    close: 'Schließen',
  },
  errors: {
    REAUTH_REQUIRED:
      'Zu deiner Sicherheit melde dich bitte erneut an, um ein Konto zu verknüpfen: Das setzt eine Anmeldung in den letzten 10 Minuten voraus.',
    SOCIAL_ACCOUNT_TAKEN:
      'Dieses {{provider}}-Konto ist bereits mit einem anderen BigKeys-Konto verknüpft. Melde dich damit an, um jenes Konto zu nutzen, oder verknüpfe hier ein anderes {{provider}}-Konto.',
    ALREADY_LINKED: 'Mit deinem BigKeys-Konto ist bereits ein {{provider}}-Konto verknüpft.',
    NOT_LINKED: 'Mit deinem BigKeys-Konto ist kein {{provider}}-Konto verknüpft.',
    LAST_SIGN_IN_METHOD:
      'Lege ein Passwort fest, bevor du deine einzige Möglichkeit zur Anmeldung entfernst.',
    PROVIDER_UNAVAILABLE: 'Die Anmeldung mit {{provider}} wird derzeit nicht angeboten.',
    LINK_FAILED: 'Das Verknüpfen mit {{provider}} hat nicht geklappt. Bitte versuche es erneut.',
  },
};
