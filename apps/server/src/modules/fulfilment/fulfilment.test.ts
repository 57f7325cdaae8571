import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount } from '@store/shared/rules/localized-format';
import { formatInvoiceNumber } from '@store/shared/rules/vat';
import { createMailer, type Mailer } from '../../adapters/mailer/mailer';
import { createRecordingRealtime } from '../../adapters/realtime/realtime';
import { buildApp } from '../../app';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { confirmCard, PAYMENTS_ENV, pendingOrder } from '../../test/kits/payments-test-kit';
import { approveOrder, rejectOrder } from './fulfilment.service';
import { capturedMails, deliveredOrder, drainOutbox } from '../../test/kits/fulfilment-test-kit';
import { pdfText } from '../../test/pdf-text';

// Fulfilment from the outbox: a paid order is checked, delivered with its keys and an
// invoice, and announced by e-mail and live messages; or held for review and approved.
let t: TestApp;
const realtime = createRecordingRealtime();
/** The mailer fails while this is above zero, counting down; then it captures as usual. */
let failingSends = 0;
let mailer: Mailer;

beforeAll(async () => {
  t = await buildTestApp(PAYMENTS_ENV, {
    realtime,
    mailer: {
      send: (mail) => {
        if (failingSends > 0) {
          failingSends -= 1;
          return Promise.reject(new Error('SMTP is down'));
        }
        return mailer.send(mail);
      },
      close: () => mailer.close(),
    },
  });
  mailer = createMailer({ dataDir: t.config.dataDir });
});
afterAll(async () => {
  await t.close();
});

async function rows<T>(sql: string, params: unknown[]): Promise<T[]> {
  return (await t.database.pool.query(sql, params)).rows as T[];
}

async function orderRow(publicId: string) {
  const [order] = await rows<{ id: number; status: string; review_reasons: string[] | null }>(
    'select id, status, review_reasons from orders where public_id = $1',
    [publicId],
  );
  if (!order) throw new Error(`no order ${publicId}`);
  return order;
}

