import type { Language } from '@store/shared/constants';

/**
 * What the store tells a customer about on every channel they chose (spec sections 1 and 4):
 * the kind names the event, its values fill the texts.
 */
export type NoticeValues = {
  'order.delivered': { keys: number };
  'order.under_review': Record<string, never>;
  'order.approved': Record<string, never>;
  'order.refunded': { amount: string };
  'gift.claimed': { title: string };
  'ticket.answered': { topic: string };
  'achievement.unlocked': { title: string };
  'referral.earned': { amount: string };
  'favorite.price_drop': { title: string; price: string };
  'favorite.back_in_stock': { title: string };
};
export type NoticeKind = keyof NoticeValues;

/** A push's title and line; the text message is the line alone, with the link. */
type NoticeTexts = {
  [K in NoticeKind]: (values: NoticeValues[K]) => { title: string; body: string };
};

type LanguageTexts = NoticeTexts & {
  /** The text message: the store's name, the line and the link. */
  sms: (body: string, url: string) => string;
  /** The short e-mail of a notice without a mail of its own. */
  mail: { button: string; note: string };
};

const TEXTS: Readonly<Record<Language, LanguageTexts>> = {
  en: {
    'order.delivered': ({ keys }) => ({
      title: keys === 1 ? 'Your key is ready' : 'Your keys are ready',
      body:
        keys === 1
          ? 'Your order is delivered: the key is waiting in your purchases.'
          : `Your order is delivered: ${keys} keys are waiting in your purchases.`,
    }),
    'order.under_review': () => ({
      title: 'Your order is being reviewed',
      body: 'We are checking your order for your security. We will tell you when it is approved.',
    }),
    'order.approved': () => ({
      title: 'Your order is approved',
      body: 'The review is complete and your keys are in your purchases.',
    }),
    'order.refunded': ({ amount }) => ({
      title: 'Your refund is done',
      body: `We refunded ${amount} to your card.`,
    }),
    'gift.claimed': ({ title }) => ({
      title: 'Your gift was claimed',
      body: `Your friend claimed ${title}.`,
    }),
    'ticket.answered': ({ topic }) => ({
      title: 'Support answered you',
      body: `A reply about “${topic}” is waiting for you.`,
    }),
    'achievement.unlocked': ({ title }) => ({
      title: 'Achievement unlocked',
      body: `You unlocked “${title}”.`,
    }),
    'referral.earned': ({ amount }) => ({
      title: 'You earned a referral reward',
      body: `A friend’s order earned you ${amount}.`,
    }),
    'favorite.price_drop': ({ title, price }) => ({
      title: 'Price drop on a favourite',
      body: `${title} is now ${price}.`,
    }),
    'favorite.back_in_stock': ({ title }) => ({
      title: 'Back in stock',
      body: `${title} is back in stock.`,
    }),
    sms: (body, url) => `BigKeys: ${body} ${url}`,
    mail: {
      button: 'Open BigKeys',
      note: 'You get this e-mail because e-mail notifications are on. You can turn them off in your settings.',
    },
  },
  de: {
    'order.delivered': ({ keys }) => ({
      title: keys === 1 ? 'Dein Key ist bereit' : 'Deine Keys sind bereit',
      body:
        keys === 1
          ? 'Deine Bestellung ist geliefert: Der Key wartet in deinen Käufen.'
          : `Deine Bestellung ist geliefert: ${keys} Keys warten in deinen Käufen.`,
    }),
    'order.under_review': () => ({
      title: 'Deine Bestellung wird geprüft',
      body: 'Wir prüfen deine Bestellung zu deiner Sicherheit und melden uns, sobald sie freigegeben ist.',
    }),
    'order.approved': () => ({
      title: 'Deine Bestellung ist freigegeben',
      body: 'Die Prüfung ist abgeschlossen, deine Keys sind in deinen Käufen.',
    }),
    'order.refunded': ({ amount }) => ({
      title: 'Deine Erstattung ist erfolgt',
      body: `Wir haben ${amount} auf deine Karte erstattet.`,
    }),
    'gift.claimed': ({ title }) => ({
      title: 'Dein Geschenk wurde eingelöst',
      body: `Dein Freund hat ${title} eingelöst.`,
    }),
    'ticket.answered': ({ topic }) => ({
      title: 'Der Support hat dir geantwortet',
      body: `Eine Antwort zu „${topic}“ wartet auf dich.`,
    }),
    'achievement.unlocked': ({ title }) => ({
      title: 'Erfolg freigeschaltet',
      body: `Du hast „${title}“ freigeschaltet.`,
    }),
    'referral.earned': ({ amount }) => ({
      title: 'Du hast eine Empfehlungsprämie verdient',
      body: `Die Bestellung eines Freundes hat dir ${amount} eingebracht.`,
    }),
    'favorite.price_drop': ({ title, price }) => ({
      title: 'Preissenkung bei einem Favoriten',
      body: `${title} kostet jetzt ${price}.`,
    }),
    'favorite.back_in_stock': ({ title }) => ({
      title: 'Wieder auf Lager',
      body: `${title} ist wieder auf Lager.`,
    }),
    sms: (body, url) => `BigKeys: ${body} ${url}`,
    mail: {
      button: 'BigKeys öffnen',
      note: 'Du bekommst diese E-Mail, weil E-Mail-Benachrichtigungen eingeschaltet sind. Du kannst sie in deinen Einstellungen ausschalten.',
    },
  },
  es: {
    'order.delivered': ({ keys }) => ({
      title: keys === 1 ? 'Tu clave está lista' : 'Tus claves están listas',
      body:
        keys === 1
          ? 'Tu pedido está entregado: la clave te espera en tus compras.'
          : `Tu pedido está entregado: ${keys} claves te esperan en tus compras.`,
    }),
    'order.under_review': () => ({
      title: 'Estamos revisando tu pedido',
      body: 'Revisamos tu pedido por tu seguridad. Te avisaremos cuando esté aprobado.',
    }),
    'order.approved': () => ({
      title: 'Tu pedido está aprobado',
      body: 'La revisión ha terminado y tus claves están en tus compras.',
    }),
    'order.refunded': ({ amount }) => ({
      title: 'Tu reembolso está hecho',
      body: `Hemos reembolsado ${amount} a tu tarjeta.`,
    }),
    'gift.claimed': ({ title }) => ({
      title: 'Han canjeado tu regalo',
      body: `Tu amigo ha canjeado ${title}.`,
    }),
    'ticket.answered': ({ topic }) => ({
      title: 'El soporte te ha respondido',
      body: `Te espera una respuesta sobre «${topic}».`,
    }),
    'achievement.unlocked': ({ title }) => ({
      title: 'Logro desbloqueado',
      body: `Has desbloqueado «${title}».`,
    }),
    'referral.earned': ({ amount }) => ({
      title: 'Has ganado una recompensa por recomendación',
      body: `El pedido de un amigo te ha hecho ganar ${amount}.`,
    }),
    'favorite.price_drop': ({ title, price }) => ({
      title: 'Bajada de precio en un favorito',
      body: `${title} cuesta ahora ${price}.`,
    }),
    'favorite.back_in_stock': ({ title }) => ({
      title: 'De nuevo en stock',
      body: `${title} vuelve a estar en stock.`,
    }),
    sms: (body, url) => `BigKeys: ${body} ${url}`,
    mail: {
      button: 'Abrir BigKeys',
      note: 'Recibes este correo porque tienes activadas las notificaciones por correo. Puedes desactivarlas en tus ajustes.',
    },
  },
  fr: {
    'order.delivered': ({ keys }) => ({
      title: keys === 1 ? 'Ta clé est prête' : 'Tes clés sont prêtes',
      body:
        keys === 1
          ? 'Ta commande est livrée : la clé t’attend dans tes achats.'
          : `Ta commande est livrée : ${keys} clés t’attendent dans tes achats.`,
    }),
    'order.under_review': () => ({
      title: 'Ta commande est en cours de vérification',
      body: 'Nous vérifions ta commande pour ta sécurité. Nous te préviendrons dès qu’elle sera approuvée.',
    }),
    'order.approved': () => ({
      title: 'Ta commande est approuvée',
      body: 'La vérification est terminée et tes clés sont dans tes achats.',
    }),
    'order.refunded': ({ amount }) => ({
      title: 'Ton remboursement est effectué',
      body: `Nous avons remboursé ${amount} sur ta carte.`,
    }),
    'gift.claimed': ({ title }) => ({
      title: 'Ton cadeau a été récupéré',
      body: `Ton ami a récupéré ${title}.`,
    }),
    'ticket.answered': ({ topic }) => ({
      title: 'Le support t’a répondu',
      body: `Une réponse au sujet de « ${topic} » t’attend.`,
    }),
    'achievement.unlocked': ({ title }) => ({
      title: 'Succès débloqué',
      body: `Tu as débloqué « ${title} ».`,
    }),
    'referral.earned': ({ amount }) => ({
      title: 'Tu as gagné une récompense de parrainage',
      body: `La commande d’un ami t’a rapporté ${amount}.`,
    }),
    'favorite.price_drop': ({ title, price }) => ({
      title: 'Baisse de prix sur un favori',
      body: `${title} coûte maintenant ${price}.`,
    }),
    'favorite.back_in_stock': ({ title }) => ({
      title: 'De nouveau en stock',
      body: `${title} est de nouveau en stock.`,
    }),
    sms: (body, url) => `BigKeys : ${body} ${url}`,
    mail: {
      button: 'Ouvrir BigKeys',
      note: 'Tu reçois cet e-mail parce que les notifications par e-mail sont activées. Tu peux les désactiver dans tes paramètres.',
    },
  },
  it: {
    'order.delivered': ({ keys }) => ({
      title: keys === 1 ? 'La tua chiave è pronta' : 'Le tue chiavi sono pronte',
      body:
        keys === 1
          ? 'Il tuo ordine è consegnato: la chiave ti aspetta nei tuoi acquisti.'
          : `Il tuo ordine è consegnato: ${keys} chiavi ti aspettano nei tuoi acquisti.`,
    }),
    'order.under_review': () => ({
      title: 'Stiamo verificando il tuo ordine',
      body: 'Verifichiamo il tuo ordine per la tua sicurezza. Ti avviseremo quando sarà approvato.',
    }),
    'order.approved': () => ({
      title: 'Il tuo ordine è approvato',
      body: 'La verifica è conclusa e le tue chiavi sono nei tuoi acquisti.',
    }),
    'order.refunded': ({ amount }) => ({
      title: 'Il tuo rimborso è stato effettuato',
      body: `Abbiamo rimborsato ${amount} sulla tua carta.`,
    }),
    'gift.claimed': ({ title }) => ({
      title: 'Il tuo regalo è stato riscattato',
      body: `Il tuo amico ha riscattato ${title}.`,
    }),
    'ticket.answered': ({ topic }) => ({
      title: 'L’assistenza ti ha risposto',
      body: `Ti aspetta una risposta su «${topic}».`,
    }),
    'achievement.unlocked': ({ title }) => ({
      title: 'Obiettivo sbloccato',
      body: `Hai sbloccato «${title}».`,
    }),
    'referral.earned': ({ amount }) => ({
      title: 'Hai guadagnato una ricompensa per un invito',
      body: `L’ordine di un amico ti ha fatto guadagnare ${amount}.`,
    }),
    'favorite.price_drop': ({ title, price }) => ({
      title: 'Prezzo ribassato su un preferito',
      body: `${title} ora costa ${price}.`,
    }),
    'favorite.back_in_stock': ({ title }) => ({
      title: 'Di nuovo disponibile',
      body: `${title} è di nuovo disponibile.`,
    }),
    sms: (body, url) => `BigKeys: ${body} ${url}`,
    mail: {
      button: 'Apri BigKeys',
      note: 'Ricevi questa e-mail perché le notifiche via e-mail sono attive. Puoi disattivarle nelle impostazioni.',
    },
  },
};

/** The push's title and line of a notice, in the customer's language. */
export function noticeTexts<K extends NoticeKind>(
  language: Language,
  kind: K,
  values: NoticeValues[K],
): { title: string; body: string } {
  const texts = TEXTS[language][kind] as (values: NoticeValues[K]) => {
    title: string;
    body: string;
  };
  return texts(values);
}

/** The text message of a notice: short, with the link to the page it is about. */
export function noticeSms(language: Language, body: string, url: string): string {
  return TEXTS[language].sms(body, url);
}

/** The words around a notice's short e-mail, in the customer's language. */
export function noticeMailTexts(language: Language): LanguageTexts['mail'] {
  return TEXTS[language].mail;
}
