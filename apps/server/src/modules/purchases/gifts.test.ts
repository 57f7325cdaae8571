import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GIFT_CLAIM_PATH,
  GiftPreview,
  GiftReply,
  PURCHASE_MESSAGES,
  ReceivedKeysReply,
} from '@store/shared/schemas/purchases';
import type { TestApp } from '../../test/build-test-app';
import { signedInCustomer, uniqueEmail } from '../../test/factories';
import { createTestClient, type TestClient } from '../../test/test-client';
import { capturedMails } from '../../test/kits/fulfilment-test-kit';
import {
  API,
  boughtOrder,
  buildPurchasesTestApp,
  claim,
  gift,
  purchaseOutbox,
  readOrder,
  refund,
  reveal,
  revealOk,
  rows,
} from '../../test/kits/purchases-test-kit';

// Sending a hidden key to a friend: the e-mail with its link, the preview, the claim, and
// what giver and friend may do afterwards.
let t: TestApp;
beforeAll(async () => {
  t = await buildPurchasesTestApp();
});
afterAll(async () => {
  await t.close();
});

const preview = (client: TestClient, token: string) =>
  client.request({ url: `${API}/gifts/preview?token=${encodeURIComponent(token)}` });

/** Sends the gift mail and returns the claim token its link carries. */
async function deliverGiftMail(to: string): Promise<string> {
  const outbox = await purchaseOutbox(t);
  await outbox.drain();
  expect(outbox.errors).toEqual([]);
  const [mail, extra] = await capturedMails(t, 'gift', to);
  expect(extra).toBeUndefined();
  if (!mail) throw new Error(`no gift mail to ${to}`);
  const link = /https?:\/\/\S+\?gift=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!link?.[1]) throw new Error(`no claim link in ${mail.text}`);
  expect(link[0]).toBe(`${t.config.publicUrl}${GIFT_CLAIM_PATH}?gift=${link[1]}`);
  return link[1];
}

describe('a gift from sending to claiming', () => {
  it('mails the link, previews, lets a friend claim and reveal, and ends the giver’s rights', async () => {
    const buyer = await boughtOrder(t, { keys: 2, quantity: 2 });
    const [key, kept] = buyer.summary.keys;
    if (!key || !kept) throw new Error('two keys expected');
    const friendEmail = uniqueEmail('friend');

    const sent = await gift(buyer.client, {
      keyId: key.keyId,
      email: ` ${friendEmail} `,
      confirmEmail: friendEmail.toUpperCase(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const reply = GiftReply.parse(sent.json());
    expect(reply).toMatchObject({ keyId: key.keyId, recipientEmail: friendEmail });

    // While the gift is open, the giver can neither reveal the key nor refund the order.
    const blocked = await reveal(buyer.client, { keyId: key.keyId, invoiceId: buyer.invoiceId });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ message: PURCHASE_MESSAGES.keyGifted });
    const noRefund = await refund(buyer.client, buyer.orderId);
    expect(noRefund.statusCode).toBe(409);
    expect(noRefund.json()).toMatchObject({ message: PURCHASE_MESSAGES.refundGifted });
    const open = await readOrder(buyer.client, buyer.orderId);
    expect(open.keys[0]).toMatchObject({
      state: 'gifted',
      gift: { recipientEmail: friendEmail, claimedAt: null },
    });
    expect(open.keys[1]?.state).toBe('hidden');

    const token = await deliverGiftMail(friendEmail);
    const [mail] = await capturedMails(t, 'gift', friendEmail);
    expect(mail?.subject).toBe(`Ada sent you a gift: ${key.title}`);
    expect(mail?.html).toContain(key.title);
    // Once mailed, the store keeps no usable token: only its hash on the gift.
    const events = await rows<{ payload: Record<string, unknown> }>(
      t,
      `select payload from outbox where topic = 'gift.sent' and payload->>'giftId' = $1`,
      [reply.giftId],
    );
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).not.toHaveProperty('token');
    expect(JSON.stringify(await rows(t, 'select * from gifts'))).not.toContain(token);

    const guest = createTestClient(t.app);
    const shown = await preview(guest, token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(GiftPreview.parse(shown.json())).toEqual({
      title: key.title,
      platformName: key.platformName,
      giverName: 'Ada',
      claimed: false,
    });
    expect((await claim(guest, token)).statusCode).toBe(401);
    const own = await claim(buyer.client, token);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ message: PURCHASE_MESSAGES.giftOwnClaim });

    const friend = await signedInCustomer(t, { firstName: 'Zoë', email: friendEmail });
    const claimed = await claim(friend.client, token);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toEqual({ keyId: key.keyId, title: key.title });
    // Claiming again is answered as the first time; anyone else is too late.
    expect((await claim(friend.client, token)).json()).toEqual(claimed.json());
    const late = await claim((await signedInCustomer(t)).client, token);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: PURCHASE_MESSAGES.giftClaimed });
    expect(GiftPreview.parse((await preview(guest, token)).json()).claimed).toBe(true);

    // The giver hears about it.
    const outbox = await purchaseOutbox(t);
    await outbox.drain();
    expect(outbox.errors).toEqual([]);
    const [note] = await capturedMails(t, 'gift-claimed', buyer.email);
    expect(note?.subject).toBe('Your gift was claimed');
    expect(note?.text).toContain(friendEmail);

    // The friend owns the key: listed as received, revealed with the key id alone.
    const received = ReceivedKeysReply.parse(
      (await friend.client.request({ url: `${API}/users/keys` })).json(),
    );
    expect(received.keys).toEqual([
      expect.objectContaining({ keyId: key.keyId, state: 'hidden', received: true, gift: null }),
    ]);
    const shownKey = await revealOk(friend.client, key.keyId, key.keyId);
    expect(shownKey.key).toMatch(/^TEST-/);
    const [row] = await rows<{ owner_user_id: number; revealed_by_user_id: number }>(
      t,
      'select owner_user_id, revealed_by_user_id from order_keys where public_id = $1',
      [key.keyId],
    );
    expect(row).toEqual({ owner_user_id: friend.userId, revealed_by_user_id: friend.userId });

    // The giver sees the key as gifted and claimed, without its reveal, and cannot reveal it.
    const after = await readOrder(buyer.client, buyer.orderId);
    expect(after.keys[0]).toMatchObject({ state: 'gifted', revealedAt: null, received: false });
    expect(after.keys[0]?.gift?.claimedAt).not.toBeNull();
    const refused = await reveal(buyer.client, { keyId: key.keyId, invoiceId: buyer.invoiceId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: PURCHASE_MESSAGES.keyGifted });
    // The key the giver kept is still theirs.
    expect((await revealOk(buyer.client, kept.keyId, buyer.invoiceId)).keyId).toBe(kept.keyId);
    // The friend sees nothing of the giver's order.
    const peek = await friend.client.request({ url: `${API}/users/orders/${buyer.orderId}` });
    expect(peek.statusCode).toBe(404);
  });
});

