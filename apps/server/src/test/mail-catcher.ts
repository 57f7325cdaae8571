import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** A mail the catcher received: envelope recipients, Reply-To addresses, subject and parts. */
export type CaughtMail = {
  to: string[];
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; mimeType: string; content: Buffer }[];
};

/** A real SMTP server on 127.0.0.1 that keeps what it receives, for tests. */
export type MailCatcher = {
  smtpUrl: string;
  mails(): CaughtMail[];
  waitForMail(predicate?: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
};

type Waiter = { predicate: (mail: CaughtMail) => boolean; resolve: (mail: CaughtMail) => void };

/** Starts a catcher on a free port; plain SMTP, any or no login accepted. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const received: CaughtMail[] = [];
  const waiters = new Set<Waiter>();

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    // Pooled clients keep idle connections open; closing should not wait the default 30 s.
    closeTimeout: 500,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.once('error', (error) => callback(error));
      stream.once('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (parsed) => {
            const mail: CaughtMail = {
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              replyTo: (parsed.replyTo ?? []).flatMap((entry) =>
                entry.address ? [entry.address] : [],
              ),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? '',
              attachments: parsed.attachments.map((a) => ({
                filename: a.filename ?? '',
                mimeType: a.mimeType,
                content: Buffer.from(
                  typeof a.content === 'string' ? a.content : new Uint8Array(a.content),
                ),
              })),
            };
            received.push(mail);
            for (const waiter of waiters) {
              if (!waiter.predicate(mail)) continue;
              waiters.delete(waiter);
              waiter.resolve(mail);
            }
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A client dropping its connection emits 'error'; unheard, that would crash the test run.
  server.on('error', () => undefined);
  const { port } = server.server.address() as AddressInfo;

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mails: () => [...received],
    waitForMail(predicate = () => true, timeoutMs = 5000) {
      const already = received.find(predicate);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          predicate,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const subjects = received.map((mail) => mail.subject).join(', ') || 'none';
          reject(new Error(`No matching mail within ${timeoutMs} ms (received: ${subjects})`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
