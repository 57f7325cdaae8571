import type { Language } from '@store/shared/constants';
import { formatAmount } from '@store/shared/rules/localized-format';
import { greetingFor, noticeMail } from '../../adapters/mailer/notice-mail';
import type { MailContent } from '../../adapters/mailer/templates';

type OrderMailTexts = {
  viewKeys: string;
  viewOrders: string;
  receipt: {
    subject: (invoiceNumber: string) => string;
    ready: (keys: number) => string;
    invoice: (invoiceNumber: string, total: string) => string;
    cancel: string;
  };
  approval: { subject: string; approved: string; receiptFollows: string };
  review: { subject: string; reviewing: string; nothingToDo: string };
};

const TEXTS: Readonly<Record<Language, OrderMailTexts>> = {
  en: {
    viewKeys: 'View my keys',
    viewOrders: 'View my orders',
    receipt: {
      subject: (number) => `Your BigKeys receipt ${number}`,
      ready: (keys) =>
        keys === 1
          ? 'Thank you for your order. Your key is ready in your purchases, hidden until you reveal it.'
          : `Thank you for your order. Your ${keys} keys are ready in your purchases, hidden until you reveal them.`,
      invoice: (number, total) =>
        `Invoice ${number} for ${total} (VAT included) is attached to this e-mail.`,
      cancel:
        'You can cancel the order for a full refund within 7 days, as long as no key has been revealed or sent as a gift.',
    },
    approval: {
      subject: 'Your BigKeys order is approved',
      approved:
        'Good news: the security review of your order is complete and your keys are now in your purchases.',
      receiptFollows: 'Your receipt with the invoice follows in a separate e-mail.',
    },
    review: {
      subject: 'Your BigKeys order is being reviewed',
      reviewing:
        'Thank you for your order. For your security it is being reviewed before we send the keys; this usually takes less than 24 hours.',
      nothingToDo: 'We will e-mail you as soon as it is approved. You do not need to do anything.',
    },
  },
  de: {
    viewKeys: 'Meine Keys ansehen',
    viewOrders: 'Meine Bestellungen ansehen',
    receipt: {
      subject: (number) => `Dein BigKeys-Kaufbeleg ${number}`,
      ready: (keys) =>
        keys === 1
          ? 'Vielen Dank für deine Bestellung. Dein Key liegt in deinen Käufen bereit und bleibt verborgen, bis du ihn aufdeckst.'
          : `Vielen Dank für deine Bestellung. Deine ${keys} Keys liegen in deinen Käufen bereit und bleiben verborgen, bis du sie aufdeckst.`,
      invoice: (number, total) =>
        `Die Rechnung ${number} über ${total} (inkl. MwSt.) ist dieser E-Mail angehängt.`,
      cancel:
        'Du kannst die Bestellung innerhalb von 7 Tagen gegen volle Erstattung stornieren, solange kein Key aufgedeckt oder verschenkt wurde.',
    },
    approval: {
      subject: 'Deine BigKeys-Bestellung wurde freigegeben',
      approved:
        'Gute Nachrichten: Die Sicherheitsprüfung deiner Bestellung ist abgeschlossen und deine Keys liegen jetzt in deinen Käufen.',
      receiptFollows: 'Dein Kaufbeleg mit der Rechnung folgt in einer eigenen E-Mail.',
    },
    review: {
      subject: 'Deine BigKeys-Bestellung wird geprüft',
      reviewing:
        'Vielen Dank für deine Bestellung. Zu deiner Sicherheit prüfen wir sie, bevor wir die Keys senden; das dauert meist weniger als 24 Stunden.',
      nothingToDo:
        'Sobald sie freigegeben ist, schreiben wir dir eine E-Mail. Du musst nichts weiter tun.',
    },
  },
  es: {
    viewKeys: 'Ver mis claves',
    viewOrders: 'Ver mis pedidos',
    receipt: {
      subject: (number) => `Tu recibo de BigKeys ${number}`,
      ready: (keys) =>
        keys === 1
          ? 'Gracias por tu pedido. Tu clave está lista en tus compras, oculta hasta que la reveles.'
          : `Gracias por tu pedido. Tus ${keys} claves están listas en tus compras, ocultas hasta que las reveles.`,
      invoice: (number, total) =>
        `La factura ${number} por ${total} (IVA incluido) va adjunta a este correo.`,
      cancel:
        'Puedes cancelar el pedido con reembolso completo en un plazo de 7 días, siempre que no se haya revelado ni regalado ninguna clave.',
    },
    approval: {
      subject: 'Tu pedido de BigKeys ha sido aprobado',
      approved:
        'Buenas noticias: la revisión de seguridad de tu pedido ha terminado y tus claves ya están en tus compras.',
      receiptFollows: 'Tu recibo con la factura llegará en otro correo.',
    },
    review: {
      subject: 'Estamos revisando tu pedido de BigKeys',
      reviewing:
        'Gracias por tu pedido. Por tu seguridad, lo revisamos antes de enviarte las claves; suele tardar menos de 24 horas.',
      nothingToDo: 'Te escribiremos en cuanto se apruebe. No tienes que hacer nada.',
    },
  },
  fr: {
    viewKeys: 'Voir mes clés',
    viewOrders: 'Voir mes commandes',
    receipt: {
      subject: (number) => `Votre reçu BigKeys ${number}`,
      ready: (keys) =>
        keys === 1
          ? "Merci pour votre commande. Votre clé vous attend dans vos achats, masquée jusqu'à ce que vous la révéliez."
          : `Merci pour votre commande. Vos ${keys}\u00a0clés vous attendent dans vos achats, masquées jusqu'à ce que vous les révéliez.`,
      invoice: (number, total) =>
        `La facture ${number} d'un montant de ${total} (TVA incluse) est jointe à cet e-mail.`,
      cancel:
        "Vous pouvez annuler la commande et être remboursé intégralement sous 7\u00a0jours, tant qu'aucune clé n'a été révélée ni offerte.",
    },
    approval: {
      subject: 'Votre commande BigKeys est approuvée',
      approved:
        'Bonne nouvelle\u00a0: la vérification de sécurité de votre commande est terminée et vos clés sont désormais dans vos achats.',
      receiptFollows: 'Votre reçu et sa facture suivent dans un e-mail séparé.',
    },
    review: {
      subject: 'Votre commande BigKeys est en cours de vérification',
      reviewing:
        "Merci pour votre commande. Pour votre sécurité, nous la vérifions avant d'envoyer les clés\u00a0; cela prend généralement moins de 24\u00a0heures.",
      nothingToDo: "Nous vous écrirons dès qu'elle sera approuvée. Vous n'avez rien à faire.",
    },
  },
  it: {
    viewKeys: 'Vedi le mie chiavi',
    viewOrders: 'Vedi i miei ordini',
    receipt: {
      subject: (number) => `La tua ricevuta BigKeys ${number}`,
      ready: (keys) =>
        keys === 1
          ? 'Grazie per il tuo ordine. La tua chiave è pronta nei tuoi acquisti, nascosta finché non la riveli.'
          : `Grazie per il tuo ordine. Le tue ${keys} chiavi sono pronte nei tuoi acquisti, nascoste finché non le riveli.`,
      invoice: (number, total) =>
        `La fattura ${number} di ${total} (IVA inclusa) è allegata a questa e-mail.`,
      cancel:
        "Puoi annullare l'ordine con rimborso completo entro 7 giorni, purché nessuna chiave sia stata rivelata o regalata.",
    },
    approval: {
      subject: 'Il tuo ordine BigKeys è stato approvato',
      approved:
        'Buone notizie: il controllo di sicurezza del tuo ordine è concluso e le tue chiavi sono ora nei tuoi acquisti.',
      receiptFollows: "La ricevuta con la fattura arriverà in un'e-mail separata.",
    },
    review: {
      subject: 'Il tuo ordine BigKeys è in verifica',
      reviewing:
        'Grazie per il tuo ordine. Per la tua sicurezza lo verifichiamo prima di inviare le chiavi; di solito ci vogliono meno di 24 ore.',
      nothingToDo: 'Ti scriveremo appena sarà approvato. Non devi fare nulla.',
    },
  },
};