describe('refused gifts', () => {
  it('refuses a revealed key, a second gift of one key and a gift to oneself', async () => {
    const buyer = await boughtOrder(t, { keys: 3, quantity: 3 });
    const [revealed, once, mine] = buyer.summary.keys;
    if (!revealed || !once || !mine) throw new Error('three keys expected');
    await revealOk(buyer.client, revealed.keyId, buyer.invoiceId);
    const email = uniqueEmail('friend');
    const to = { email, confirmEmail: email };

    const afterReveal = await gift(buyer.client, { keyId: revealed.keyId, ...to });
    expect(afterReveal.statusCode).toBe(409);
    expect(afterReveal.json()).toMatchObject({ message: PURCHASE_MESSAGES.giftRevealed });

    expect((await gift(buyer.client, { keyId: once.keyId, ...to })).statusCode).toBe(200);
    const twice = await gift(buyer.client, { keyId: once.keyId, ...to });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: PURCHASE_MESSAGES.giftAlreadySent });

    const self = buyer.email.toUpperCase();
    const toSelf = await gift(buyer.client, { keyId: mine.keyId, email: self, confirmEmail: self });
    expect(toSelf.statusCode).toBe(400);
    expect(toSelf.json()).toMatchObject({ message: PURCHASE_MESSAGES.giftToSelf });
    const [count] = await rows<{ n: number }>(
      t,
      `select count(*)::int as n from gifts g join order_keys k on k.id = g.order_key_id
       where k.public_id = any($1)`,
      [[revealed.keyId, once.keyId, mine.keyId]],
    );
    expect(count?.n).toBe(1);
  });

  it('answers 404 for another customer’s key and changes nothing', async () => {
    const theirs = await boughtOrder(t, { keys: 1, quantity: 1 });
    const { client } = await signedInCustomer(t);
    const email = uniqueEmail('friend');
    for (const keyId of [theirs.summary.keys[0]?.keyId ?? '', 'key_unknown']) {
      const res = await gift(client, { keyId, email, confirmEmail: email });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: PURCHASE_MESSAGES.keyNotFound });
    }
    expect(await rows(t, 'select 1 from gifts where recipient_email = $1', [email])).toEqual([]);
    expect((await readOrder(theirs.client, theirs.orderId)).keys[0]?.state).toBe('hidden');
  });

  it('answers 400 with the form’s message to bad input, and 401 to a guest', async () => {
    const buyer = await boughtOrder(t, { keys: 1, quantity: 1 });
    const keyId = buyer.summary.keys[0]?.keyId ?? '';
    const email = uniqueEmail('friend');
    const cases: [Record<string, unknown>, string][] = [
      [{ keyId, email, confirmEmail: uniqueEmail('other') }, PURCHASE_MESSAGES.giftEmailsMismatch],
      [
        { keyId, email: 'not-an-email', confirmEmail: 'not-an-email' },
        PURCHASE_MESSAGES.giftEmailInvalid,
      ],
      [{ keyId, email }, PURCHASE_MESSAGES.giftEmailInvalid],
      [
        { keyId, email: `${'a'.repeat(250)}@x.io`, confirmEmail: `${'a'.repeat(250)}@x.io` },
        PURCHASE_MESSAGES.giftEmailInvalid,
      ],
      [{ email, confirmEmail: email }, 'Must be an id'],
      [{ keyId: 'no such id!', email, confirmEmail: email }, 'Must be an id'],
    ];
    for (const [body, message] of cases) {
      const res = await gift(buyer.client, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
    const guest = await gift(createTestClient(t.app), { keyId, email, confirmEmail: email });
    expect(guest.statusCode).toBe(401);
    expect(
      await rows(
        t,
        'select 1 from gifts g join order_keys k on k.id = g.order_key_id where k.public_id = $1',
        [keyId],
      ),
    ).toEqual([]);
  });

  it('does not know unknown or malformed gift links', async () => {
    const guest = createTestClient(t.app);
    const unknown = await preview(guest, 'A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: PURCHASE_MESSAGES.giftNotFound });
    for (const token of ['short', 'x'.repeat(101), 'with spaces in it, quite long'])
      expect((await preview(guest, token)).statusCode, token).toBe(400);
    const { client } = await signedInCustomer(t);
    const claimUnknown = await claim(client, 'B'.repeat(43));
    expect(claimUnknown.statusCode).toBe(404);
    const claimBad = await claim(client, 42);
    expect(claimBad.statusCode).toBe(400);
    expect(claimBad.json()).toMatchObject({ message: PURCHASE_MESSAGES.giftNotFound });
  });
});

describe('the gift e-mails of a German giver', () => {
  it('write to the friend in the giver’s language, and tell the giver in German too', async () => {
    const buyer = await boughtOrder(t, { keys: 1, quantity: 1 });
    const [key] = buyer.summary.keys;
    if (!key) throw new Error('a key expected');
    await buyer.client.request({
      method: 'PUT',
      url: `${API}/users/me/language`,
      payload: { language: 'de' },
    });
    const friendEmail = uniqueEmail('freund');
    const sent = await gift(buyer.client, {
      keyId: key.keyId,
      email: friendEmail,
      confirmEmail: friendEmail,
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const token = await deliverGiftMail(friendEmail);
    const [mail] = await capturedMails(t, 'gift', friendEmail);
    expect(mail?.subject).toBe(`Ada hat dir ein Geschenk geschickt: ${key.title}`);
    expect(mail?.text).toContain('Geschenk einlösen');
    expect(mail?.html).toContain('<html lang="de">');

    const friend = await signedInCustomer(t, { email: friendEmail });
    expect((await claim(friend.client, token)).statusCode).toBe(200);
    const outbox = await purchaseOutbox(t);
    await outbox.drain();
    const [note] = await capturedMails(t, 'gift-claimed', buyer.email);
    expect(note?.subject).toBe('Dein Geschenk wurde eingelöst');
    expect(note?.text).toContain(`den du an ${friendEmail} geschickt hast, wurde eingelöst`);
  });

  it('names a giver without a name in the reader’s language', async () => {
    const buyer = await boughtOrder(t, { keys: 1, quantity: 1 });
    const [key] = buyer.summary.keys;
    if (!key) throw new Error('a key expected');
    await t.database.pool.query('update users set first_name = null where email = $1', [
      buyer.email,
    ]);
    const friendEmail = uniqueEmail('amica');
    await gift(buyer.client, { keyId: key.keyId, email: friendEmail, confirmEmail: friendEmail });
    const token = await deliverGiftMail(friendEmail);
    const shown = await createTestClient(t.app).request({
      url: `${API}/gifts/preview?token=${encodeURIComponent(token)}`,
      headers: { 'accept-language': 'it' },
    });
    expect(GiftPreview.parse(shown.json()).giverName).toBe('Qualcuno');
  });
});
