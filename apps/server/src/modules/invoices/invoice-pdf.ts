import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { LOYALTY_LEVELS, type LoyaltyLevel } from '@store/shared/rules/loyalty';
import { currencyExponent, formatMoney } from '@store/shared/rules/money';
import type { InvoiceDetail } from '@store/shared/schemas/purchases';

/**
 * An invoice as its PDF prints it: the detail, and the loyalty level the order was priced at
 * (from the order), which names the level discount's line.
 */
export type InvoiceDocument = InvoiceDetail & { loyaltyLevel?: LoyaltyLevel };

/** The level discount's label: "Level discount (Loot Hunter, 3 %)". */
export function levelDiscountLabel(level: LoyaltyLevel | undefined): string {
  const entry = LOYALTY_LEVELS.find((l) => l.level === level);
  return entry ? `Level discount (${entry.name}, ${entry.discountPercent} %)` : 'Level discount';
}

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

// DejaVu covers accents and currency signs ("Zoë Müller", "Zürich"), which the PDF standard
// fonts do not; the files travel with node_modules, so no system font is needed.
const resolveModule = createRequire(import.meta.url).resolve;
const FONT_REGULAR = resolveModule('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = resolveModule('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** An amount as invoices, receipts and tests print it: "51.98 EUR", "1967 JPY", "6.070 KWD". */
export function formatInvoiceAmount(minor: number, currency: string): string {
  return `${formatMoney(minor, '', currencyExponent(currency))} ${currency}`;
}

/** A VAT rate in basis points as a percentage: 1900 → "19%", 810 → "8.1%". */
export function formatVatRate(rateBp: number): string {
  return `${String(Number((rateBp / 100).toFixed(2)))}%`;
}

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const MUTED = '#555555';
// Table columns: x offset from the left margin and width; amounts are right-aligned.
const COLUMNS = {
  title: { x: 0, width: 200 },
  platform: { x: 205, width: 110 },
  quantity: { x: 320, width: 30 },
  unitPrice: { x: 355, width: 70 },
  total: { x: 430, width: CONTENT_WIDTH - 430 },
} as const;
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

function header(doc: Doc, detail: InvoiceDetail, seller: InvoiceSeller): void {
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
    .text(`Invoice ${detail.number}`, x, top, right);
  doc.font(FONT_REGULAR).fontSize(9).fillColor(MUTED);
  doc.text(`Issue date: ${detail.issuedAt.slice(0, 10)}`, x, undefined, right);
  doc.text(`Order: ${detail.orderId}`, x, undefined, right);
  doc.text(`Payment: ${detail.paymentId}`, x, undefined, right);
}

function buyerBlock(doc: Doc, buyer: InvoiceDetail['buyer'], top: number): void {
  doc.font(FONT_BOLD).fontSize(10).fillColor('#000000').text('Bill to', PAGE.margin, top);
  doc.font(FONT_REGULAR).fontSize(10);
  const cityLine = [buyer.zip, buyer.city].filter(Boolean).join(' ');
  for (const line of [buyer.name, buyer.address, cityLine, buyer.country, buyer.email]) {
    if (line) doc.text(line, { width: CONTENT_WIDTH / 2 });
  }
}

function tableHeader(doc: Doc, y: number): number {
  doc.font(FONT_BOLD).fontSize(9).fillColor('#000000');
  cell(doc, 'Item', 'title', y);
  cell(doc, 'Platform', 'platform', y);
  cell(doc, 'Qty', 'quantity', y, 'right');
  cell(doc, 'Unit price', 'unitPrice', y, 'right');
  cell(doc, 'Total', 'total', y, 'right');
  const rule = y + ROW_HEIGHT - 5;
  doc
    .moveTo(PAGE.margin, rule)
    .lineTo(PAGE.width - PAGE.margin, rule)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  return y + ROW_HEIGHT;
}

function linesTable(doc: Doc, detail: InvoiceDetail, top: number): number {
  let y = tableHeader(doc, top);
  for (const line of detail.lines) {
    // A long order continues on the next page, under the column titles again.
    if (y > PAGE.height - PAGE.margin - 160) {
      doc.addPage();
      y = tableHeader(doc, PAGE.margin);
    }
    doc.font(FONT_REGULAR).fontSize(9).fillColor('#000000');
    cell(doc, line.title, 'title', y);
    cell(doc, line.platformName, 'platform', y);
    cell(doc, String(line.quantity), 'quantity', y, 'right');
    cell(doc, formatInvoiceAmount(line.unitPrice, detail.currency), 'unitPrice', y, 'right');
    cell(doc, formatInvoiceAmount(line.total, detail.currency), 'total', y, 'right');
    y += ROW_HEIGHT;
  }
  return y;
}

function totals(doc: Doc, detail: InvoiceDocument, top: number): number {
  const amount = (minor: number) => formatInvoiceAmount(minor, detail.currency);
  const rows: [string, string, boolean][] = [
    ['Subtotal', amount(detail.subtotal), false],
    ['Discounts', amount(-detail.discount), false],
    // The level discount is its own line, so the customer sees what their level saved them.
    ...(detail.loyaltyDiscount > 0
      ? [
          [levelDiscountLabel(detail.loyaltyLevel), amount(-detail.loyaltyDiscount), false] as [
            string,
            string,
            boolean,
          ],
        ]
      : []),
    ['Net amount', amount(detail.net), false],
    [`VAT ${formatVatRate(detail.vatRateBp)}`, amount(detail.vat), false],
    ['Total', amount(detail.total), true],
  ];
  const labelX = PAGE.margin + COLUMNS.platform.x;
  const valueX = PAGE.margin + COLUMNS.unitPrice.x;
  const valueWidth = PAGE.width - PAGE.margin - valueX;
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
  doc.text(`Currency: ${detail.currency}`, labelX, y, { lineBreak: false });
  return y + ROW_HEIGHT;
}

/**
 * The invoice as an A4 PDF: seller, number and issue date, buyer, one row per line, the
 * totals (sale discounts and the level discount on lines of their own) with VAT at the
 * buyer's rate. The same detail always gives the same bytes (the
 * creation date is the issue date and nothing random is embedded).
 */
export async function renderInvoicePdf(
  detail: InvoiceDocument,
  seller: InvoiceSeller = DEFAULT_SELLER,
): Promise<Buffer> {
  const issuedAt = new Date(detail.issuedAt);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    font: FONT_REGULAR,
    info: {
      Title: `Invoice ${detail.number}`,
      Author: seller.name,
      Creator: seller.name,
      Producer: seller.name,
      CreationDate: issuedAt,
    },
    lang: 'en',
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  header(doc, detail, seller);
  buyerBlock(doc, detail.buyer, PAGE.margin + 90);
  const tableTop = Math.max(doc.y + 24, PAGE.margin + 200);
  const afterLines = linesTable(doc, detail, tableTop);
  const afterTotals = totals(doc, detail, afterLines);
  doc.font(FONT_REGULAR).fontSize(9).fillColor(MUTED);
  doc.text('Prices include VAT.', PAGE.margin, afterTotals + 16, { width: CONTENT_WIDTH });
  doc.text(`Thank you for shopping at ${seller.name}.`, { width: CONTENT_WIDTH });
  doc.end();
  return done;
}
