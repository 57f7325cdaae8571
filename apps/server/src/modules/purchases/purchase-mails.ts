import type { Language } from '@store/shared/constants';
import { formatAmount } from '@store/shared/rules/localized-format';
import { greetingFor, noticeMail } from '../../adapters/mailer/notice-mail';
import type { MailContent } from '../../adapters/mailer/templates';

/** How long a refund takes to reach the card (spec section 9). */
export const REFUND_BUSINESS_DAYS = '5–10';

type PurchaseMailTexts = {
  viewOrders: string;
  /** Who sent a gift when the giver has no first name. */
  someone: string;
  refund: {
    subject: string;
    customer: (orderId: string, amount: string) => string;
    reviewRejected: (orderId: string, amount: string) => string;
    other: (orderId: string, amount: string) => string;
    arrival: (days: string) => string;
  };
  gift: {
    subject: (giver: string, title: string) => string;
    sent: (giver: string, title: string, platform: string) => string;
    howToClaim: string;
    claim: string;
    keepItSafe: string;
  };
  claimed: {
    subject: string;
    claimed: (title: string, platform: string, recipient: string) => string;
  };
};

const TEXTS: Readonly<Record<Language, PurchaseMailTexts>> = {
  en: {
    viewOrders: 'View my orders',
    someone: 'A friend',
    refund: {
      subject: 'Your refund is on its way',
      customer: (id, amount) =>
        `You cancelled order ${id}, and we have refunded ${amount} to the card you paid with. Its keys can no longer be revealed.`,
      reviewRejected: (id, amount) =>
        `We could not approve order ${id} after its security review, so we have refunded ${amount} to the card you paid with.`,
      other: (id, amount) =>
        `We have refunded ${amount} for order ${id} to the card you paid with.`,
      arrival: (days) =>
        `Refunds usually reach your account within ${days} business days, depending on your bank.`,
    },
    gift: {
      subject: (giver, title) => `${giver} sent you a gift: ${title}`,
      sent: (giver, title, platform) =>
        `${giver} sent you a key for ${title} (${platform}) from BigKeys.`,
      howToClaim:
        'Sign in or create a free BigKeys account, then open the link below to claim it. Once claimed, the key is yours to reveal and activate.',
      claim: 'Claim your gift',
      keepItSafe:
        'The link works once: whoever claims it first gets the key, so keep it to yourself. If you did not expect this e-mail, you can ignore it.',
    },
    claimed: {
      subject: 'Your gift was claimed',
      claimed: (title, platform, recipient) =>
        `The ${title} (${platform}) key you sent to ${recipient} has been claimed. Thank you for sharing the fun!`,
    },
  },
  de: {
    viewOrders: 'Meine Bestellungen ansehen',
    someone: 'Jemand',
    refund: {
      subject: 'Deine Erstattung ist unterwegs',
      customer: (id, amount) =>
        `Du hast die Bestellung ${id} storniert, und wir haben ${amount} auf die Karte erstattet, mit der du bezahlt hast. Ihre Keys können nicht mehr aufgedeckt werden.`,
      reviewRejected: (id, amount) =>
        `Wir konnten die Bestellung ${id} nach ihrer Sicherheitsprüfung nicht freigeben und haben dir deshalb ${amount} auf die Karte erstattet, mit der du bezahlt hast.`,
      other: (id, amount) =>
        `Wir haben dir ${amount} für die Bestellung ${id} auf die Karte erstattet, mit der du bezahlt hast.`,
      arrival: (days) =>
        `Erstattungen gehen je nach Bank in der Regel innerhalb von ${days} Werktagen auf deinem Konto ein.`,
    },
    gift: {
      subject: (giver, title) => `${giver} hat dir ein Geschenk geschickt: ${title}`,
      sent: (giver, title, platform) =>
        `${giver} hat dir einen Key für ${title} (${platform}) von BigKeys geschickt.`,
      howToClaim:
        'Melde dich an oder erstelle ein kostenloses BigKeys-Konto und öffne dann den Link unten, um das Geschenk einzulösen. Danach gehört der Key dir und du kannst ihn aufdecken und aktivieren.',
      claim: 'Geschenk einlösen',
      keepItSafe:
        'Der Link funktioniert nur einmal: Wer ihn zuerst einlöst, bekommt den Key. Behalte ihn also für dich. Wenn du diese E-Mail nicht erwartet hast, kannst du sie ignorieren.',
    },
    claimed: {
      subject: 'Dein Geschenk wurde eingelöst',
      claimed: (title, platform, recipient) =>
        `Der Key für ${title} (${platform}), den du an ${recipient} geschickt hast, wurde eingelöst. Danke, dass du den Spaß teilst!`,
    },
  },
  es: {
    viewOrders: 'Ver mis pedidos',
    someone: 'Alguien',
    refund: {
      subject: 'Tu reembolso está en camino',
      customer: (id, amount) =>
        `Has cancelado el pedido ${id} y te hemos reembolsado ${amount} en la tarjeta con la que pagaste. Sus claves ya no se pueden revelar.`,
      reviewRejected: (id, amount) =>
        `No hemos podido aprobar el pedido ${id} tras su revisión de seguridad, así que te hemos reembolsado ${amount} en la tarjeta con la que pagaste.`,
      other: (id, amount) =>
        `Te hemos reembolsado ${amount} del pedido ${id} en la tarjeta con la que pagaste.`,
      arrival: (days) =>
        `Los reembolsos suelen llegar a tu cuenta en ${days} días hábiles, según tu banco.`,
    },
    gift: {
      subject: (giver, title) => `${giver} te ha enviado un regalo: ${title}`,
      sent: (giver, title, platform) =>
        `${giver} te ha enviado una clave de ${title} (${platform}) desde BigKeys.`,
      howToClaim:
        'Inicia sesión o crea una cuenta gratuita de BigKeys y abre el enlace de abajo para canjear el regalo. Después, la clave es tuya para revelarla y activarla.',
      claim: 'Canjear tu regalo',
      keepItSafe:
        'El enlace funciona una sola vez: quien lo canjee primero se queda con la clave, así que no lo compartas. Si no esperabas este correo, puedes ignorarlo.',
    },
    claimed: {
      subject: 'Tu regalo ha sido canjeado',
      claimed: (title, platform, recipient) =>
        `La clave de ${title} (${platform}) que enviaste a ${recipient} ha sido canjeada. ¡Gracias por compartir la diversión!`,
    },
  },
  fr: {
    viewOrders: 'Voir mes commandes',
    someone: 'Quelqu’un',
    refund: {
      subject: 'Votre remboursement est en route',
      customer: (id, amount) =>
        `Vous avez annulé la commande ${id} et nous avons remboursé ${amount} sur la carte utilisée pour le paiement. Ses clés ne peuvent plus être révélées.`,
      reviewRejected: (id, amount) =>
        `Nous n'avons pas pu approuver la commande ${id} après sa vérification de sécurité\u00a0; nous avons donc remboursé ${amount} sur la carte utilisée pour le paiement.`,
      other: (id, amount) =>
        `Nous avons remboursé ${amount} pour la commande ${id} sur la carte utilisée pour le paiement.`,
      arrival: (days) =>
        `Les remboursements arrivent généralement sur votre compte sous ${days}\u00a0jours ouvrés, selon votre banque.`,
    },
    gift: {
      subject: (giver, title) => `${giver} vous a envoyé un cadeau\u00a0: ${title}`,
      sent: (giver, title, platform) =>
        `${giver} vous a envoyé une clé pour ${title} (${platform}) depuis BigKeys.`,
      howToClaim:
        "Connectez-vous ou créez un compte BigKeys gratuit, puis ouvrez le lien ci-dessous pour récupérer le cadeau. Ensuite, la clé est à vous\u00a0: vous pouvez la révéler et l'activer.",
      claim: 'Récupérer votre cadeau',
      keepItSafe:
        "Le lien ne fonctionne qu'une fois\u00a0: la première personne qui l'utilise obtient la clé, alors gardez-le pour vous. Si vous n'attendiez pas cet e-mail, vous pouvez l'ignorer.",
    },
    claimed: {
      subject: 'Votre cadeau a été récupéré',
      claimed: (title, platform, recipient) =>
        `La clé ${title} (${platform}) que vous avez envoyée à ${recipient} a été récupérée. Merci de partager le plaisir\u00a0!`,
    },
  },
  it: {
    viewOrders: 'Vedi i miei ordini',
    someone: 'Qualcuno',
    refund: {
      subject: 'Il tuo rimborso è in arrivo',
      customer: (id, amount) =>
        `Hai annullato l'ordine ${id} e abbiamo rimborsato ${amount} sulla carta con cui hai pagato. Le sue chiavi non possono più essere rivelate.`,
      reviewRejected: (id, amount) =>
        `Non abbiamo potuto approvare l'ordine ${id} dopo il controllo di sicurezza, quindi abbiamo rimborsato ${amount} sulla carta con cui hai pagato.`,
      other: (id, amount) =>
        `Abbiamo rimborsato ${amount} per l'ordine ${id} sulla carta con cui hai pagato.`,
      arrival: (days) =>
        `I rimborsi arrivano di solito sul tuo conto entro ${days} giorni lavorativi, a seconda della tua banca.`,
    },
    gift: {
      subject: (giver, title) => `${giver} ti ha inviato un regalo: ${title}`,
      sent: (giver, title, platform) =>
        `${giver} ti ha inviato una chiave per ${title} (${platform}) da BigKeys.`,
      howToClaim:
        'Accedi o crea un account BigKeys gratuito, poi apri il link qui sotto per riscattare il regalo. Dopo, la chiave è tua da rivelare e attivare.',
      claim: 'Riscatta il tuo regalo',
      keepItSafe:
        'Il link funziona una sola volta: chi lo riscatta per primo ottiene la chiave, quindi non condividerlo. Se non aspettavi questa e-mail, puoi ignorarla.',
    },
    claimed: {
      subject: 'Il tuo regalo è stato riscattato',
      claimed: (title, platform, recipient) =>
        `La chiave di ${title} (${platform}) che hai inviato a ${recipient} è stata riscattata. Grazie per aver condiviso il divertimento!`,
    },
  },
};

