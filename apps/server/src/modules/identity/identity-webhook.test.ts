import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordingRealtime } from '../../adapters/realtime/realtime';
import { buildTestApp, countRows, type TestApp } from '../../test/build-test-app';
import {
  deliverIdentityEvent,
  flaggedCustomer,
  IDENTITY_ENV,
  IDENTITY_WEBHOOK_URL,
  identityEvent,
  identitySnapshot,
  startCheck,
} from '../../test/kits/identity-test-kit';

const realtime = createRecordingRealtime();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(IDENTITY_ENV, { realtime });
});
afterAll(async () => {
  await t.close();
});

/** A customer with an open check, and everything a webhook could change about them. */
async function openCheck() {
  const customer = await flaggedCustomer(t);
  const verification = await startCheck(customer.client);
  return { ...customer, verification, before: await identitySnapshot(t, customer.userId) };
}

describe('the sandbox identity webhook', () => {
  it('applies an authentic event once: verified lifts the check', async () => {
    const { userId, verification } = await openCheck();
    const body = JSON.stringify(identityEvent(verification));
    const res = await deliverIdentityEvent(t, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await identitySnapshot(t, userId)).toMatchObject({
      checks: [{ status: 'verified', decided: true }],
      user: { flag: false },
    });
  });

  it.each([
    ['a signature by another secret', { secret: randomBytes(32) }, 400],
    ['a signature from ten minutes ago', { at: new Date(Date.now() - 10 * 60_000) }, 400],
  ])('refuses %s and changes nothing', async (_name, options, status) => {
    const { userId, verification, before } = await openCheck();
    const events = await countRows(t, 'identity_webhook_events');
    const res = await deliverIdentityEvent(t, JSON.stringify(identityEvent(verification)), options);
    expect(res.statusCode).toBe(status);
    expect(await identitySnapshot(t, userId)).toEqual(before);
    expect(await countRows(t, 'identity_webhook_events')).toBe(events);
  });

  it('refuses a forged header, a missing one and a body it cannot read', async () => {
    const { userId, verification, before } = await openCheck();
    const body = JSON.stringify(identityEvent(verification));
    for (const signature of ['t=1,v1=abc', 'forged', `t=${Math.floor(Date.now() / 1000)}`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: IDENTITY_WEBHOOK_URL,
        headers: { 'content-type': 'application/json', 'bk-signature': signature },
        payload: body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    }
    const unsigned = await t.app.inject({
      method: 'POST',
      url: IDENTITY_WEBHOOK_URL,
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(400);
    for (const bad of [
      '{"id":',
      JSON.stringify({ ...identityEvent(verification), status: 'done' }),
    ]) {
      const res = await deliverIdentityEvent(t, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'WEBHOOK_EVENT_INVALID' });
    }
    expect(await identitySnapshot(t, userId)).toEqual(before);
  });

  it('answers a replayed event id 200 and changes nothing, even after the check moved on', async () => {
    const { userId, verification } = await openCheck();
    const review = JSON.stringify(identityEvent(verification, { status: 'manual_review' }));
    expect((await deliverIdentityEvent(t, review)).json()).toMatchObject({ outcome: 'applied' });
    const after = await identitySnapshot(t, userId);
    const live = realtime.identity.length;

    const replay = await deliverIdentityEvent(t, review);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    // The same id with another status is still the event already taken.
    const forgedReplay = JSON.stringify({ ...JSON.parse(review), status: 'verified' });
    expect((await deliverIdentityEvent(t, forgedReplay)).json()).toMatchObject({
      outcome: 'duplicate',
    });
    // Many at once: taken once.
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => deliverIdentityEvent(t, review)),
    );
    expect(outcomes.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await identitySnapshot(t, userId)).toEqual(after);
    expect(realtime.identity.length).toBe(live);
  });

  it('ignores a session it does not know, and anything after a final decision', async () => {
    const { userId, verification } = await openCheck();
    const unknown = identityEvent(verification, { sessionId: 'ivs_sbx_unknownsession' });
    const res = await deliverIdentityEvent(t, JSON.stringify(unknown));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'ignored' });

    const rejected = identityEvent(verification, {
      status: 'rejected',
      error: 'document_rejected',
    });
    expect((await deliverIdentityEvent(t, JSON.stringify(rejected))).json()).toMatchObject({
      outcome: 'applied',
    });
    const after = await identitySnapshot(t, userId);
    const late = identityEvent(verification, { status: 'verified' });
    expect((await deliverIdentityEvent(t, JSON.stringify(late))).json()).toMatchObject({
      outcome: 'ignored',
    });
    expect(await identitySnapshot(t, userId)).toEqual(after);
    expect(after.user?.flag).toBe(true);
  });

  it('tells only that customer, live', async () => {
    const ada = await openCheck();
    const grace = await openCheck();
    const body = JSON.stringify(
      identityEvent(ada.verification, { status: 'requires_input', error: 'document_unreadable' }),
    );
    await deliverIdentityEvent(t, body);
    expect(realtime.identity.filter((m) => m.userId === ada.userId)).toEqual([
      { userId: ada.userId, message: { status: 'requires_input', error: 'document_unreadable' } },
    ]);
    expect(realtime.identity.filter((m) => m.userId === grace.userId)).toEqual([]);
  });
});
