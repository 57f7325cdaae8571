import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../mailer/escape-html';
import { isLoopbackAddress } from '../mailer/mail-capture.routes';
import { CapturedSms, listCapturedSms } from './sms-capture';

const BASE = '/dev/sms';
// Inline styles only: the store's CSP allows them, and this page must load no scripts.
const STYLE = `
body{margin:0;font:15px/1.5 system-ui,sans-serif;color:#1f2937;background:#f4f4f7}
main{max-width:960px;margin:0 auto;padding:24px}
h1{margin:0 0 4px;font-size:22px}a{color:#7c3aed}.muted{color:#6b7280}
table{width:100%;border-collapse:collapse;background:#fff;border-radius:8px;overflow:hidden}
th,td{padding:8px 12px;text-align:left;border-bottom:1px solid #e5e7eb;vertical-align:top}
th{font-size:13px;color:#6b7280;background:#fafafa}
time,.to{white-space:nowrap}td.text{white-space:pre-wrap;word-break:break-word}
`;

const ListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  /** Only the messages to this number (E.164). */
  to: z.string().max(32).optional(),
});

function sendPage(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8')
    .send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Text messages</title>
<style>${STYLE}</style>
</head>
<body><main>
${body}
</main></body>
</html>
`);
}

function renderRow(message: CapturedSms): string {
  const shown = `${message.date.slice(0, 10)} ${message.date.slice(11, 19)} UTC`;
  return `<tr>
<td><time datetime="${escapeHtml(message.date)}">${escapeHtml(shown)}</time></td>
<td class="to">${escapeHtml(message.to)}</td>
<td class="text">${escapeHtml(message.text)}</td>
</tr>`;
}

/**
 * Development viewer for the sandbox SMS gateway: GET /dev/sms lists the captured text
 * messages, newest first, and /dev/sms.json gives the same list as JSON (`?to=` keeps one
 * number's). Like the mail capture, it answers only clients on this machine, judged by the
 * connection's own address, and never through a proxy.
 */
export const smsCaptureRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (
  app,
  { dataDir },
) => {
  app.addHook('onRequest', async (request, reply) => {
    const { headers } = request;
    const proxied = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((h) => h in headers);
    if (isLoopbackAddress(request.socket.remoteAddress) && !proxied) return undefined;
    return sendPage(
      reply,
      403,
      '<h1>Forbidden</h1><p>Captured text messages are shown only to a browser on the machine the store runs on.</p>',
    );
  });

  app.get(
    `${BASE}.json`,
    {
      schema: {
        hide: true,
        querystring: ListQuery,
        response: { 200: z.object({ messages: z.array(CapturedSms) }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { messages: await listCapturedSms(dataDir, request.query) };
    },
  );

  app.get(BASE, { schema: { hide: true, querystring: ListQuery } }, async (request, reply) => {
    const messages = await listCapturedSms(dataDir, request.query);
    const list = messages.length
      ? `<table><thead><tr><th>Time</th><th>To</th><th>Text</th></tr></thead>
<tbody>${messages.map(renderRow).join('\n')}</tbody></table>`
      : '<p>No text messages yet. They are captured here while TWILIO_ACCOUNT_SID is not set.</p>';
    return sendPage(
      reply,
      200,
      `<h1>Text messages</h1><p class="muted">Captured text messages, newest first. <a href="${BASE}.json">As JSON</a></p>${list}`,
    );
  });
};