/** How a gift names its giver: the first name, or a neutral word in the reader's language. */
export function giverName(firstName: string | null, language: Language): string {
  const name = firstName?.trim();
  return name && name !== 'Unknown' ? name : TEXTS[language].someone;
}

/** The refund confirmation: how much goes back (written for the reader), and when it arrives. */
export function refundMail(input: {
  language: Language;
  firstName: string | null;
  orderId: string;
  amountMinor: number;
  currency: string;
  /** Why the order was refunded: 'customer' when they cancelled it. */
  reason: string;
  ordersUrl: string;
}): MailContent {
  const t = TEXTS[input.language].refund;
  const amount = formatAmount(input.language, input.amountMinor, input.currency);
  const why =
    input.reason === 'customer'
      ? t.customer(input.orderId, amount)
      : input.reason === 'review-rejected'
        ? t.reviewRejected(input.orderId, amount)
        : t.other(input.orderId, amount);
  return noticeMail(input.language, t.subject, {
    paragraphs: [
      greetingFor(input.language, input.firstName),
      why,
      t.arrival(REFUND_BUSINESS_DAYS),
    ],
    link: { href: input.ordersUrl, label: TEXTS[input.language].viewOrders },
  });
}

/**
 * The gift e-mail to a friend: who sends what, and the link that claims it. The friend's
 * language is unknown, so it is written in the giver's.
 */
export function giftMail(input: {
  language: Language;
  giverName: string;
  title: string;
  platformName: string;
  claimUrl: string;
}): MailContent {
  const t = TEXTS[input.language].gift;
  return noticeMail(input.language, t.subject(input.giverName, input.title), {
    paragraphs: [
      greetingFor(input.language, null),
      t.sent(input.giverName, input.title, input.platformName),
      t.howToClaim,
    ],
    link: { href: input.claimUrl, label: t.claim },
    footnote: t.keepItSafe,
  });
}

/** A note to the giver that their friend claimed the gift. */
export function giftClaimedMail(input: {
  language: Language;
  firstName: string | null;
  title: string;
  platformName: string;
  recipientEmail: string;
  ordersUrl: string;
}): MailContent {
  const t = TEXTS[input.language];
  return noticeMail(input.language, t.claimed.subject, {
    paragraphs: [
      greetingFor(input.language, input.firstName),
      t.claimed.claimed(input.title, input.platformName, input.recipientEmail),
    ],
    link: { href: input.ordersUrl, label: t.viewOrders },
  });
}
