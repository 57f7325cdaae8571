import { BlockList, isIP } from 'node:net';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from './escape-html';
import { listCapturedMail, readCapturedMail, type CapturedMailEntry } from './mail-capture';

const BASE = '/dev/outbox';
// Inline styles only: the store's CSP allows them, and this page must load no scripts.
const STYLE = `
body{margin:0;font:15px/1.5 system-ui,sans-serif;color:#1f2937;background:#f4f4f7}
main{max-width:960px;margin:0 auto;padding:24px}
h1{margin:0 0 4px;font-size:22px}h2{margin:24px 0 8px;font-size:16px}
a{color:#7c3aed}.muted{color:#6b7280}
table{width:100%;border-collapse:collapse;background:#fff;border-radius:8px;overflow:hidden}
th,td{padding:8px 12px;text-align:left;border-bottom:1px solid #e5e7eb;vertical-align:top}
th{font-size:13px;color:#6b7280;background:#fafafa}
time{white-space:nowrap}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:16px 0}
dt{color:#6b7280}dd{margin:0}
iframe{width:100%;height:70vh;border:1px solid #e5e7eb;border-radius:8px;background:#fff}
pre{white-space:pre-wrap;word-break:break-word;background:#fff;padding:16px;
  border:1px solid #e5e7eb;border-radius:8px}
`;

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');
LOOPBACK.addSubnet('::ffff:127.0.0.0', 104, 'ipv6');

/** True for an address on this machine (127.0.0.0/8, ::1, or 127.x written as IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  const version = address ? isIP(address) : 0;
  if (!address || version === 0) return false;
  return LOOPBACK.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

function renderPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>
${body}
</main></body>
</html>
`;
}

function sendPage(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderPage(title, body));
}

function renderTime(iso: string): string {
  const shown = `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
  return `<time datetime="${escapeHtml(iso)}">${escapeHtml(shown)}</time>`;
}

function renderRow(mail: CapturedMailEntry): string {
  const subject = escapeHtml(mail.subject || '(no subject)');
  return `<tr>
<td>${renderTime(mail.date)}</td>
<td>${escapeHtml(mail.to)}</td>
<td><a href="${BASE}/${mail.id}">${subject}</a></td>
<td class="muted">${escapeHtml(mail.category)}</td>
</tr>`;
}

// Escaped first, so the only markup in the result is the anchors added here.
function linkify(text: string): string {
  return escapeHtml(text).replace(
    /https?:\/\/(?:[^\s&<>"']|&amp;)+/g,
    (url) => `<a href="${url}">${url}</a>`,
  );
}

/**
 * Development viewer for captured mail: GET /dev/outbox lists it, /dev/outbox/:id shows one
 * mail (its HTML in a sandboxed frame, no scripts) and /dev/outbox/:id.eml serves the raw bytes.
 * It answers only clients on this machine, judged by the connection's own address: a
 * forwarded one is whatever the client wrote, and a proxy on this machine is refused.
 */
export const mailCaptureRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (
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
      'Forbidden',
      '<h1>Forbidden</h1><p>Captured mail is shown only to a browser on the machine the store runs on.</p>',
    );
  });

  app.get(
    BASE,
    {
      schema: {
        hide: true,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(1000).default(100) }),
      },
    },
    async (request, reply) => {
      const mails = await listCapturedMail(dataDir, { limit: request.query.limit });
      const list = mails.length
        ? `<table><thead><tr><th>Time</th><th>To</th><th>Subject</th><th>Category</th></tr></thead>
<tbody>${mails.map(renderRow).join('\n')}</tbody></table>`
        : '<p>No mail yet. Mail is captured here while SMTP_URL is not set.</p>';
      return sendPage(
        reply,
        200,
        'Outbox',
        `<h1>Outbox</h1><p class="muted">Captured mail, newest first.</p>${list}`,
      );
    },
  );

  app.get(
    `${BASE}/:file`,
    { schema: { hide: true, params: z.object({ file: z.string().max(200) }) } },
    async (request, reply) => {
      const { file } = request.params;
      const wantsRaw = file.endsWith('.eml');
      const mail = await readCapturedMail(dataDir, wantsRaw ? file.slice(0, -'.eml'.length) : file);
      if (!mail) {
        return sendPage(
          reply,
          404,
          'Not found',
          `<h1>Not found</h1><p>No captured mail has this id. <a href="${BASE}">Back to the outbox</a></p>`,
        );
      }
      if (wantsRaw) {
        return reply
          .header('cache-control', 'no-store')
          .header('content-disposition', `inline; filename="${mail.id}.eml"`)
          .type('message/rfc822')
          .send(mail.raw);
      }
      const htmlPart = mail.html
        ? `<iframe title="HTML part" sandbox="" srcdoc="${escapeHtml(mail.html)}"></iframe>`
        : '<p class="muted">This mail has no HTML part.</p>';
      return sendPage(
        reply,
        200,
        mail.subject,
        `<p><a href="${BASE}">&larr; Outbox</a></p>
<h1>${escapeHtml(mail.subject || '(no subject)')}</h1>
<dl>
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Date</dt><dd>${renderTime(mail.date)}</dd>
<dt>Category</dt><dd>${escapeHtml(mail.category)}</dd>
</dl>
<p><a href="${BASE}/${mail.id}.eml">Raw message (.eml)</a></p>
<h2>HTML part</h2>
${htmlPart}
<h2>Text part</h2>
<pre>${linkify(mail.text)}</pre>`,
      );
    },
  );
};
