import type { Language } from '@store/shared/constants';
import { LOYALTY_LEVELS, type LoyaltyLevel } from '@store/shared/rules/loyalty';

/** The words of an invoice PDF in one language; amounts and dates are formatted apart. */
export type InvoiceTexts = {
  title: (number: string) => string;
  issueDate: (date: string) => string;
  order: (orderId: string) => string;
  payment: (paymentId: string) => string;
  billTo: string;
  item: string;
  platform: string;
  quantity: string;
  unitPrice: string;
  lineTotal: string;
  subtotal: string;
  discounts: string;
  levelDiscount: string;
  /** The level discount with its level: "Level discount (Loot Hunter, 3 %)". */
  levelDiscountOf: (level: string, percent: number) => string;
  net: string;
  vat: (rate: string) => string;
  total: string;
  currency: (code: string) => string;
  pricesIncludeVat: string;
  thanks: (seller: string) => string;
};

export const INVOICE_TEXTS: Readonly<Record<Language, InvoiceTexts>> = {
  en: {
    title: (number) => `Invoice ${number}`,
    issueDate: (date) => `Issue date: ${date}`,
    order: (id) => `Order: ${id}`,
    payment: (id) => `Payment: ${id}`,
    billTo: 'Bill to',
    item: 'Item',
    platform: 'Platform',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    lineTotal: 'Total',
    subtotal: 'Subtotal',
    discounts: 'Discounts',
    levelDiscount: 'Level discount',
    levelDiscountOf: (level, percent) => `Level discount (${level}, ${percent} %)`,
    net: 'Net amount',
    vat: (rate) => `VAT ${rate}`,
    total: 'Total',
    currency: (code) => `Currency: ${code}`,
    pricesIncludeVat: 'Prices include VAT.',
    thanks: (seller) => `Thank you for shopping at ${seller}.`,
  },
  de: {
    title: (number) => `Rechnung ${number}`,
    issueDate: (date) => `Rechnungsdatum: ${date}`,
    order: (id) => `Bestellung: ${id}`,
    payment: (id) => `Zahlung: ${id}`,
    billTo: 'Rechnung an',
    item: 'Artikel',
    platform: 'Plattform',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    lineTotal: 'Betrag',
    subtotal: 'Zwischensumme',
    discounts: 'Rabatte',
    levelDiscount: 'Stufenrabatt',
    levelDiscountOf: (level, percent) => `Stufenrabatt (${level}, ${percent} %)`,
    net: 'Nettobetrag',
    vat: (rate) => `MwSt. ${rate}`,
    total: 'Gesamtbetrag',
    currency: (code) => `Währung: ${code}`,
    pricesIncludeVat: 'Alle Preise inkl. MwSt.',
    thanks: (seller) => `Vielen Dank für deinen Einkauf bei ${seller}.`,
  },
  es: {
    title: (number) => `Factura ${number}`,
    issueDate: (date) => `Fecha de emisión: ${date}`,
    order: (id) => `Pedido: ${id}`,
    payment: (id) => `Pago: ${id}`,
    billTo: 'Facturar a',
    item: 'Artículo',
    platform: 'Plataforma',
    quantity: 'Cant.',
    unitPrice: 'Precio unitario',
    lineTotal: 'Importe',
    subtotal: 'Subtotal',
    discounts: 'Descuentos',
    levelDiscount: 'Descuento de nivel',
    levelDiscountOf: (level, percent) => `Descuento de nivel (${level}, ${percent} %)`,
    net: 'Base imponible',
    vat: (rate) => `IVA ${rate}`,
    total: 'Total',
    currency: (code) => `Moneda: ${code}`,
    pricesIncludeVat: 'Los precios incluyen el IVA.',
    thanks: (seller) => `Gracias por comprar en ${seller}.`,
  },
  fr: {
    title: (number) => `Facture ${number}`,
    issueDate: (date) => `Date d’émission\u00a0: ${date}`,
    order: (id) => `Commande\u00a0: ${id}`,
    payment: (id) => `Paiement\u00a0: ${id}`,
    billTo: 'Facturé à',
    item: 'Article',
    platform: 'Plateforme',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire',
    lineTotal: 'Montant',
    subtotal: 'Sous-total',
    discounts: 'Remises',
    levelDiscount: 'Remise de niveau',
    levelDiscountOf: (level, percent) => `Remise de niveau (${level}, ${percent}\u00a0%)`,
    net: 'Montant HT',
    vat: (rate) => `TVA ${rate}`,
    total: 'Total TTC',
    currency: (code) => `Devise\u00a0: ${code}`,
    pricesIncludeVat: 'Les prix incluent la TVA.',
    thanks: (seller) => `Merci pour votre achat chez ${seller}.`,
  },
  it: {
    title: (number) => `Fattura ${number}`,
    issueDate: (date) => `Data di emissione: ${date}`,
    order: (id) => `Ordine: ${id}`,
    payment: (id) => `Pagamento: ${id}`,
    billTo: 'Intestata a',
    item: 'Articolo',
    platform: 'Piattaforma',
    quantity: 'Qtà',
    unitPrice: 'Prezzo unitario',
    lineTotal: 'Importo',
    subtotal: 'Subtotale',
    discounts: 'Sconti',
    levelDiscount: 'Sconto livello',
    levelDiscountOf: (level, percent) => `Sconto livello (${level}, ${percent} %)`,
    net: 'Imponibile',
    vat: (rate) => `IVA ${rate}`,
    total: 'Totale',
    currency: (code) => `Valuta: ${code}`,
    pricesIncludeVat: 'I prezzi includono l’IVA.',
    thanks: (seller) => `Grazie per aver acquistato su ${seller}.`,
  },
};

/**
 * The level discount's label: "Level discount (Loot Hunter, 3 %)". The level keeps its name in
 * every language, as the store's loyalty pages show it.
 */
export function levelDiscountLabel(texts: InvoiceTexts, level: LoyaltyLevel | undefined): string {
  const entry = LOYALTY_LEVELS.find((l) => l.level === level);
  return entry ? texts.levelDiscountOf(entry.name, entry.discountPercent) : texts.levelDiscount;
}
