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
import { formatInvoiceAmount, renderInvoicePdf } from './invoice-pdf';
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
    expect(text).toContain(formatInvoiceAmount(5198, 'EUR'));
    expect(text).toContain('51.98 EUR');
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('Prices include VAT.');
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
    const text = await pdfText(await renderInvoicePdf(invoice));
    for (const expected of [
      'BigKeys',
      'Invoice INV-2026-000042',
      'Issue date: 2026-03-05',
      'Zoë Müller',
      'Seestraße 5',
      '8002 Zürich',
      'Café Stories: Prélude',
      'Ünderworld Ø',
      '25.99 CHF',
      '72.97 CHF',
      '-5.00 CHF',
      'Level discount',
      '-3.00 CHF',
      '60.10 CHF',
      'VAT 8.1%',
      '4.87 CHF',
      '64.97 CHF',
      'Currency: CHF',
      'Prices include VAT.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('gives the same bytes for the same invoice', async () => {
    const [a, b] = await Promise.all([renderInvoicePdf(invoice), renderInvoicePdf(invoice)]);
    expect(a.equals(b)).toBe(true);
  });

  it('continues a long invoice on a second page', async () => {
    const line = invoice.lines[0];
    if (!line) throw new Error('a line expected');
    const long = {
      ...invoice,
      lines: Array.from({ length: 40 }, (_, i) => ({ ...line, title: `Game ${i}` })),
    };
    const text = await pdfText(await renderInvoicePdf(long));
    expect(text).toContain('Game 0');
    expect(text).toContain('Game 39');
    const doc = await getDocument({
      data: new Uint8Array(await renderInvoicePdf(long)),
      verbosity: 0,
    }).promise;
    expect(doc.numPages).toBe(2);
    await doc.destroy();
  });
});
