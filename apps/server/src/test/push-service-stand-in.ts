import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for a browser's push service (RFC 8030) and the browser behind it: it
// hands out subscriptions with real keys, checks each push's VAPID token (RFC 8292) against
// the key it names, decrypts the aes128gcm body (RFC 8291) with the browser's private key,
// and answers with the status the test chose for the subscription.

/** A push as the service received and the browser would read it. */
export type ReceivedPush = {
  subscription: string;
  ttl: string | undefined;
  urgency: string | undefined;
  contentEncoding: string | undefined;
  /** The VAPID public key the token was signed with (base64url). */
  vapidKey: string;
  claims: { aud: string; sub: string; exp: number };
  /** The decrypted message. */
  payload: unknown;
};

export type StandInSubscription = {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** What the service answers for this subscription from now on. */
  answer: (status: number) => void;
};

export type PushServiceStandIn = {
  /** A new subscription on the stand-in, answered 201 until told otherwise. */
  subscribe: () => StandInSubscription;
  received: ReceivedPush[];
  /** Requests the stand-in refused as malformed, with why: a correct sender causes none. */
  refused: string[];
  close: () => Promise<void>;
};

type Browser = { ecdh: ECDH; auth: Buffer; status: number };

class Refusal extends Error {}

function check(condition: boolean, reason: string): asserts condition {
  if (!condition) throw new Refusal(reason);
}

/** The token and key of `Authorization: vapid t=<jwt>, k=<key>`, the token's signature checked. */
function readVapid(header: string | undefined): {
  vapidKey: string;
  claims: ReceivedPush['claims'];
} {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  check(match !== null, `Authorization is not "vapid t=…, k=…": ${header ?? '(none)'}`);
  const [, token = '', vapidKey = ''] = match;
  const [head = '', body = '', signature = ''] = token.split('.');
  const point = Buffer.from(vapidKey, 'base64url');
  check(point.length === 65 && point[0] === 4, 'k is not an uncompressed P-256 key');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  check(
    verify(
      'sha256',
      Buffer.from(`${head}.${body}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    ),
    'the VAPID token is not signed by k',
  );
  const jose = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  check(jose.alg === 'ES256', 'the VAPID token is not ES256');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
  return { vapidKey, claims };
}

/** The plaintext of an aes128gcm body of one record, for the browser's keys (RFC 8291 §3.4). */
function decrypt(body: Buffer, browser: Browser): string {
  check(body.length > 21, 'the body is too short for an aes128gcm header');
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    senderKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(-16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any padding of zeros.
  const end = padded.lastIndexOf(2);
  check(end >= 0 && padded.subarray(end + 1).every((byte) => byte === 0), 'bad padding');
  return padded.subarray(0, end).toString('utf8');
}

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const browsers = new Map<string, Browser>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
      const browser = browsers.get(id);
      if (req.method !== 'POST' || !browser) {
        res.writeHead(404).end();
        return;
      }
      const header = (name: string): string | undefined => {
        const value = req.headers[name];
        return Array.isArray(value) ? value.join(', ') : value;
      };
      try {
        const { vapidKey, claims } = readVapid(header('authorization'));
        check(header('content-encoding') === 'aes128gcm', 'Content-Encoding is not aes128gcm');
        check(/^\d+$/.test(header('ttl') ?? ''), 'no TTL');
        const payload: unknown = JSON.parse(decrypt(Buffer.concat(chunks), browser));
        received.push({
          subscription: id,
          ttl: header('ttl'),
          urgency: header('urgency'),
          contentEncoding: header('content-encoding'),
          vapidKey,
          claims,
          payload,
        });
        res.writeHead(browser.status).end();
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        refused.push(reason);
        res.writeHead(error instanceof Refusal ? 400 : 500).end(reason);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    subscribe: () => {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const browser: Browser = { ecdh, auth: randomBytes(16), status: 201 };
      browsers.set(id, browser);
      return {
        endpoint: `http://127.0.0.1:${port}/push/${id}`,
        p256dh: ecdh.getPublicKey('base64url'),
        auth: browser.auth.toString('base64url'),
        answer: (status) => {
          browser.status = status;
        },
      };
    },
    received,
    refused,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