describe('delivering a paid order', () => {
  it('gives the buyer one hidden key per key sold, issues the invoice and e-mails the receipt', async () => {
    const { orderId, userId, email, intent } = await deliveredOrder(t, { keys: 3, quantity: 2 });
    const order = await orderRow(orderId);
    expect(order.status).toBe('delivered');

    const keys = await rows<{ owner_user_id: number; revealed_at: Date | null; status: string }>(
      `select ok.owner_user_id, ok.revealed_at, pk.status from order_keys ok
       join product_keys pk on pk.id = ok.product_key_id where ok.order_id = $1`,
      [order.id],
    );
    expect(keys).toHaveLength(2);
    expect(keys.every((k) => k.owner_user_id === userId && k.revealed_at === null)).toBe(true);
    expect(keys.every((k) => k.status === 'sold')).toBe(true);

    const [invoice] = await rows<{
      number: string;
      year: number;
      sequence: number;
      total_minor: number;
      net_minor: number;
      vat_minor: number;
      vat_rate_bp: number;
      payment_id: string;
    }>('select * from invoices where order_id = $1', [order.id]);
    if (!invoice) throw new Error('no invoice');
    expect(invoice.number).toBe(formatInvoiceNumber(invoice.year, invoice.sequence));
    expect(invoice.total_minor).toBe(intent.total);
    // The test customer lives in Switzerland: 8.1 % VAT, included in the price.
    expect(invoice.vat_rate_bp).toBe(810);
    expect(invoice.net_minor + invoice.vat_minor).toBe(invoice.total_minor);
    expect(invoice.vat_minor).toBe(Math.round((invoice.total_minor * 810) / 10_810));
    expect(invoice.payment_id).toBe(intent.paymentId);

    const [receipt, ...more] = await capturedMails(t, 'order-receipt', email);
    expect(more).toHaveLength(0);
    expect(receipt?.subject).toContain(invoice.number);
    expect(receipt?.raw.toString()).toContain(`filename=${invoice.number}.pdf`);
    expect(receipt?.raw.toString()).toMatch(/Content-Type: application\/pdf/i);
  });

  it('tells the buyer every step, live and in order, and no one else', async () => {
    const from = realtime.sent.length;
    const { orderId, userId } = await deliveredOrder(t);
    const mine = realtime.sent
      .slice(from)
      .filter((s) => 'orderId' in s.message.message && s.message.message.orderId === orderId);
    expect(mine.every((s) => s.userId === userId)).toBe(true);
    expect(
      mine.map((s) =>
        s.message.event === 'activationProgress'
          ? `${s.message.message.step} ${s.message.message.percent}`
          : `${s.message.event} ${'status' in s.message.message ? s.message.message.status : ''}`,
      ),
    ).toEqual([
      'paymentStatus paid',
      'payment 25',
      'review 45',
      'keys 65',
      'paymentStatus delivered',
      'invoice 80',
      'receiptStatus sending',
      'receiptStatus sent',
      'receipt 95',
      'done 100',
    ]);
  });

  it('numbers invoices one after another within the year, without gaps or repeats', async () => {
    for (let i = 0; i < 6; i += 1) {
      const order = await pendingOrder(t, { keys: 1, quantity: 1 });
      await confirmCard(t, order.intent, '4242424242424242');
    }
    // Two instances' workers at once, on one database.
    const other = await buildApp({ config: t.config, database: t.database, mailer, realtime });
    try {
      await other.ready();
      await Promise.all([drainOutbox(t), other.outbox.drain(), drainOutbox(t)]);
    } finally {
      await other.close();
    }
    const invoices = await rows<{ sequence: number; number: string }>(
      'select sequence, number from invoices order by sequence',
      [],
    );
    const sequences = invoices.map((i) => i.sequence);
    expect(sequences.length).toBeGreaterThanOrEqual(6);
    expect(sequences).toEqual(sequences.map((_, index) => index + 1));
    expect(new Set(invoices.map((i) => i.number)).size).toBe(invoices.length);
  });

  it('retries a receipt that could not be sent, and sends it once', async () => {
    const { intent, email } = await pendingOrder(t);
    await confirmCard(t, intent, '4242424242424242');
    failingSends = 1;
    await drainOutbox(t);
    const event = async () => {
      const [row] = await rows<{
        id: number;
        attempts: number;
        processed_at: Date | null;
        last_error: string | null;
      }>(
        `select id, attempts, processed_at, last_error from outbox
         where topic = 'order.delivered' and payload->>'orderId' = $1`,
        [intent.orderId],
      );
      if (!row) throw new Error('no order.delivered event');
      return row;
    };
    const failed = await event();
    expect(failed).toMatchObject({ attempts: 1, processed_at: null, last_error: 'SMTP is down' });
    expect(await capturedMails(t, 'order-receipt', email)).toHaveLength(0);
    expect((await orderRow(intent.orderId)).status).toBe('delivered');

    // Not before its retry is due…
    expect(await drainOutbox(t)).toBe(0);
    // …then once.
    // A second back: the database's clock counts microseconds and the worker's milliseconds,
    // so an event made due "now" could still look a fraction of a millisecond early.
    await t.database.pool.query(
      `update outbox set available_at = now() - interval '1 second' where id = $1`,
      [failed.id],
    );
    await drainOutbox(t);
    await drainOutbox(t);
    expect(await event()).toMatchObject({ attempts: 2, last_error: null });
    expect((await event()).processed_at).not.toBeNull();
    expect(await capturedMails(t, 'order-receipt', email)).toHaveLength(1);
  });

  it('takes over events a crashed worker held once their lease ends', async () => {
    const { intent } = await pendingOrder(t);
    await confirmCard(t, intent, '4242424242424242');
    // A worker leased the event and died before finishing it.
    await t.database.pool.query(
      `update outbox set locked_until = now() + interval '1 minute', attempts = 1
       where topic = 'order.paid' and payload->>'orderId' = $1`,
      [intent.orderId],
    );
    await drainOutbox(t);
    expect((await orderRow(intent.orderId)).status).toBe('paid');
    await t.database.pool.query(
      `update outbox set locked_until = now() - interval '1 second'
       where topic = 'order.paid' and payload->>'orderId' = $1`,
      [intent.orderId],
    );
    await drainOutbox(t);
    expect((await orderRow(intent.orderId)).status).toBe('delivered');
  });
});