/** The receipt: the keys are ready, the invoice is attached; the total written for the reader. */
export function receiptMail(input: {
  language: Language;
  firstName: string | null;
  invoiceNumber: string;
  totalMinor: number;
  currency: string;
  keys: number;
  purchasesUrl: string;
}): MailContent {
  const t = TEXTS[input.language];
  const total = formatAmount(input.language, input.totalMinor, input.currency);
  return noticeMail(input.language, t.receipt.subject(input.invoiceNumber), {
    paragraphs: [
      greetingFor(input.language, input.firstName),
      t.receipt.ready(input.keys),
      t.receipt.invoice(input.invoiceNumber, total),
      t.receipt.cancel,
    ],
    link: { href: input.purchasesUrl, label: t.viewKeys },
  });
}

/** The order passed its review and is delivered. */
export function approvalMail(input: {
  language: Language;
  firstName: string | null;
  purchasesUrl: string;
}): MailContent {
  const t = TEXTS[input.language];
  return noticeMail(input.language, t.approval.subject, {
    paragraphs: [
      greetingFor(input.language, input.firstName),
      t.approval.approved,
      t.approval.receiptFollows,
    ],
    link: { href: input.purchasesUrl, label: t.viewKeys },
  });
}

/** The order is held for a security review before its keys are sent. */
export function reviewMail(input: {
  language: Language;
  firstName: string | null;
  purchasesUrl: string;
}): MailContent {
  const t = TEXTS[input.language];
  return noticeMail(input.language, t.review.subject, {
    paragraphs: [
      greetingFor(input.language, input.firstName),
      t.review.reviewing,
      t.review.nothingToDo,
    ],
    link: { href: input.purchasesUrl, label: t.viewOrders },
  });
}
