import type { CaughtMail, MailCatcher } from '../mail-catcher';
import type { TestClient } from '../test-client';

/** The landing pages of the e-mail change links. */
export type EmailLinkPage = '/account/email/confirm' | '/account/email/undo';

const tokenIn = (page: EmailLinkPage, mail: CaughtMail): string | undefined =>
  new RegExp(`${page.replaceAll('/', '\\/')}\\?token=([A-Za-z0-9_-]{43})`).exec(mail.text)?.[1];

/** The newest mail to `email` with a link to `page`, waiting for it; its token. */
export async function linkTokenTo(
  mail: MailCatcher,
  email: string,
  page: EmailLinkPage,
  after = 0,
): Promise<string> {
  const found = await mail.waitForMail(
    (m) =>
      m.to.includes(email.toLowerCase()) &&
      tokenIn(page, m) !== undefined &&
      mail.mails().indexOf(m) >= after,
    10_000,
  );
  return tokenIn(page, found) ?? '';
}

/** Every mail to `email` so far, after a moment for mails still under way. */
export async function mailsTo(mail: MailCatcher, email: string): Promise<CaughtMail[]> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return mail.mails().filter((m) => m.to.includes(email.toLowerCase()));
}

/** Asks for a new address in the settings, as the settings page does. */
export const changeEmail = (
  client: TestClient,
  payload: { email: string; currentPassword?: string; [field: string]: unknown },
) => client.request({ method: 'PATCH', url: '/api/v1/users/settings', payload });

/** Opens a mailed link's action: POST with the token, from any client. */
export const useLink = (client: TestClient, action: 'confirm' | 'undo', token: string) =>
  client.request({ method: 'POST', url: `/api/v1/users/email/${action}`, payload: { token } });
