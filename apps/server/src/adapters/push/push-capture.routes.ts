import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../mailer/escape-html';
import { isLoopbackAddress } from '../mailer/mail-capture.routes';
import { CapturedPush, listCapturedPushes } from './push-capture';

const BASE = '/dev/push';
// Inline styles only: the store's CSP allows them, and this page must load no scripts.
const STYLE = `
body{margin:0;font:15px/1.5 system-ui,sans-serif;color:#1f2937;background:#f4f4f7}
main{max-width:1100px;margin:0 auto;padding:24px}
h1{margin:0 0 4px;font-size:22px}a{color:#7c3aed}.muted{color:#6b7280}
table{width:100%;border-collapse:collapse;background:#fff;border-radius:8px;overflow:hidden}
th,td{padding:8px 12px;text-align:left;border-bottom:1px solid #e5e7eb;vertical-align:top}
th{font-size:13px;color:#6b7280;background:#fafafa}
time{white-space:nowrap}td.device{max-width:260px;word-break:break-all;font-size:13px}
`;

const ListQuery = z.object({ limit: z.coerce.number().int().min(1).max(1000).default(100) });

function sendPage(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8')
    .send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Browser notifications</title>
<style>${STYLE}</style>
</head>
<body><main>
${body}
</main></body>
</html>
`);
}

function renderRow(push: CapturedPush): string {
  const shown = `${push.date.slice(0, 10)} ${push.date.slice(11, 19)} UTC`;
  return `<tr>
<td><time datetime="${escapeHtml(push.date)}">${escapeHtml(shown)}</time></td>
<td><strong>${escapeHtml(push.title)}</strong><br>${escapeHtml(push.body)}</td>
<td>${escapeHtml(push.url)}<br><span class="muted">${escapeHtml(push.tag)}</span></td>
<td class="device">${escapeHtml(push.endpoint)}</td>
</tr>`;
}

/**
 * Development viewer for captured browser notifications: GET /dev/push lists them, newest
 * first, and /dev/push.json gives the same list as JSON. Like the mail capture, it answers
 * only clients on this machine, judged by the connection's own address, never through a proxy.
 */
export const pushCaptureRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (
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
      '<h1>Forbidden</h1><p>Captured notifications are shown only to a browser on the machine the store runs on.</p>',
    );
  });

  app.get(
    `${BASE}.json`,
    {
      schema: {
        hide: true,
        querystring: ListQuery,
        response: { 200: z.object({ pushes: z.array(CapturedPush) }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { pushes: await listCapturedPushes(dataDir, request.query) };
    },
  );

  app.get(BASE, { schema: { hide: true, querystring: ListQuery } }, async (request, reply) => {
    const pushes = await listCapturedPushes(dataDir, request.query);
    const list = pushes.length
      ? `<table><thead><tr><th>Time</th><th>Notification</th><th>Opens</th><th>Device</th></tr></thead>
<tbody>${pushes.map(renderRow).join('\n')}</tbody></table>`
      : '<p>No notifications yet. They are captured here while PUSH_TRANSPORT is capture.</p>';
    return sendPage(
      reply,
      200,
      `<h1>Browser notifications</h1><p class="muted">Captured pushes, newest first. <a href="${BASE}.json">As JSON</a></p>${list}`,
    );
  });
};
