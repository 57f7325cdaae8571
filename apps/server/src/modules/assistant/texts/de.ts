import type { AssistantTexts } from './types';

export const de: AssistantTexts = {
  locale: 'de-CH',
  greeting: {
    customer: (firstName) =>
      `Hallo${firstName ? ` ${firstName}` : ''}! Ich bin Biggie AI Assistant. Frag mich zu deinen Bestellungen, Keys und Rechnungen, zu einer Erstattung oder dazu, wie du ein Spiel aktivierst.`,
    guest:
      'Hallo! Ich bin Biggie AI Assistant. Frag mich, wie du einen Code einlöst, wo du deine Codes und Rechnungen findest oder was zu tun ist, wenn eine Aktivierung oder Identitätsprüfung nicht klappt.',
  },
  help: {
    intro: (title) => `Das sagt unsere Hilfe zu „${title}“:`,
    readMore: (url) => `Mehr dazu: ${url}`,
  },
  notSure:
    'Ich bin nicht sicher, ob ich deine Frage richtig verstanden habe, und möchte nicht raten. Unsere Hilfethemen erklären, wie du Codes einlöst, wo du deine Codes und Rechnungen findest und was zu tun ist, wenn eine Aktivierung oder Identitätsprüfung nicht klappt.',
  signIn: {
    orders:
      'Um deine Bestellungen, Keys, Rechnungen oder eine Erstattung nachzusehen, melde dich bitte zuerst an und frag mich dann hier noch einmal.',
    person:
      'Um eine Person aus unserem Support-Team zu erreichen, melde dich bitte an und schreib uns in diesem Chat. Dein Gespräch wird als Ticket gespeichert, und unser Team antwortet innerhalb von 2 Werktagen.',
  },
  handOff: {
    asked_for_person:
      'Gern. Ich habe dieses Gespräch an unser Support-Team weitergegeben: Eine Person antwortet dir hier innerhalb von 2 Werktagen. Du findest die Antwort auch unter Verlauf.',
    billing_dispute:
      'Fragen zu einer Abbuchung bearbeitet eine Person aus unserem Support-Team. Ich habe dein Gespräch weitergegeben: Du bekommst hier innerhalb von 2 Werktagen eine Antwort.',
    identity:
      'Identitätsprüfungen bearbeitet eine Person aus unserem Support-Team. Ich habe dein Gespräch weitergegeben: Du bekommst hier innerhalb von 2 Werktagen eine Antwort.',
    low_confidence:
      'Ich bin nicht sicher, ob ich das richtig beantworten kann, deshalb habe ich deine Frage an unser Support-Team weitergegeben: Eine Person antwortet dir hier innerhalb von 2 Werktagen.',
  },
  orders: {
    title: (orderId) => `Bestellung ${orderId}`,
    intro: 'Das sind deine letzten Bestellungen:',
    none: 'In deinem Konto sehe ich noch keine Bestellungen.',
    notFound: (orderId) => `Eine Bestellung ${orderId} finde ich in deinem Konto nicht.`,
    line: ({ id, date, status, items, total }) =>
      `• Bestellung ${id} vom ${date}: ${items}, Summe ${total}. ${status}`,
    status: {
      pending: 'Sie wartet auf die Zahlung.',
      paid: 'Sie ist bezahlt, und ihre Keys werden geliefert (meist sofort, spätestens innerhalb von 24 Stunden).',
      under_review:
        'Sie wird geprüft: Manche Käufe prüfen wir vor der Lieferung, meist innerhalb von 24 Stunden, und schicken dir eine E-Mail, sobald sie freigegeben ist.',
      delivered: 'Sie ist geliefert: Ihre Keys findest du in deinen Käufen.',
      expired: 'Sie ist abgelaufen, weil sie nicht rechtzeitig bezahlt wurde.',
      failed: 'Ihre Zahlung ist fehlgeschlagen, es wurde also nichts dafür abgebucht.',
      refunded: 'Sie wurde erstattet.',
      cancelled: 'Sie wurde vor der Zahlung storniert.',
    },
    open: (url) => `In deinen Käufen öffnen: ${url}`,
  },
  invoice: {
    ready: (number, orderId) => `Die Rechnung ${number} gehört zur Bestellung ${orderId}.`,
    notYet: (orderId) =>
      `Zur Bestellung ${orderId} gibt es noch keine Rechnung: Sie wird erstellt, sobald die Bestellung geliefert ist.`,
    where: (url) =>
      `Deine Rechnungen kannst du unter Käufe › Rechnungen als PDF herunterladen: ${url}`,
  },
  refund: {
    eligible: (orderId, until) =>
      `Die Bestellung ${orderId} kannst du noch bis ${until} gegen volle Erstattung stornieren. Nutze dazu „Stornieren und erstatten“ bei der Bestellung in deinen Käufen; das Geld ist innerhalb von 5–10 Werktagen zurück auf deinem Zahlungsmittel.`,
    refused: {
      status: (orderId) =>
        `Die Bestellung ${orderId} kann in ihrem aktuellen Zustand nicht erstattet werden.`,
      revealed: (orderId) =>
        `Die Bestellung ${orderId} kann nicht erstattet werden, weil einer ihrer Keys aufgedeckt wurde.`,
      gifted: (orderId) =>
        `Die Bestellung ${orderId} kann nicht erstattet werden, weil einer ihrer Keys verschenkt wurde.`,
      window: (orderId) =>
        `Die 7-tägige Erstattungsfrist der Bestellung ${orderId} ist abgelaufen.`,
    },
  },
  activation: {
    intro: (platform) => `So aktivierst du einen Key auf ${platform}:`,
  },
  keyValue:
    'Keys zeige oder schicke ich im Chat nie: Zu deiner Sicherheit wird ein Key nur in deinen Käufen angezeigt. Öffne Dashboard › Käufe, wähle die Bestellung und tippe auf „Key aufdecken“. Bitte beachte: Das Aufdecken lässt sich nicht rückgängig machen und beendet dein Recht auf eine sofortige Erstattung.',
  discount:
    'Rabatt- oder Gutscheincodes kann ich nicht herausgeben: Der Support hat keine zu vergeben. Günstiger wird es mit deiner Treuestufe: Ab Stufe 2 bekommst du an der Kasse automatisch 3 % Rabatt, auf den Stufen 3 bis 5 dann 5 %, 7 % und 10 %.',
  instructions:
    'Wie ich eingerichtet bin, kann ich nicht verraten, aber ich helfe dir gern bei deinen Bestellungen, Keys und Rechnungen oder mit allem aus unseren Hilfethemen.',
  guard: {
    keyHidden: '[Key ausgeblendet]',
    refundUnconfirmed:
      'Eine Erstattung kann ich dir nicht zusagen. Ob eine Bestellung erstattet werden kann, hängt von ihren Keys und der 7-Tage-Frist ab; du siehst es bei der Bestellung in deinen Käufen, und ich prüfe es gern für dich, wenn du mir sagst, um welche Bestellung es geht.',
  },
};
