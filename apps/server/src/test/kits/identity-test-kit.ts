import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import {
  IdentityVerificationReply,
  type IdentityVerification,
} from '@store/shared/schemas/identity';
import type { IdentityEvent } from '../../adapters/identity/identity-events';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from '../../adapters/payments/webhook-signature';
import type { TestApp } from '../build-test-app';
import { signedInCustomer } from '../factories';
import type { TestClient } from '../test-client';

// Helpers the identity tests share: a customer asked to verify, the sandbox's multipart
// upload, its webhook, and what the database holds.

/** The sandbox identity webhook's secret the identity test apps are configured with. */
export const IDENTITY_WEBHOOK_SECRET = Buffer.alloc(32, 9);
export const IDENTITY_ENV = { IDENTITY_WEBHOOK_SECRET: IDENTITY_WEBHOOK_SECRET.toString('base64') };

export const VERIFICATION_URL = '/api/v1/identity/verification';
export const IDENTITY_WEBHOOK_URL = '/api/v1/identity/webhook';

/** A small real JPEG and PNG (a photo's first bytes are what the sandbox checks). */
export const JPEG = await sharp({
  create: { width: 16, height: 12, channels: 3, background: '#c8a27a' },
})
  .jpeg()
  .toBuffer();
export const PNG = await sharp({
  create: { width: 12, height: 16, channels: 3, background: '#7a9fc8' },
})
  .png()
  .toBuffer();

/** A signed-in customer the store asked to verify their identity. */
export function flaggedCustomer(t: TestApp) {
  return signedInCustomer(t, { identityRequireCheck: true, identityCheckReason: 'staff' });
}

/** POST /identity/verification; expects 200 and answers the verification. */
export async function startCheck(client: TestClient): Promise<IdentityVerification> {
  const res = await client.request({ method: 'POST', url: VERIFICATION_URL });
  if (res.statusCode !== 200) throw new Error(`start failed: ${res.statusCode} ${res.body}`);
  const { verification } = IdentityVerificationReply.parse(res.json());
  if (!verification) throw new Error('no verification was started');
  return verification;
}

/** GET /identity/verification, read with the shared contract. */
export async function currentCheck(client: TestClient): Promise<IdentityVerificationReply> {
  const res = await client.request({ url: VERIFICATION_URL });
  if (res.statusCode !== 200) throw new Error(`read failed: ${res.statusCode} ${res.body}`);
  return IdentityVerificationReply.parse(res.json());
}

type Part =
  { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipart(parts: readonly Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----store-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('data' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.type}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The sandbox upload's usual parts for a verification: its secret, a name, two photos. */
export function uploadParts(
  verification: IdentityVerification,
  name: string,
  photos: { document?: Buffer | null; selfie?: Buffer | null } = {},
): Part[] {
  const parts: Part[] = [
    { name: 'clientSecret', value: verification.verificationSecret ?? '' },
    { name: 'name', value: name },
  ];
  const document = photos.document === undefined ? JPEG : photos.document;
  const selfie = photos.selfie === undefined ? PNG : photos.selfie;
  if (document)
    parts.push({ name: 'document', filename: 'id.jpg', type: 'image/jpeg', data: document });
  if (selfie) parts.push({ name: 'selfie', filename: 'me.png', type: 'image/png', data: selfie });
  return parts;
}

/** The sandbox session id of a verification, from its client secret. */
export const sessionIdOf = (verification: IdentityVerification): string =>
  (verification.verificationSecret ?? '').split('_secret_')[0] ?? '';

/** POSTs the parts to the sandbox's upload of the session, as the page does. */
export function upload(
  client: TestClient,
  sessionId: string,
  parts: readonly Part[],
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = multipart(parts);
  return client.request({
    method: 'POST',
    url: `/api/v1/sandbox/identity/${sessionId}/documents`,
    headers: { 'content-type': contentType },
    payload,
  });
}

/** Uploads a name and two photos for the verification; expects the sandbox to take them. */
export async function submitPhotos(
  client: TestClient,
  verification: IdentityVerification,
  name: string,
): Promise<void> {
  const res = await upload(client, sessionIdOf(verification), uploadParts(verification, name));
  if (res.statusCode !== 202) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
}

/** Delivers a body to the sandbox identity webhook, signed at `at` with `secret`. */
export function deliverIdentityEvent(
  t: TestApp,
  body: string,
  options: { at?: Date; secret?: Buffer } = {},
): Promise<LightMyRequestResponse> {
  const timestamp = Math.floor((options.at ?? new Date()).getTime() / 1000);
  return t.app.inject({
    method: 'POST',
    url: IDENTITY_WEBHOOK_URL,
    headers: {
      'content-type': 'application/json',
      [WEBHOOK_SIGNATURE_HEADER]: signWebhook(
        options.secret ?? IDENTITY_WEBHOOK_SECRET,
        timestamp,
        body,
      ),
    },
    payload: body,
  });
}

/** An event about the verification's session; override any field. */
export function identityEvent(
  verification: IdentityVerification,
  overrides: Partial<IdentityEvent> = {},
): IdentityEvent {
  return {
    id: `evt_test_${randomBytes(9).toString('hex')}`,
    created: Math.floor(Date.now() / 1000),
    sessionId: sessionIdOf(verification),
    status: 'verified',
    error: null,
    ...overrides,
  };
}

/** Everything a decision may change: the check, the customer's flag, the photos, the tickets. */
export async function identitySnapshot(t: TestApp, userId: number) {
  const { pool } = t.database;
  const { rows: checks } = await pool.query<{
    public_id: string;
    status: string;
    error: string | null;
    decided: boolean;
    documents: number;
  }>(
    `select v.public_id, v.status, v.error, v.decided_at is not null as decided,
       (select count(*)::int from identity_documents d where d.verification_id = v.id) as documents
     from identity_verifications v where v.user_id = $1 order by v.id`,
    [userId],
  );
  const { rows: users } = await pool.query<{ flag: boolean; reason: string | null }>(
    'select identity_require_check as flag, identity_check_reason as reason from users where id = $1',
    [userId],
  );
  const { rows: tickets } = await pool.query<{ public_id: string; category: string }>(
    'select public_id, category from tickets where user_id = $1 order by id',
    [userId],
  );
  return { checks, user: users[0], tickets };
}
