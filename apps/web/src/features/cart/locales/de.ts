import type { CartTexts } from './en';

export const cartDe: CartTexts = {
  title: 'Warenkorb',
  intro: 'Prüfe deine Produkte und Mengen und geh dann weiter zur Zahlung.',
  itemCount_one: '{{count}} Artikel in deinem Warenkorb',
  itemCount_other: '{{count}} Artikel in deinem Warenkorb',
  linesLabel: 'Produkte in deinem Warenkorb',
  continueShopping: 'Weiter einkaufen',
  viewCart: 'Warenkorb ansehen',
  empty: {
    title: 'Dein Warenkorb ist leer',
    description: 'Finde dein nächstes Spiel, deine Geschenkkarte oder dein Abo im Katalog.',
    browse: 'Produkte entdecken',
  },
  line: {
    loading: 'Produkt wird geladen...',
    notFound: 'Fehler oder Produkt nicht gefunden',
    platformNotFound: 'Plattform nicht in den Produktdaten gefunden',
    unknownPlatform: 'Unbekannte Plattform',
    outOfStock: 'Nicht vorrätig',
    salePrice: 'Angebotspreis',
    originalPrice: 'Ursprünglicher Preis',
    each: 'je {{price}}',
    lineTotal: 'Summe für dieses Produkt',
    retry: 'Erneut versuchen',
    quantity: 'Menge von {{title}}',
    quantityUnknown: 'Menge dieses Produkts',
    decrease: 'Menge von {{title}} verringern',
    increase: 'Menge von {{title}} erhöhen',
    remove: '{{title}} aus dem Warenkorb entfernen',
    removeUnknown: 'Dieses Produkt aus dem Warenkorb entfernen',
    maxQuantity: 'Maximal {{max}} Produkte erlaubt',
  },
  summary: {
    title: 'Bestellübersicht',
    subtotal: 'Zwischensumme',
    discount: 'Rabatt',
    total: 'Gesamt',
    calculating: 'Gesamtbetrag wird berechnet…',
    vat: 'Preise inkl. MwSt.',
    unavailableNote:
      'Produkte, die nicht geladen werden konnten, sind nicht enthalten. Entferne sie, um zur Zahlung zu gehen.',
    outOfStockNote: 'Entferne die nicht vorrätigen Produkte, um zur Zahlung zu gehen.',
    bothNote:
      'Produkte, die nicht geladen werden konnten, sind nicht enthalten. Entferne sie und die nicht vorrätigen Produkte, um zur Zahlung zu gehen.',
  },
  checkout: {
    pay: 'Zur Zahlung',
    loginToPay: 'Zum Bezahlen anmelden',
    loginHint: 'Nach der Anmeldung kommst du direkt zurück zu deinem Warenkorb.',
    checkingAccount: 'Dein Konto wird geprüft…',
  },
};
