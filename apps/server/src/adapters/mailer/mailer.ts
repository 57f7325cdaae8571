import nodemailer, { type SendMailOptions } from 'nodemailer';
import { newCaptureId } from '../capture/capture-store';
import { mailCapture } from './mail-capture';

/** The sender used when none is configured. */
export const DEFAULT_FROM = 'BigKeys <no-reply@bigkeys.local>';
/** Carries the mail's category so providers and the mail capture can group mails without parsing. */
export const CATEGORY_HEADER = 'X-Mail-Category';

/** One message the store sends; `category` names its purpose (e.g. "verification-code"). */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  category: string;
  /** Where replies go instead of the store's sender, e.g. the customer behind a contact form. */
  replyTo?: string | undefined;
  /** Files sent along, e.g. an invoice PDF. */
  attachments?: readonly MailAttachment[] | undefined;
};

export type MailAttachment = { filename: string; content: Buffer; contentType: string };

/** The e-mail port: `send` resolves once the mail is handed over; failures reject, never throw. */
export type Mailer = {
  send(mail: OutgoingMail): Promise<{ id: string }>;
  close(): Promise<void>;
};

/** What createMailer needs: an SMTP URL for real delivery, else mail is captured under dataDir. */
export type MailerOptions = {
  smtpUrl?: string | undefined;
  dataDir: string;
  from?: string | undefined;
};

/**
 * Sends through a pooled SMTP connection when `smtpUrl` is set (smtp:// or smtps://), otherwise
 * captures each mail as an .eml file with a JSON index entry under `<dataDir>/outbox/`.
 * Throws only for an SMTP URL nodemailer cannot parse, so bad configuration fails at start-up.
 */
export function createMailer({ smtpUrl, dataDir, from }: MailerOptions): Mailer {
  const sender = from ?? DEFAULT_FROM;
  return smtpUrl ? createSmtpMailer(smtpUrl, sender) : createCaptureMailer(dataDir, sender);
}

function toMessage(mail: OutgoingMail, from: string): SendMailOptions {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.attachments?.length ? { attachments: [...mail.attachments] } : {}),
    headers: { [CATEGORY_HEADER]: mail.category },
  };
}

function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url, pool: true });
  // An 'error' event without a listener would crash the process; a failure that matters
  // already rejects the send it belongs to.
  transport.on('error', () => undefined);
  const pending = new Set<Promise<unknown>>();
  let closed = false;
  return {
    async send(mail) {
      if (closed) throw new Error('The mailer is closed');
      const sending = transport.sendMail(toMessage(mail, from));
      pending.add(sending);
      try {
        const info = await sending;
        return { id: info.messageId };
      } finally {
        pending.delete(sending);
      }
    },
    async close() {
      closed = true;
      // Closing the pool first would drop mails that are still being delivered.
      await Promise.allSettled(pending);
      transport.close();
    },
  };
}

function createCaptureMailer(dataDir: string, from: string): Mailer {
  // The stream transport builds the message SMTP would carry, without a server; 'windows'
  // turns bare LFs into CRLF the way the SMTP data stream does on the wire.
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  const capture = mailCapture(dataDir);
  return {
    async send(mail) {
      const date = new Date();
      const id = newCaptureId(date.getTime());
      const info = await transport.sendMail({ ...toMessage(mail, from), date });
      if (!Buffer.isBuffer(info.message)) throw new Error('Expected the message as a buffer');
      const { to, subject, category } = mail;
      // The index entry is written after the .eml, so a mail is listed only once complete.
      await capture.store(
        { id, to, subject, category, date: date.toISOString() },
        { eml: info.message },
      );
      return { id };
    },
    async close() {
      transport.close();
    },
  };
}
