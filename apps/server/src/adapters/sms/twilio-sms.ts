import type { SmsSender } from './sms-sender';

/** An account of Twilio's Programmable Messaging, or any provider speaking its API. */
export type TwilioOptions = {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or alphanumeric sender id. */
  from: string;
  /** https://api.twilio.com, or a local stand-in. */
  baseUrl: string;
  /** How long one send may take before it counts as failed. */
  timeoutMs?: number;
};

/** Twilio's error body: `{ code, message, more_info, status }`. */
function describeFailure(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as { code?: unknown; message?: unknown };
    if (typeof parsed.message === 'string') {
      const code = typeof parsed.code === 'number' ? ` (Twilio error ${parsed.code})` : '';
      return `The SMS provider refused the message with status ${status}: ${parsed.message}${code}`;
    }
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  return `The SMS provider answered with status ${status}`;
}

/**
 * Sends through Twilio's Messages resource with plain fetch: one form POST per message,
 * authenticated with the account SID and auth token. Any answer but a 2xx throws, so the
 * caller (an outbox handler) tries again later; the error never carries the token.
 */
export function createTwilioSms({
  accountSid,
  authToken,
  from,
  baseUrl,
  timeoutMs = 10_000,
}: TwilioOptions): SmsSender {
  const url = `${baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return {
    async send(to, text) {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ To: to, From: from, Body: text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = await res.text();
      if (!res.ok) throw new Error(describeFailure(res.status, body));
    },
  };
}
