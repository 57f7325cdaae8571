import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for the one call of Twilio's REST API the store makes (creating a Message),
// so the adapter is tested over HTTP without the network: basic auth with the account SID and
// auth token, a form-encoded body, Twilio's JSON error shape.

/** A message as the stand-in accepted it. */
export type StandInMessage = { sid: string; to: string; from: string; body: string };

/** A request as it arrived, whatever the answer was. */
export type StandInRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
};

export type TwilioStandIn = {
  url: string;
  accountSid: string;
  authToken: string;
  messages: StandInMessage[];
  requests: StandInRequest[];
  /** Answers the next request with this status and body instead of handling it. */
  failNext(status: number, body: string): void;
  close(): Promise<void>;
};

function twilioError(res: http.ServerResponse, status: number, code: number, message: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      code,
      message,
      more_info: `https://www.twilio.com/docs/errors/${code}`,
      status,
    }),
  );
}

/** Starts the stand-in on a free loopback port with a fresh account. */
export async function startTwilioStandIn(): Promise<TwilioStandIn> {
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const messages: StandInMessage[] = [];
  const requests: StandInRequest[] = [];
  let failure: { status: number; body: string } | undefined;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      const path = req.url ?? '';
      requests.push({
        method: req.method ?? '',
        path,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        form,
      });
      if (failure) {
        const { status, body } = failure;
        failure = undefined;
        res.writeHead(status, { 'content-type': 'text/plain' });
        res.end(body);
        return;
      }
      if (req.method !== 'POST' || path !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) {
        twilioError(res, 404, 20404, 'The requested resource was not found');
        return;
      }
      if (req.headers.authorization !== expectedAuth) {
        twilioError(res, 401, 20003, 'Authenticate');
        return;
      }
      const { To: to = '', From: from = '', Body: body = '' } = form;
      if (!/^\+[1-9]\d{6,14}$/.test(to)) {
        twilioError(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
        return;
      }
      if (!body) {
        twilioError(res, 400, 21602, 'Message body is required.');
        return;
      }
      const message = { sid: `SM${randomBytes(16).toString('hex')}`, to, from, body };
      messages.push(message);
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ...message, status: 'queued', account_sid: accountSid }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    messages,
    requests,
    failNext(status, body) {
      failure = { status, body };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