describe('fraud review', () => {
  it('holds a first order above the limit, tells the buyer, and delivers it on approval', async () => {
    // 3 × 199.99 EUR for a new customer: above the 300 EUR first-order limit.
    const { intent, email, userId } = await pendingOrder(t, {
      keys: 3,
      quantity: 3,
      priceMinor: 19_999,
    });
    await confirmCard(t, intent, '4242424242424242');
    await drainOutbox(t);
    const held = await orderRow(intent.orderId);
    expect(held).toMatchObject({ status: 'under_review', review_reasons: ['first-order-amount'] });
    expect(await rows('select 1 from order_keys where order_id = $1', [held.id])).toHaveLength(0);
    expect(await capturedMails(t, 'order-review', email)).toHaveLength(1);
    expect(
      realtime.sent.some(
        (s) =>
          s.userId === userId &&
          s.message.event === 'paymentStatus' &&
          s.message.message.orderId === intent.orderId &&
          s.message.message.status === 'under_review',
      ),
    ).toBe(true);

    const approved = await approveOrder(t.database.db, intent.orderId, new Date());
    expect(approved).toMatchObject({ ok: true, value: { outcome: 'delivered', keys: 3 } });
    expect(await approveOrder(t.database.db, intent.orderId, new Date())).toEqual({
      ok: false,
      failure: { reason: 'not-under-review', status: 'delivered' },
    });
    await drainOutbox(t);
    expect(await capturedMails(t, 'order-approved', email)).toHaveLength(1);
    expect(await capturedMails(t, 'order-receipt', email)).toHaveLength(1);
    expect(await rows('select 1 from order_keys where order_id = $1', [held.id])).toHaveLength(3);
  });

  it('holds an order paid with a card from another country than the account', async () => {
    const { intent } = await pendingOrder(t, { keys: 1, quantity: 1 });
    await confirmCard(t, intent, '4000000760000002');
    await drainOutbox(t);
    expect(await orderRow(intent.orderId)).toMatchObject({
      status: 'under_review',
      review_reasons: ['country-mismatch'],
    });
    const rejected = await rejectOrder(t.database.db, intent.orderId, new Date());
    expect(rejected).toMatchObject({ ok: true, value: { outcome: 'refunded' } });
    expect((await orderRow(intent.orderId)).status).toBe('refunded');
    expect(
      await rows('select 1 from refunds where payment_id = $1', [intent.paymentId]),
    ).toHaveLength(1);
  });

  it('answers not-found for an unknown order', async () => {
    expect(await approveOrder(t.database.db, 'ord_unknown', new Date())).toEqual({
      ok: false,
      failure: { reason: 'not-found' },
    });
  });
});

describe('a German customer', () => {
  /** A pending order whose buyer keeps German, paid with the sandbox card `card`. */
  async function germanOrder(cardNumber: string) {
    const order = await pendingOrder(t, { keys: 2, quantity: 2 });
    const chosen = await order.client.request({
      method: 'PUT',
      url: '/api/v1/users/me/language',
      payload: { language: 'de' },
    });
    expect(chosen.statusCode).toBe(200);
    await confirmCard(t, order.intent, cardNumber);
    await drainOutbox(t);
    return order;
  }

  it('gets the receipt, its invoice and the live progress in German', async () => {
    const from = realtime.sent.length;
    const { email, intent, userId } = await germanOrder('4242424242424242');
    const [receipt] = await capturedMails(t, 'order-receipt', email);
    if (!receipt) throw new Error('no receipt');
    expect(receipt.subject).toMatch(/^Dein BigKeys-Kaufbeleg INV-\d{4}-\d{6}$/);
    const total = formatAmount('de', intent.total, 'EUR');
    expect(total).toBe('51,98\u00a0€');
    expect(receipt.text).toContain(`über ${total} (inkl. MwSt.)`);
    expect(receipt.text).toContain('Deine 2 Keys liegen in deinen Käufen bereit');
    expect(receipt.html).toContain('<html lang="de">');

    const parsed = await PostalMime.parse(receipt.raw);
    const pdf = parsed.attachments[0]?.content;
    if (!pdf || typeof pdf === 'string') throw new Error('no invoice attached');
    const invoice = await pdfText(Buffer.from(new Uint8Array(pdf)));
    expect(invoice).toContain('Rechnung INV-');
    expect(invoice).toContain('Gesamtbetrag');
    // The PDF's text layer spaces with plain spaces.
    expect(invoice).toContain('51,98 €');

    const details = realtime.sent
      .slice(from)
      .filter((s) => s.userId === userId && s.message.event === 'activationProgress')
      .map((s) => ('details' in s.message.message ? s.message.message.details : ''));
    expect(details).toContain('Zahlung erhalten');
    expect(details).toContain('Deine 2 Keys sind zugewiesen');
    expect(details).toContain('Deine Keys sind bereit');
  });

  it('hears of the review and the approval in German', async () => {
    const { email, intent } = await germanOrder('4000000760000002');
    const [review] = await capturedMails(t, 'order-review', email);
    expect(review?.subject).toBe('Deine BigKeys-Bestellung wird geprüft');
    expect(review?.text).toContain('Du musst nichts weiter tun.');

    await approveOrder(t.database.db, intent.orderId, new Date());
    await drainOutbox(t);
    const [approval] = await capturedMails(t, 'order-approved', email);
    expect(approval?.subject).toBe('Deine BigKeys-Bestellung wurde freigegeben');
    expect(approval?.text).toContain('Meine Keys ansehen');
  });
});
