import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import type { Language } from '@store/shared/constants';
import type { LoyaltyLevel } from '@store/shared/rules/loyalty';
import { formatAmount, formatDate, LANGUAGE_LOCALES } from '@store/shared/rules/localized-format';
import type { InvoiceDetail } from '@store/shared/schemas/purchases';
import { INVOICE_TEXTS, levelDiscountLabel, type InvoiceTexts } from './invoice-texts';

/**
 * An invoice as its PDF prints it: the detail, and the loyalty level the order was priced at
 * (from the order), which names the level discount's line.
 */
export type InvoiceDocument = InvoiceDetail & { loyaltyLevel?: LoyaltyLevel };

/** Who issues the invoice, printed in its header. */
export type InvoiceSeller = {
  name: string;
  addressLines: readonly string[];
  email: string;
};

export const DEFAULT_SELLER: InvoiceSeller = {
  name: 'BigKeys',
  addressLines: ['Bahnhofstrasse 10', '8001 Zürich', 'Switzerland'],
  email: 'support@bigkeys.local',
};

// DejaVu covers the accents of all five languages and currency signs ("Zoë Müller", "Zürich",
// "Date d’émission", "₺"), which the PDF standard fonts do not all; the files travel with
// node_modules, so no system font is needed.
const resolveModule = createRequire(import.meta.url).resolve;
const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;
/** Names the fonts are registered under in each document. */
const FONT_REGULAR = 'regular';
const FONT_BOLD = 'bold';

let parsedFonts: Record<keyof typeof FONT_FILES, fontkit.Font> | undefined;

// Parsing the two DejaVu files took about two thirds of an invoice's CPU time, so they are
// parsed once per thread and every document embeds its subset from the same parsed fonts.
function loadFonts(): Record<keyof typeof FONT_FILES, fontkit.Font> {
  const parse = (file: string): fontkit.Font => {
    const font = fontkit.create(readFileSync(resolveModule(file)));
    if (!('layout' in font)) throw new Error(`${file} is a font collection`);
    return font;
  };
  parsedFonts ??= { regular: parse(FONT_FILES.regular), bold: parse(FONT_FILES.bold) };
  return parsedFonts;
}

/** A VAT rate in basis points as the language writes a percentage: 810 → "8.1%", "8,1 %". */
function formatVatRate(language: Language, rateBp: number): string {
  return new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(rateBp / 10_000);
}

/** The words, amounts and dates of one invoice, in its reader's language. */
type Wording = {
  t: InvoiceTexts;
  amount: (minor: number) => string;
  language: Language;
};

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const MUTED = '#555555';
// Table columns: x offset from the left margin and width; amounts are right-aligned. Wide
// enough for the longest heading of the five languages ("Prezzo unitario") and an amount of
// five figures with its currency ("-12.345,67 CHF").
const COLUMNS = {
  title: { x: 0, width: 170 },
  platform: { x: 175, width: 90 },
  quantity: { x: 270, width: 40 },
  unitPrice: { x: 315, width: 85 },
  total: { x: 405, width: CONTENT_WIDTH - 405 },
} as const;
// The totals: labels from further left ("Descuento de nivel (Legendary Vault Guardian, 10 %)"),
// amounts right-aligned in the last 105 points (the total in 11-point bold).
const TOTALS_LABEL_X = 120;
const TOTALS_VALUE_WIDTH = 105;
const ROW_HEIGHT = 18;

type Doc = PDFKit.PDFDocument;

function cell(
  doc: Doc,
  text: string,
  column: keyof typeof COLUMNS,
  y: number,
  align: 'left' | 'right' = 'left',
): void {
  const { x, width } = COLUMNS[column];
  // One line per cell: a long title ends in an ellipsis rather than running into the next row.
  doc.text(text, PAGE.margin + x, y, { width, height: ROW_HEIGHT - 6, align, ellipsis: true });
}

function header(doc: Doc, detail: InvoiceDetail, seller: InvoiceSeller, w: Wording): void {
  const top = PAGE.margin;
  doc.font(FONT_BOLD).fontSize(20).fillColor('#000000').text(seller.name, PAGE.margin, top);
  doc.font(FONT_REGULAR).fontSize(9).fillColor(MUTED);
  for (const line of [...seller.addressLines, seller.email]) doc.text(line);

  const right = { width: 250, align: 'right' as const };
  const x = PAGE.width - PAGE.margin - right.width;
  doc
    .font(FONT_BOLD)
    .fontSize(16)
    .fillColor('#000000')
    .text(w.t.title(detail.number), x, top, right);
  doc.font(FONT_REGULAR).fontSize(9).fillColor(MUTED);
  const issued = formatDate(w.language, new Date(detail.issuedAt));
  doc.text(w.t.issueDate(issued), x, undefined, right);
  doc.text(w.t.order(detail.orderId), x, undefined, right);
  doc.text(w.t.payment(detail.paymentId), x, undefined, right);
}

function buyerBlock(doc: Doc, buyer: InvoiceDetail['buyer'], top: number, t: InvoiceTexts): void {
  doc.font(FONT_BOLD).fontSize(10).fillColor('#000000').text(t.billTo, PAGE.margin, top);
  doc.font(FONT_REGULAR).fontSize(10);
  const cityLine = [buyer.zip, buyer.city].filter(Boolean).join(' ');
  for (const line of [buyer.name, buyer.address, cityLine, buyer.country, buyer.email]) {
    if (line) doc.text(line, { width: CONTENT_WIDTH / 2 });
  }
}

