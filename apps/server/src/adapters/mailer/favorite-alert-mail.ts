import type { Language } from '@store/shared/constants';
import { escapeHtml } from './escape-html';
import { BRAND, renderLayout, STYLE, TABLE, type MailContent } from './templates';

/** One favourite entry a mail announces; prices already formatted in the reader's currency. */
export type FavoriteAlertLine = {
  /** Platform, and edition if any ("Steam · Deluxe Edition"). */
  label: string;
  price: string;
  /** The price announced before, for a price drop; null for a group back in stock. */
  previousPrice: string | null;
};

type AlertTexts = {
  subjectPriceDrop: (title: string) => string;
  subjectBackInStock: (title: string) => string;
  greeting: (firstName: string) => string;
  intro: (title: string) => string;
  priceDrop: (price: string, previous: string) => string;
  backInStock: (price: string) => string;
  button: string;
  asOf: (date: string) => string;
  why: string;
};

const TEXTS: Readonly<Record<Language, AlertTexts>> = {
  en: {
    subjectPriceDrop: (title) => `Price drop: ${title}`,
    subjectBackInStock: (title) => `Back in stock: ${title}`,
    greeting: (name) => (name ? `Hi ${name},` : 'Hi,'),
    intro: (title) => `Good news about ${title}, one of your favourites:`,
    priceDrop: (price, previous) => `now ${price} (was ${previous})`,
    backInStock: (price) => `back in stock at ${price}`,
    button: 'View product',
    asOf: (date) => `Prices as of ${date}; they may change.`,
    why: 'You get this e-mail because you asked for alerts on this favourite. You can turn them off under Favourites in your dashboard.',
  },
  de: {
    subjectPriceDrop: (title) => `Preissenkung: ${title}`,
    subjectBackInStock: (title) => `Wieder verfügbar: ${title}`,
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    intro: (title) => `Gute Nachrichten zu ${title}, einem deiner Favoriten:`,
    priceDrop: (price, previous) => `jetzt ${price} (vorher ${previous})`,
    backInStock: (price) => `wieder verfügbar für ${price}`,
    button: 'Produkt ansehen',
    asOf: (date) => `Preise vom ${date}; Änderungen vorbehalten.`,
    why: 'Du erhältst diese E-Mail, weil du für diesen Favoriten Benachrichtigungen aktiviert hast. Unter „Favoriten“ in deinem Dashboard kannst du sie ausschalten.',
  },
  es: {
    subjectPriceDrop: (title) => `Bajada de precio: ${title}`,
    subjectBackInStock: (title) => `De nuevo disponible: ${title}`,
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    intro: (title) => `Buenas noticias sobre ${title}, uno de tus favoritos:`,
    priceDrop: (price, previous) => `ahora ${price} (antes ${previous})`,
    backInStock: (price) => `de nuevo disponible por ${price}`,
    button: 'Ver producto',
    asOf: (date) => `Precios a ${date}; pueden cambiar.`,
    why: 'Recibes este correo porque activaste los avisos de este favorito. Puedes desactivarlos en Favoritos, dentro de tu panel.',
  },
  fr: {
    subjectPriceDrop: (title) => `Baisse de prix\u00a0: ${title}`,
    subjectBackInStock: (title) => `De nouveau en stock\u00a0: ${title}`,
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: (title) => `Bonne nouvelle pour ${title}, l'un de vos favoris\u00a0:`,
    priceDrop: (price, previous) => `maintenant ${price} (avant ${previous})`,
    backInStock: (price) => `de nouveau en stock à ${price}`,
    button: 'Voir le produit',
    asOf: (date) => `Prix au ${date}, susceptibles de changer.`,
    why: 'Vous recevez cet e-mail car vous avez activé les alertes pour ce favori. Vous pouvez les désactiver dans Favoris, depuis votre tableau de bord.',
  },
  it: {
    subjectPriceDrop: (title) => `Prezzo in calo: ${title}`,
    subjectBackInStock: (title) => `Di nuovo disponibile: ${title}`,
    greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
    intro: (title) => `Buone notizie su ${title}, uno dei tuoi preferiti:`,
    priceDrop: (price, previous) => `ora ${price} (prima ${previous})`,
    backInStock: (price) => `di nuovo disponibile a ${price}`,
    button: 'Vedi il prodotto',
    asOf: (date) => `Prezzi al ${date}; possono variare.`,
    why: 'Ricevi questa e-mail perché hai attivato gli avvisi per questo preferito. Puoi disattivarli in Preferiti, nella tua dashboard.',
  },
};

const lineText = (t: AlertTexts, line: FavoriteAlertLine): string =>
  `${line.label}: ${
    line.previousPrice !== null
      ? t.priceDrop(line.price, line.previousPrice)
      : t.backInStock(line.price)
  }`;

/**
 * The price-drop and back-in-stock mail for one product of a customer's favourites: one
 * line per saved entry that changed, and a link to the product page. Every value is escaped.
 */
export function favoriteAlertMail({
  language,
  firstName,
  title,
  lines,
  link,
  asOf,
}: {
  language: Language;
  firstName: string;
  title: string;
  lines: readonly FavoriteAlertLine[];
  link: string;
  /** The check's date, already formatted for the reader. */
  asOf: string;
}): MailContent {
  const t = TEXTS[language];
  const anyDrop = lines.some((line) => line.previousPrice !== null);
  const subject = anyDrop ? t.subjectPriceDrop(title) : t.subjectBackInStock(title);
  const greeting = t.greeting(firstName.trim());
  const texts = lines.map((line) => lineText(t, line));
  const text = [
    greeting,
    '',
    t.intro(title),
    '',
    ...texts.map((line) => `  - ${line}`),
    '',
    link,
    '',
    t.asOf(asOf),
    t.why,
    '',
    '-- ',
    'BigKeys',
    '',
  ].join('\n');
  const href = escapeHtml(link);
  const items = texts
    .map((line) => `<li style="margin:0 0 8px;">${escapeHtml(line)}</li>`)
    .join('\n');
  const body = `<p style="${STYLE.paragraph}">${escapeHtml(greeting)}</p>
<p style="${STYLE.paragraph}">${escapeHtml(t.intro(title))}</p>
<ul style="${STYLE.paragraph}padding-left:20px;">
${items}
</ul>
<table ${TABLE}><tr><td bgcolor="${BRAND}" style="background-color:${BRAND};border-radius:6px;">
<a href="${href}" style="${STYLE.button}">${escapeHtml(t.button)}</a>
</td></tr></table>
<p style="${STYLE.small}">${escapeHtml(t.asOf(asOf))}</p>
<p style="${STYLE.small}">${escapeHtml(t.why)}</p>`;
  return { subject, text, html: renderLayout(language, subject, texts.join(' · '), body) };
}
