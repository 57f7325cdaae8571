import { createDecipheriv } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_MESSAGES, SANDBOX_IDENTITY_NAMES } from '@store/shared/schemas/identity';
import { documentKeyFor } from '../../adapters/identity/document-vault';
import { createRecordingRealtime } from '../../adapters/realtime/realtime';
import { loadSecret } from '../../adapters/secrets/load-secret';
import { buildTestApp, countRows, type TestApp } from '../../test/build-test-app';
import { drainOutbox } from '../../test/kits/fulfilment-test-kit';
import {
  currentCheck,
  flaggedCustomer,
  IDENTITY_ENV,
  identitySnapshot,
  JPEG,
  PNG,
  sessionIdOf,
  startCheck,
  submitPhotos,
  upload,
  uploadParts,
} from '../../test/kits/identity-test-kit';
import { TICKETS_API } from '../../test/kits/support-test-kit';

const realtime = createRecordingRealtime();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(IDENTITY_ENV, { realtime });
});
afterAll(async () => {
  await t.close();
});

const MB = 1024 * 1024;
const liveTo = (userId: number) =>
  realtime.identity.filter((m) => m.userId === userId).map((m) => m.message);

describe('the sandbox upload refuses what is not two photos', () => {
  it.each([
    [
      'a 30 MB document photo',
      { document: Buffer.concat([JPEG, Buffer.alloc(30 * MB)]) },
      IDENTITY_MESSAGES.photoTooLarge,
    ],
    [
      'a selfie just over 10 MB',
      { selfie: Buffer.concat([PNG, Buffer.alloc(10 * MB)]) },
      IDENTITY_MESSAGES.photoTooLarge,
    ],
    [
      'a PDF as the document',
      { document: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj') },
      IDENTITY_MESSAGES.photoNotImage,
    ],
    [
      'text named selfie.png',
      { selfie: Buffer.from('not really a picture') },
      IDENTITY_MESSAGES.photoNotImage,
    ],
    ['no selfie', { selfie: null }, IDENTITY_MESSAGES.photosRequired],
    ['no photos at all', { document: null, selfie: null }, IDENTITY_MESSAGES.photosRequired],
  ])('%s → 400, nothing stored', async (_name, photos, message) => {
    const { client, userId } = await flaggedCustomer(t);
    const verification = await startCheck(client);
    const before = await identitySnapshot(t, userId);
    const outbox = await countRows(t, 'outbox');
    const res = await upload(
      client,
      sessionIdOf(verification),
      uploadParts(verification, 'Ada', photos),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect(await identitySnapshot(t, userId)).toEqual(before);
    expect(await countRows(t, 'outbox')).toBe(outbox);
  });

  it('refuses a blank name, a body that is not multipart, and a third file', async () => {
    const { client } = await flaggedCustomer(t);
    const verification = await startCheck(client);
    const sessionId = sessionIdOf(verification);
    const blank = await upload(client, sessionId, uploadParts(verification, '   '));
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: IDENTITY_MESSAGES.nameRequired });
    const json = await client.request({
      method: 'POST',
      url: `/api/v1/sandbox/identity/${sessionId}/documents`,
      payload: { clientSecret: verification.verificationSecret, name: 'Ada' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ message: IDENTITY_MESSAGES.multipartRequired });
    const third = await upload(client, sessionId, [
      ...uploadParts(verification, 'Ada'),
      { name: 'extra', filename: 'x.jpg', type: 'image/jpeg', data: JPEG },
    ]);
    expect(third.statusCode).toBe(400);
    expect((await currentCheck(client)).verification?.documentsReceived).toBe(false);
  });

  it('answers 404 for another customer’s session and 403 for a wrong secret', async () => {
    const ada = await flaggedCustomer(t);
    const grace = await flaggedCustomer(t);
    const adas = await startCheck(ada.client);
    const before = await identitySnapshot(t, ada.userId);
    // Grace knows Ada's session and even her secret: still not hers.
    const stolen = await upload(
      grace.client,
      sessionIdOf(adas),
      uploadParts(adas, 'Test Verified'),
    );
    expect(stolen.statusCode).toBe(404);
    const wrong = await upload(ada.client, sessionIdOf(adas), [
      { name: 'clientSecret', value: `${adas.verificationSecret ?? ''}x` },
      ...uploadParts(adas, 'Ada').slice(1),
    ]);
    expect(wrong.statusCode).toBe(403);
    expect(await identitySnapshot(t, ada.userId)).toEqual(before);
  });
});

describe('the sandbox decides by the name on the document', () => {
  it('verifies: the flag is lifted at once, live, and the photos are gone', async () => {
    const { client, userId } = await flaggedCustomer(t);
    const verification = await startCheck(client);
    await submitPhotos(client, verification, SANDBOX_IDENTITY_NAMES.verified);
    // Taken, not decided yet: the page shows the photos are being checked.
    expect((await currentCheck(client)).verification).toMatchObject({
      status: 'processing_verification',
      documentsReceived: true,
    });
    const again = await upload(client, sessionIdOf(verification), uploadParts(verification, 'Ada'));
    expect(again.statusCode).toBe(409);

    await drainOutbox(t);
    expect(await identitySnapshot(t, userId)).toEqual({
      checks: [
        {
          public_id: verification._id,
          status: 'verified',
          error: null,
          decided: true,
          documents: 0,
        },
      ],
      user: { flag: false, reason: 'staff' },
      tickets: [],
    });
    expect(liveTo(userId)).toEqual([{ status: 'verified', error: null }]);
    expect(await currentCheck(client)).toMatchObject({
      identityRequireCheck: false,
      verification: { status: 'verified', verificationSecret: null, documentsReceived: false },
    });
  });

  it('verifies any other name too, whatever its case and spacing of the test names', async () => {
    const { client, userId } = await flaggedCustomer(t);
    await submitPhotos(client, await startCheck(client), 'Ada Lovelace');
    await drainOutbox(t);
    expect((await identitySnapshot(t, userId)).checks[0]?.status).toBe('verified');

    const other = await flaggedCustomer(t);
    await submitPhotos(other.client, await startCheck(other.client), '  test   REVIEW ');
    await drainOutbox(t);
    expect((await identitySnapshot(t, other.userId)).checks[0]?.status).toBe('manual_review');
  });

  it('rejects: the reason is kept, an identity ticket opens, the photos are gone', async () => {
    const { client, userId } = await flaggedCustomer(t);
    const verification = await startCheck(client);
    await submitPhotos(client, verification, SANDBOX_IDENTITY_NAMES.rejected);
    await drainOutbox(t);

    const snapshot = await identitySnapshot(t, userId);
    expect(snapshot.checks).toEqual([
      {
        public_id: verification._id,
        status: 'rejected',
        error: 'document_rejected',
        decided: true,
        documents: 0,
      },
    ]);
    expect(snapshot.user).toEqual({ flag: true, reason: 'staff' });
    expect(snapshot.tickets).toEqual([
      { public_id: expect.any(String) as string, category: 'identity' },
    ]);
    const ticketId = snapshot.tickets[0]?.public_id;
    expect(liveTo(userId)).toEqual([{ status: 'rejected', error: 'document_rejected' }]);
    expect((await currentCheck(client)).verification).toMatchObject({
      status: 'rejected',
      error: 'document_rejected',
      ticketId,
    });
    // The customer reads it among their tickets, in their language.
    const ticket = await client.request({ url: `${TICKETS_API}/${ticketId ?? ''}` });
    expect(ticket.json()).toMatchObject({
      category: 'identity',
      topic: 'Identity verification rejected',
    });
    // Handed over again (a retry after a crash), the decision and the ticket change nothing.
    const events = `select id from outbox where payload->>'sessionId' = $1 or payload->>'verificationId' = $2`;
    const ids = [sessionIdOf(verification), verification._id];
    await t.database.pool.query(`delete from outbox_deliveries where event_id in (${events})`, ids);
    const { rowCount } = await t.database.pool.query(
      `update outbox set processed_at = null, available_at = now() where id in (${events})`,
      ids,
    );
    expect(rowCount).toBe(2);
    await drainOutbox(t);
    expect(await identitySnapshot(t, userId)).toEqual(snapshot);
  });

  it('asks for another document, then takes new photos and decides on them', async () => {
    const { client, userId } = await flaggedCustomer(t);
    const verification = await startCheck(client);
    await submitPhotos(client, verification, SANDBOX_IDENTITY_NAMES.requiresInput);
    await drainOutbox(t);
    expect((await identitySnapshot(t, userId)).checks).toEqual([
      {
        public_id: verification._id,
        status: 'requires_input',
        error: 'document_unreadable',
        decided: false,
        documents: 0,
      },
    ]);
    const waiting = (await currentCheck(client)).verification;
    expect(waiting).toMatchObject({ status: 'requires_input', documentsReceived: false });
    expect(waiting?.verificationSecret).toBe(verification.verificationSecret);

    // The new photos are unreadable too: asked again, they are gone again.
    await submitPhotos(client, verification, SANDBOX_IDENTITY_NAMES.requiresInput);
    expect((await currentCheck(client)).verification?.documentsReceived).toBe(true);
    await drainOutbox(t);
    expect((await identitySnapshot(t, userId)).checks[0]).toMatchObject({
      status: 'requires_input',
      documents: 0,
    });

    await submitPhotos(client, verification, SANDBOX_IDENTITY_NAMES.verified);
    await drainOutbox(t);
    expect((await identitySnapshot(t, userId)).checks[0]).toMatchObject({
      status: 'verified',
      error: null,
    });
    expect(liveTo(userId)).toEqual([
      { status: 'requires_input', error: 'document_unreadable' },
      { status: 'requires_input', error: 'document_unreadable' },
      { status: 'verified', error: null },
    ]);
  });

  it('sends a document to manual review and keeps the photos, sealed, until staff decide', async () => {
    const { client, userId } = await flaggedCustomer(t);
    const verification = await startCheck(client);
    await submitPhotos(client, verification, SANDBOX_IDENTITY_NAMES.manualReview);
    await drainOutbox(t);
    expect((await identitySnapshot(t, userId)).checks[0]).toMatchObject({
      status: 'manual_review',
      documents: 2,
    });
    expect(liveTo(userId)).toEqual([{ status: 'manual_review', error: null }]);
  });
});

describe('the photos at rest', () => {
  it('are sealed with AES-256-GCM under the documents’ own key: no image byte in clear', async () => {
    const { client } = await flaggedCustomer(t);
    const verification = await startCheck(client);
    await submitPhotos(client, verification, 'Ada Lovelace');
    const { rows } = await t.database.pool.query<{
      kind: string;
      content_type: string;
      sealed: string;
    }>(
      `select d.kind, d.content_type, d.sealed from identity_documents d
       join identity_verifications v on v.id = d.verification_id where v.public_id = $1 order by d.kind`,
      [verification._id],
    );
    expect(rows.map((r) => [r.kind, r.content_type])).toEqual([
      ['document', 'image/jpeg'],
      ['selfie', 'image/png'],
    ]);
    const key = documentKeyFor(
      await loadSecret(t.config.sessionSecret, t.config.dataDir, 'session.key'),
    );
    for (const row of rows) {
      const stored = Buffer.from(row.sealed, 'utf8');
      expect(stored.includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
      expect(stored.includes(Buffer.from('PNG'))).toBe(false);
      const [version, iv = '', tag = '', body = ''] = row.sealed.split('.');
      expect(version).toBe('v1');
      expect(Buffer.from(body, 'base64url').includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
        .setAAD(Buffer.from(`identity-document:${verification._id}:${row.kind}`))
        .setAuthTag(Buffer.from(tag, 'base64url'));
      const opened = Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]);
      expect(opened.equals(row.kind === 'document' ? JPEG : PNG)).toBe(true);
    }
    // No route serves them: the customer's reply says only that they arrived.
    const reply = await client.request({ url: '/api/v1/identity/verification' });
    expect(reply.body).not.toContain(rows[0]?.sealed.slice(3, 40) ?? 'unreachable');
    expect(reply.json()).toMatchObject({ verification: { documentsReceived: true } });
  });
});