function tableHeader(doc: Doc, y: number, t: InvoiceTexts): number {
  doc.font(FONT_BOLD).fontSize(9).fillColor('#000000');
  cell(doc, t.item, 'title', y);
  cell(doc, t.platform, 'platform', y);
  cell(doc, t.quantity, 'quantity', y, 'right');
  cell(doc, t.unitPrice, 'unitPrice', y, 'right');
  cell(doc, t.lineTotal, 'total', y, 'right');
  const rule = y + ROW_HEIGHT - 5;
  doc
    .moveTo(PAGE.margin, rule)
    .lineTo(PAGE.width - PAGE.margin, rule)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  return y + ROW_HEIGHT;
}

function linesTable(doc: Doc, detail: InvoiceDetail, top: number, w: Wording): number {
  let y = tableHeader(doc, top, w.t);
  for (const line of detail.lines) {
    // A long order continues on the next page, under the column titles again.
    if (y > PAGE.height - PAGE.margin - 160) {
      doc.addPage();
      y = tableHeader(doc, PAGE.margin, w.t);
    }
    doc.font(FONT_REGULAR).fontSize(9).fillColor('#000000');
    cell(doc, line.title, 'title', y);
    cell(doc, line.platformName, 'platform', y);
    cell(doc, String(line.quantity), 'quantity', y, 'right');
    cell(doc, w.amount(line.unitPrice), 'unitPrice', y, 'right');
    cell(doc, w.amount(line.total), 'total', y, 'right');
    y += ROW_HEIGHT;
  }
  return y;
}

function totals(doc: Doc, detail: InvoiceDocument, top: number, w: Wording): number {
  const { t, amount } = w;
  const rows: [string, string, boolean][] = [
    [t.subtotal, amount(detail.subtotal), false],
    [t.discounts, amount(-detail.discount), false],
    // The level discount is its own line, so the customer sees what their level saved them.
    ...(detail.loyaltyDiscount > 0
      ? [
          [levelDiscountLabel(t, detail.loyaltyLevel), amount(-detail.loyaltyDiscount), false] as [
            string,
            string,
            boolean,
          ],
        ]
      : []),
    [t.net, amount(detail.net), false],
    [t.vat(formatVatRate(w.language, detail.vatRateBp)), amount(detail.vat), false],
    [t.total, amount(detail.total), true],
  ];
  const labelX = PAGE.margin + TOTALS_LABEL_X;
  const valueWidth = TOTALS_VALUE_WIDTH;
  const valueX = PAGE.width - PAGE.margin - valueWidth;
  let y = top + 8;
  for (const [label, value, strong] of rows) {
    doc
      .font(strong ? FONT_BOLD : FONT_REGULAR)
      .fontSize(strong ? 11 : 9)
      .fillColor('#000000');
    doc.text(label, labelX, y, { width: valueX - labelX, lineBreak: false });
    doc.text(value, valueX, y, { width: valueWidth, align: 'right', lineBreak: false });
    y += strong ? ROW_HEIGHT + 2 : ROW_HEIGHT;
  }
  doc.font(FONT_REGULAR).fontSize(9).fillColor(MUTED);
  doc.text(t.currency(detail.currency), labelX, y, { lineBreak: false });
  return y + ROW_HEIGHT;
}

/**
 * The invoice as an A4 PDF in the customer's language: seller, number and issue date, buyer,
 * one row per line, the totals (sale discounts and the level discount on lines of their own)
 * with VAT at the buyer's rate, amounts and dates as the language writes them. The same
 * detail and language always give the same bytes (the creation date is the issue date and
 * nothing random is embedded).
 */
export async function renderInvoicePdf(
  detail: InvoiceDocument,
  language: Language,
  seller: InvoiceSeller = DEFAULT_SELLER,
): Promise<Buffer> {
  const issuedAt = new Date(detail.issuedAt);
  const t = INVOICE_TEXTS[language];
  const w: Wording = {
    t,
    language,
    amount: (minor) => formatAmount(language, minor, detail.currency),
  };
  const fonts = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    // pdfkit (0.20) takes a parsed fontkit font wherever a font file goes; its types do
    // not list that yet.
    font: fonts.regular as unknown as string,
    info: {
      Title: t.title(detail.number),
      Author: seller.name,
      Creator: seller.name,
      Producer: seller.name,
      CreationDate: issuedAt,
    },
    lang: language,
  });
  doc.registerFont(FONT_REGULAR, fonts.regular as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont(FONT_BOLD, fonts.bold as unknown as PDFKit.Mixins.PDFFontSource);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  header(doc, detail, seller, w);
  buyerBlock(doc, detail.buyer, PAGE.margin + 90, t);
  const tableTop = Math.max(doc.y + 24, PAGE.margin + 200);
  const afterLines = linesTable(doc, detail, tableTop, w);
  const afterTotals = totals(doc, detail, afterLines, w);
  doc.font(FONT_REGULAR).fontSize(9).fillColor(MUTED);
  doc.text(t.pricesIncludeVat, PAGE.margin, afterTotals + 16, { width: CONTENT_WIDTH });
  doc.text(t.thanks(seller.name), { width: CONTENT_WIDTH });
  doc.end();
  return done;
}
