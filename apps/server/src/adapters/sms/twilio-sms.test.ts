import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildTestApp } from '../../test/build-test-app';
import { signedInCustomer } from '../../test/factories';
import { startTwilioStandIn, type TwilioStandIn } from '../../test/twilio-stand-in';
import { createTwilioSms } from './twilio-sms';

let twilio: TwilioStandIn;
beforeAll(async () => {
  twilio = await startTwilioStandIn();
});
afterAll(async () => twilio.close());

const FROM = '+15005550006';
const sender = (overrides: { authToken?: string; baseUrl?: string } = {}) =>
  createTwilioSms({
    accountSid: twilio.accountSid,
    authToken: overrides.authToken ?? twilio.authToken,
    from: FROM,
    baseUrl: overrides.baseUrl ?? `${twilio.url}/`,
  });

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('Expected a TCP port');
  return address.port;
}

describe('the Twilio adapter', () => {
  it("posts the message as a form to the account's Messages resource with basic auth", async () => {
    await sender().send('+41791234567', 'Your order is delivered: 2 keys & more. Ünïcödé ok?');
    const request = twilio.requests.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      path: `/2010-04-01/Accounts/${twilio.accountSid}/Messages.json`,
      authorization: `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`,
      form: {
        To: '+41791234567',
        From: FROM,
        Body: 'Your order is delivered: 2 keys & more. Ünïcödé ok?',
      },
    });
    expect(request?.contentType).toContain('application/x-www-form-urlencoded');
    expect(twilio.messages.at(-1)).toMatchObject({ to: '+41791234567', from: FROM });
  });

  it('throws with the provider’s reason when the credentials are refused, never with the token', async () => {
    const count = twilio.messages.length;
    const error = await sender({ authToken: 'not-the-token' })
      .send('+41791234567', 'hello')
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/status 401: Authenticate \(Twilio error 20003\)/);
    expect((error as Error).message).not.toContain('not-the-token');
    expect(twilio.messages).toHaveLength(count);
  });

  it('throws when the number is refused', async () => {
    await expect(sender().send('12345', 'hello')).rejects.toThrow(
      /status 400: The 'To' number 12345 is not a valid phone number\. \(Twilio error 21211\)/,
    );
  });

  it('throws on a server error without a JSON body', async () => {
    twilio.failNext(503, '<html>Service Unavailable</html>');
    await expect(sender().send('+41791234567', 'hello')).rejects.toThrow(
      'The SMS provider answered with status 503',
    );
  });

  it('throws when the provider cannot be reached', async () => {
    const port = await closedPort();
    await expect(
      sender({ baseUrl: `http://127.0.0.1:${port}` }).send('+41791234567', 'hello'),
    ).rejects.toThrow();
  });
});

describe('choosing the SMS gateway', () => {
  const account = () => ({
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_FROM: FROM,
  });

  it('captures texts unless a Twilio account is set, with its sid, token and sender together', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'capture' });
    expect(loadConfig(account()).sms).toEqual({
      provider: 'twilio',
      accountSid: twilio.accountSid,
      authToken: twilio.authToken,
      from: FROM,
      baseUrl: 'https://api.twilio.com',
    });
    expect(loadConfig({ ...account(), TWILIO_FROM: 'BigKeys' }).sms).toMatchObject({
      from: 'BigKeys',
    });
    const { TWILIO_AUTH_TOKEN: _token, ...withoutToken } = account();
    expect(() => loadConfig(withoutToken)).toThrow(/TWILIO_AUTH_TOKEN and TWILIO_FROM together/);
  });

  it.each([
    ['TWILIO_ACCOUNT_SID', 'SK123'],
    ['TWILIO_FROM', '0791234567'],
    ['TWILIO_FROM', 'A sender that is too long'],
    ['TWILIO_BASE_URL', 'http://sms.example.test'],
  ])('refuses %s=%j', (name, value) => {
    expect(() => loadConfig({ ...account(), [name]: value })).toThrow(new RegExp(name));
  });

  it("sends a customer's confirmation code through the configured account", async () => {
    const t = await buildTestApp({ ...account(), TWILIO_BASE_URL: twilio.url });
    try {
      const { client } = await signedInCustomer(t);
      const res = await client.request({
        method: 'POST',
        url: '/api/v1/users/me/phone/code',
        payload: { phone: '+41 78 765 43 21' },
      });
      expect(res.statusCode).toBe(200);
      const message = twilio.messages.at(-1);
      expect(message).toMatchObject({ to: '+41787654321', from: FROM });
      expect(message?.body).toMatch(/^BigKeys: your code to confirm this number is \d{6}\./);
    } finally {
      await t.close();
    }
  });
});
