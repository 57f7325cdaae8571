import { CUSTOMER_MESSAGES_DE } from '@store/shared/messages/messages-de';
import type { CompanyTexts } from './en';

export const companyDe: CompanyTexts = {
  form: {
    name: 'Name',
    email: 'E-Mail-Adresse',
    message: 'Nachricht',
    characterCount: '{{count}} von {{max}} Zeichen',
    singleLine: CUSTOMER_MESSAGES_DE.form.singleLine,
    checkFields:
      'Einige Felder brauchen deine Aufmerksamkeit. Bitte prüfe sie und versuche es erneut.',
    network:
      'Wir konnten den Store nicht erreichen. Prüfe deine Verbindung und versuche es erneut.',
    offline: 'Du bist offline. Du kannst dieses Formular senden, sobald du wieder online bist.',
  },
  contact: {
    title: 'Kontakt',
    eyebrow: 'Kundenservice',
    lead: 'Fragen zu einer Bestellung, einem Key oder deinem Konto? Schreib uns, unser Support-Team meldet sich bei dir.',
    formTitle: 'Schreib uns eine Nachricht',
    formDescription: 'Mit einem Sternchen markierte Felder sind Pflichtfelder.',
    subject: 'Betreff',
    messageHint: 'Gib deine Bestell- oder Rechnungsnummer an, wenn es um einen Kauf geht.',
    submit: 'Nachricht senden',
    sentTitle: 'Nachricht gesendet',
    sendAnother: 'Weitere Nachricht senden',
    sent: CUSTOMER_MESSAGES_DE.contact.sent,
    facts: {
      title: 'Weitere Kontaktmöglichkeiten',
      emailLabel: 'E-Mail',
      responseLabel: 'Antwortzeit',
      response: 'Der Support antwortet innerhalb von 2 Werktagen',
      businessLabel: 'Für Unternehmen',
      business:
        'Du möchtest weiterverkaufen oder im Laden verkaufen? Sieh dir unsere Großhandels-API und POS-Terminals an.',
      api: 'Großhandels-API',
      pos: 'POS-Terminals',
      careersLabel: 'Jobs',
      careers: 'Auf Jobsuche? Sieh dir unsere offenen Stellen an.',
      careersLink: 'Karriere',
    },
  },
  careers: {
    title: 'Karriere',
    eyebrow: 'Arbeiten bei BigKeys',
    lead: 'Wir sind ein kleines Team aus Spielern und Entwicklern und machen den sicheren Kauf von Spielen, Geschenkkarten und Abos einfach, in fünf Sprachen und für jede Plattform.',
    seePositions: 'Offene Stellen ansehen',
    why: {
      title: 'Warum BigKeys',
      items: {
        players: {
          title: 'Von Spielern gemacht',
          description:
            'Hier spielen alle. Wir bauen den Store, in dem wir selbst einkaufen möchten, und hören direkt von den Menschen, die ihn nutzen.',
        },
        impact: {
          title: 'Arbeit, die ankommt',
          description:
            'Kleine Teams verantworten ganze Abläufe, vom Katalog bis zur Key-Anzeige, und sehen ihre Arbeit innerhalb von Tagen bei der Kundschaft.',
        },
        europe: {
          title: 'Zürich und remote',
          description:
            'Arbeite in unserem Büro in Zürich oder remote in ganz Europa, mit regelmäßigen Treffen, um das Team persönlich kennenzulernen.',
        },
      },
    },
    values: {
      title: 'Unsere Werte',
      items: {
        trust: {
          title: 'Keys, denen du vertrauen kannst',
          description:
            'Jeder Key ist echt und jede Zahlung sicher, sonst wird nichts ausgeliefert.',
        },
        clear: {
          title: 'Klar und fair',
          description:
            'Preise inklusive MwSt., verständlich geschriebene Regeln und Rückerstattungen wie versprochen.',
        },
        players: {
          title: 'Spieler zuerst',
          description:
            'Wenn wir unsicher sind, fragen wir, was der Person hilft, die auf ihr Spiel wartet.',
        },
        learn: {
          title: 'Gemeinsam lernen',
          description:
            'Wir teilen unser Wissen, geben einander freundliches Feedback und schreiben Dinge auf.',
        },
      },
    },
    benefits: {
      title: 'Vorteile',
      items: {
        flexible: 'Flexible Arbeitszeiten und Remote-Arbeit in ganz Europa',
        holidays: '25 Ferientage plus Feiertage',
        learning: 'Ein jährliches Weiterbildungsbudget für Kurse, Bücher und Konferenzen',
        games: 'Ein monatliches Spielebudget in unserem eigenen Store',
        hardware: 'Laptop und Arbeitsplatz nach deiner Wahl',
        transport: 'Halbtax-Abo oder Beitrag an den öffentlichen Verkehr',
      },
    },
    positions: {
      title: 'Offene Stellen',
      intro: 'Wähle eine Stelle und bewirb dich unten; wir antworten auf jede Bewerbung.',
      loading: 'Offene Stellen werden geladen…',
      team: 'Team',
      location: 'Arbeitsort',
      employmentType: 'Anstellungsart',
      apply: 'Bewerben',
      applyFor: 'Bewerben als {{title}}',
      empty: {
        title: 'Keine offenen Stellen',
        description:
          'Im Moment gibt es keine offenen Stellen. Schau bald wieder vorbei; neue Stellen erscheinen zuerst hier.',
      },
      error: {
        title: 'Die offenen Stellen konnten nicht geladen werden',
        description: 'Prüfe deine Verbindung und versuche es erneut.',
      },
      offline: {
        title: 'Offene Stellen können geladen werden, sobald du online bist',
        description:
          'Du bist gerade offline. Der Rest dieser Seite funktioniert ohne Verbindung; die Stellen und das Bewerbungsformular erscheinen, sobald du wieder online bist.',
      },
    },
    types: {
      'full-time': 'Vollzeit',
      'part-time': 'Teilzeit',
      contract: 'Befristet',
      internship: 'Praktikum',
    },
    form: {
      title: 'Deine Bewerbung',
      description:
        'Erzähl uns, wer du bist und warum die Stelle zu dir passt. Mit * markierte Felder sind Pflichtfelder.',
      position: 'Stelle',
      choosePosition: 'Wähle eine Stelle',
      messageHint: 'Ein paar Worte über dich und ein Link zu deinem Lebenslauf oder Portfolio.',
      submit: 'Bewerbung senden',
      appliedTitle: 'Bewerbung gesendet',
      applyAgain: 'Auf eine weitere Stelle bewerben',
    },
    messages: {
      applied: CUSTOMER_MESSAGES_DE.careers.applied,
      alreadyApplied: CUSTOMER_MESSAGES_DE.careers.alreadyApplied,
      positionNotFound: CUSTOMER_MESSAGES_DE.careers.positionNotFound,
    },
  },
};
