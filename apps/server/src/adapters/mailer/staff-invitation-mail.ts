import type { Language } from '@store/shared/constants';
import type { StaffRole } from '@store/shared/schemas/staff';
import { renderLinkMail } from './account-link-mails';
import type { MailContent } from './templates';

type InvitationTexts = {
  subject: string;
  greeting: string;
  intro: (inviter: string, role: string) => string;
  steps: string;
  validity: (hours: number) => string;
  button: string;
  ignore: string;
  roles: Readonly<Record<StaffRole, string>>;
};

const TEXTS: Readonly<Record<Language, InvitationTexts>> = {
  en: {
    subject: 'You are invited to the BigKeys back office',
    greeting: 'Hi,',
    intro: (inviter, role) =>
      `${inviter} invited you to join the BigKeys staff with the role “${role}”.`,
    steps:
      'Open the link to choose your password, then set up an authenticator app: every sign-in asks for a code from it.',
    validity: (hours) => `The link is valid for ${hours} hours and works only once.`,
    button: 'Accept the invitation',
    ignore:
      'If you did not expect this invitation, ignore this e-mail: nothing happens without it.',
    roles: { admin: 'Admin', catalogue: 'Catalogue', support: 'Support', finance: 'Finance' },
  },
  de: {
    subject: 'Deine Einladung in den BigKeys-Backoffice-Bereich',
    greeting: 'Hallo,',
    intro: (inviter, role) =>
      `${inviter} hat dich eingeladen, dem BigKeys-Team mit der Rolle „${role}“ beizutreten.`,
    steps:
      'Öffne den Link, um dein Passwort zu wählen, und richte danach eine Authenticator-App ein: Jede Anmeldung fragt nach einem Code daraus.',
    validity: (hours) => `Der Link ist ${hours} Stunden gültig und funktioniert nur einmal.`,
    button: 'Einladung annehmen',
    ignore:
      'Wenn du diese Einladung nicht erwartet hast, ignoriere diese E-Mail: Ohne sie passiert nichts.',
    roles: { admin: 'Admin', catalogue: 'Katalog', support: 'Support', finance: 'Finanzen' },
  },
  es: {
    subject: 'Te invitamos al back office de BigKeys',
    greeting: 'Hola:',
    intro: (inviter, role) =>
      `${inviter} te ha invitado a unirte al equipo de BigKeys con el rol «${role}».`,
    steps:
      'Abre el enlace para elegir tu contraseña y después configura una app de autenticación: cada inicio de sesión te pedirá un código de ella.',
    validity: (hours) => `El enlace es válido durante ${hours} horas y solo funciona una vez.`,
    button: 'Aceptar la invitación',
    ignore: 'Si no esperabas esta invitación, ignora este correo: sin él no ocurre nada.',
    roles: {
      admin: 'Administración',
      catalogue: 'Catálogo',
      support: 'Soporte',
      finance: 'Finanzas',
    },
  },
  fr: {
    subject: 'Vous êtes invité(e) dans le back-office BigKeys',
    greeting: 'Bonjour,',
    intro: (inviter, role) =>
      `${inviter} vous invite à rejoindre l'équipe BigKeys avec le rôle «\u00a0${role}\u00a0».`,
    steps:
      "Ouvrez le lien pour choisir votre mot de passe, puis configurez une application d'authentification\u00a0: chaque connexion vous demandera un code.",
    validity: (hours) =>
      `Le lien est valable ${hours}\u00a0heures et ne fonctionne qu'une seule fois.`,
    button: "Accepter l'invitation",
    ignore:
      "Si vous n'attendiez pas cette invitation, ignorez cet e-mail\u00a0: rien ne se passe sans lui.",
    roles: {
      admin: 'Administration',
      catalogue: 'Catalogue',
      support: 'Support',
      finance: 'Finance',
    },
  },
  it: {
    subject: 'Sei invitato nel back office di BigKeys',
    greeting: 'Ciao,',
    intro: (inviter, role) =>
      `${inviter} ti ha invitato a unirti al team di BigKeys con il ruolo “${role}”.`,
    steps:
      "Apri il link per scegliere la tua password, poi configura un'app di autenticazione: ogni accesso ti chiederà un codice.",
    validity: (hours) => `Il link è valido per ${hours} ore e funziona una sola volta.`,
    button: "Accetta l'invito",
    ignore:
      'Se non ti aspettavi questo invito, ignora questa e-mail: senza di essa non succede nulla.',
    roles: {
      admin: 'Amministrazione',
      catalogue: 'Catalogo',
      support: 'Supporto',
      finance: 'Finanza',
    },
  },
};

/** The invitation to join the staff: who invites, with which role, and the single-use link. */
export function staffInvitationMail({
  language,
  inviter,
  role,
  link,
  validHours,
}: {
  language: Language;
  inviter: string;
  role: StaffRole;
  link: string;
  validHours: number;
}): MailContent {
  const t = TEXTS[language];
  return renderLinkMail(language, t.subject, {
    greeting: t.greeting,
    paragraphs: [t.intro(inviter, t.roles[role]), t.steps, t.validity(validHours)],
    button: t.button,
    link,
    note: t.ignore,
  });
}
