import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  InvoiceDetail,
  InvoicesReply,
  PURCHASE_MESSAGES,
  invoicePdfPath,
} from '@store/shared/schemas/purchases';
import type { TestApp } from '../../test/build-test-app';
import { signedInCustomer } from '../../test/factories';
import { createTestClient, type TestClient } from '../../test/test-client';
import { renderInvoicePdf } from './invoice-pdf';
import { closeInvoicePdfPool, renderInvoicePdfOffThread } from './invoice-pdf-pool';
import { API, boughtOrder, buildPurchasesTestApp } from '../../test/kits/purchases-test-kit';
import { pdfText } from '../../test/pdf-text';

// The customer's invoices: the list, one by any of its three lookups, and its PDF.
let t: TestApp;
beforeAll(async () => {
  t = await buildPurchasesTestApp();
});
afterAll(async () => {
  await t.close();
});

const detail = (client: TestClient, query: string) =>
  client.request({ url: `${API}/users/invoices/detail?${query}` });

describe('invoices', () => {
  it('lists the customer’s invoices and finds one by id, number or payment id', async () => {
    const buyer = await boughtOrder(t);
    const listed = await buyer.client.request({ url: `${API}/users/invoices` });
    expect(listed.statusCode).toBe(200);
    const { invoices } = InvoicesReply.parse(listed.json());
    expect(invoices).toEqual([
      {
        invoiceId: buyer.invoiceId,
        number: buyer.summary.invoice?.number,
        orderId: buyer.orderId,
        paymentId: buyer.intent.paymentId,
        issuedAt: expect.any(String) as string,
        currency: 'EUR',
        total: 5198,
        pdfUrl: invoicePdfPath(buyer.invoiceId),
      },
    ]);
    const number = invoices[0]?.number ?? '';
    const lookups = [
      `invoiceId=${buyer.invoiceId}`,
      `invoiceNumber=${number}`,
      `paymentId=${buyer.intent.paymentId}`,
      `invoiceId=${buyer.invoiceId}&invoiceNumber=${number}`,
    ];
    for (const query of lookups) {
      const res = await detail(buyer.client, query);
      expect(res.statusCode, query).toBe(200);
      const invoice = InvoiceDetail.parse(res.json());
      expect(invoice).toMatchObject({
        invoiceId: buyer.invoiceId,
        number,
        subtotal: 5198,
        discount: 0,
        loyaltyDiscount: 0,
        total: 5198,
        buyer: { name: 'Ada Lovelace', city: 'Zurich', zip: '8001', country: 'CH' },
      });
      expect(invoice.net + invoice.vat).toBe(invoice.total);
      expect(invoice.lines).toEqual([
        expect.objectContaining({ quantity: 2, unitPrice: 2599, total: 5198 }),
      ]);
    }
    // Lookups that match nothing, or contradict each other.
    for (const query of [
      'invoiceNumber=INV-1999-000001',
      `invoiceId=${buyer.invoiceId}&paymentId=pay_other`,
    ]) {
      const res = await detail(buyer.client, query);
      expect(res.statusCode, query).toBe(404);
      expect(res.json()).toMatchObject({ message: PURCHASE_MESSAGES.invoiceNotFound });
    }
  });

  it('answers 404 for another customer’s invoice, 401 to a guest and 400 without a lookup', async () => {
    const buyer = await boughtOrder(t, { keys: 1, quantity: 1 });
    const { client } = await signedInCustomer(t);
    const number = buyer.summary.invoice?.number ?? '';
    for (const query of [
      `invoiceId=${buyer.invoiceId}`,
      `invoiceNumber=${number}`,
      `paymentId=${buyer.intent.paymentId}`,
    ]) {
      const res = await detail(client, query);
      expect(res.statusCode, query).toBe(404);
      expect(res.json()).toMatchObject({ message: PURCHASE_MESSAGES.invoiceNotFound });
    }
    const pdf = await client.request({ url: invoicePdfPath(buyer.invoiceId) });
    expect(pdf.statusCode).toBe(404);
    expect(
      InvoicesReply.parse((await client.request({ url: `${API}/users/invoices` })).json()),
    ).toEqual({
      invoices: [],
    });

    const guest = createTestClient(t.app);
    for (const url of [`${API}/users/invoices`, invoicePdfPath(buyer.invoiceId)])
      expect((await guest.request({ url })).statusCode, url).toBe(401);
    expect((await detail(guest, `invoiceId=${buyer.invoiceId}`)).statusCode).toBe(401);

    const none = await detail(buyer.client, '');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: PURCHASE_MESSAGES.invoiceLookupRequired });
    for (const query of [
      'invoiceId=no%20id',
      `invoiceNumber=${'9'.repeat(41)}`,
      `paymentId=${'p'.repeat(201)}`,
    ]) {
      expect((await detail(buyer.client, query)).statusCode, query).toBe(400);
    }
    expect(
      (await buyer.client.request({ url: `${API}/users/invoices/a%20b/pdf` })).statusCode,
    ).toBe(400);
  });

  it('downloads the invoice as a PDF named after its number, with its number and total', async () => {
    const buyer = await boughtOrder(t);
    const number = buyer.summary.invoice?.number ?? '';
    const res = await buyer.client.request({ url: invoicePdfPath(buyer.invoiceId) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain(`Invoice ${number}`);
    expect(text).toContain('€51.98');
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('Prices include VAT.');
  });

  it('writes the download in the language the customer keeps, not the browser’s', async () => {
    const buyer = await boughtOrder(t);
    const number = buyer.summary.invoice?.number ?? '';
    const chosen = await buyer.client.request({
      method: 'PUT',
      url: `${API}/users/me/language`,
      payload: { language: 'de' },
    });
    expect(chosen.statusCode).toBe(200);
    // A download is a navigation: the browser's own Accept-Language comes along.
    const res = await buyer.client.request({
      url: invoicePdfPath(buyer.invoiceId),
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      `Rechnung ${number}`,
      'Rechnung an',
      'Einzelpreis',
      'Gesamtbetrag',
      '51,98 €',
      'Alle Preise inkl. MwSt.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Invoice');
  });
});

describe('renderInvoicePdf', () => {
  const invoice: InvoiceDetail = {
    invoiceId: 'inv_test',
    number: 'INV-2026-000042',
    orderId: 'ord_test',
    paymentId: 'pay_test',
    issuedAt: '2026-03-05T10:00:00.000Z',
    currency: 'CHF',
    total: 6497,
    pdfUrl: invoicePdfPath('inv_test'),
    subtotal: 7297,
    discount: 500,
    loyaltyDiscount: 300,
    net: 6010,
    vat: 487,
    vatRateBp: 810,
    lines: [
      {
        title: 'Café Stories: Prélude',
        platformName: 'Steam',
        quantity: 2,
        unitPrice: 2599,
        total: 5198,
      },
      { title: 'Ünderworld Ø', platformName: 'Xbox', quantity: 1, unitPrice: 2099, total: 2099 },
    ],
    buyer: {
      name: 'Zoë Müller',
      email: 'zoe@example.test',
      address: 'Seestraße 5',
      city: 'Zürich',
      zip: '8002',
      country: 'CH',
    },
  };

  it('prints accented names, every line, the VAT rate and the totals', async () => {
    const text = await pdfText(await renderInvoicePdf(invoice, 'en'));
    for (const expected of [
      'BigKeys',
      'Invoice INV-2026-000042',
      'Issue date: 5 March 2026',
      'Zoë Müller',
      'Seestraße 5',
      '8002 Zürich',
      'Café Stories: Prélude',
      'Ünderworld Ø',
      'CHF 25.99',
      'CHF 72.97',
      '-CHF 5.00',
      'Level discount',
      '-CHF 3.00',
      'CHF 60.10',
      'VAT 8.1%',
      'CHF 4.87',
      'CHF 64.97',
      'Currency: CHF',
      'Prices include VAT.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it.each([
    [
      'de',
      [
        'Rechnung INV-2026-000042',
        'Rechnungsdatum: 5. März 2026',
        'Artikel',
        'Menge',
        'Zwischensumme',
        'Stufenrabatt',
        'MwSt. 8,1 %',
        'Gesamtbetrag',
        '64,97 CHF',
        'Alle Preise inkl. MwSt.',
      ],
    ],
    [
      'es',
      [
        'Factura INV-2026-000042',
        'Fecha de emisión: 5 de marzo de 2026',
        'Precio unitario',
        'Descuento de nivel',
        'IVA 8,1 %',
        '64,97 CHF',
        'Los precios incluyen el IVA.',
      ],
    ],
    [
      'fr',
      [
        'Facture INV-2026-000042',
        'Date d’émission : 5 mars 2026',
        'Prix unitaire',
        'Remise de niveau',
        'TVA 8,1 %',
        'Total TTC',
        '64,97 CHF',
        'Les prix incluent la TVA.',
      ],
    ],
    [
      'it',
      [
        'Fattura INV-2026-000042',
        'Data di emissione: 5 marzo 2026',
        'Prezzo unitario',
        'Sconto livello',
        'IVA 8,1%',
        '64,97 CHF',
        'I prezzi includono l’IVA.',
      ],
    ],
  ] as const)('writes the invoice in %s, with its accents', async (language, expected) => {
    // Intl and the French texts space with no-break spaces; the test reads them as spaces.
    const text = (await pdfText(await renderInvoicePdf(invoice, language))).replace(
      /[\u00a0\u202f]/g,
      ' ',
    );
    for (const words of expected) expect(text).toContain(words);
    expect(text).toContain('Zoë Müller');
    expect(text).not.toContain('Invoice');
  });

  it('gives the same bytes for the same invoice', async () => {
    const [a, b] = await Promise.all([
      renderInvoicePdf(invoice, 'de'),
      renderInvoicePdf(invoice, 'de'),
    ]);
    expect(a.equals(b)).toBe(true);
  });

  it('renders the same bytes on the pool threads as on the calling thread', async () => {
    const [here, pooled, again] = await Promise.all([
      renderInvoicePdf(invoice, 'de'),
      renderInvoicePdfOffThread(invoice, 'de'),
      renderInvoicePdfOffThread(invoice, 'de'),
    ]);
    expect(pooled.equals(here)).toBe(true);
    expect(again.equals(here)).toBe(true);
    // Closed, the pool starts again for the next invoice.
    await closeInvoicePdfPool();
    expect((await renderInvoicePdfOffThread(invoice, 'de')).equals(here)).toBe(true);
  });

  it('continues a long invoice on a second page', async () => {
    const line = invoice.lines[0];
    if (!line) throw new Error('a line expected');
    const long = {
      ...invoice,
      lines: Array.from({ length: 40 }, (_, i) => ({ ...line, title: `Game ${i}` })),
    };
    const text = await pdfText(await renderInvoicePdf(long, 'en'));
    expect(text).toContain('Game 0');
    expect(text).toContain('Game 39');
    const doc = await getDocument({
      data: new Uint8Array(await renderInvoicePdf(long, 'en')),
      verbosity: 0,
    }).promise;
    expect(doc.numPages).toBe(2);
    await doc.destroy();
  });
});
