import { BlockList, isIP } from 'node:net';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../mailer/escape-html';
import type { CapturedEntry } from './capture-store';

/** The Fastify instance a capture viewer's routes are added to. */
export type CaptureViewerApp = Parameters<FastifyPluginAsyncZod>[0];

// Inline styles only: the store's CSP allows them, and these pages must load no scripts.
const STYLE = `
body{margin:0;font:15px/1.5 system-ui,sans-serif;color:#1f2937;background:#f4f4f7}
main{max-width:1100px;margin:0 auto;padding:24px}
h1{margin:0 0 4px;font-size:22px}h2{margin:24px 0 8px;font-size:16px}
a{color:#7c3aed}.muted{color:#6b7280}
table{width:100%;border-collapse:collapse;background:#fff;border-radius:8px;overflow:hidden}
th,td{padding:8px 12px;text-align:left;border-bottom:1px solid #e5e7eb;vertical-align:top}
th{font-size:13px;color:#6b7280;background:#fafafa}
time,.to{white-space:nowrap}td.text{white-space:pre-wrap;word-break:break-word}
td.device{max-width:260px;word-break:break-all;font-size:13px}
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

/** Replies with one viewer page, never cached; `body` is HTML the caller has escaped. */
export function sendCapturePage(
  reply: FastifyReply,
  status: number,
  title: string,
  body: string,
): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8')
    .send(`<!doctype html>
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
`);
}

/** A capture time as shown in the viewers: date and time to the second, in UTC. */
export function renderCaptureTime(iso: string): string {
  const shown = `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
  return `<time datetime="${escapeHtml(iso)}">${escapeHtml(shown)}</time>`;
}

/** The list query every viewer takes; a kind may add its own filters. */
export const CaptureListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

/** How one kind of capture is shown: its list page, and optionally the list as JSON. */
export type CaptureView<T extends CapturedEntry, Q extends { limit: number }> = {
  /** Where the list is served, e.g. `/dev/sms`; the JSON list is `${base}.json`. */
  base: string;
  title: string;
  /** The sentence under the title. */
  intro: string;
  /** The paragraph shown while nothing is captured. */
  empty: string;
  /** The 403 page's sentence for a client elsewhere. */
  refusal: string;
  /** The table's column headings, and one row (escaped) per message. */
  columns: readonly string[];
  renderRow(entry: T): string;
  query: z.ZodType<Q>;
  list(dataDir: string, query: Q): Promise<T[]>;
  /** With it, `${base}.json` answers `{ [key]: T[] }`. */
  json?: { key: string; schema: z.ZodType<T> };
  /** Further routes of this viewer (behind the same guard), e.g. one message's page. */
  routes?(app: CaptureViewerApp, dataDir: string): void;
};

/**
 * A development viewer for one kind of capture. It answers only clients on this machine,
 * judged by the connection's own address: a forwarded one is whatever the client wrote, and
 * a proxy on this machine is refused.
 */
export function captureViewerRoutes<T extends CapturedEntry, Q extends { limit: number }>(
  view: CaptureView<T, Q>,
): FastifyPluginAsyncZod<{ dataDir: string }> {
  // The type provider cannot resolve a generic schema's output, though it is Q.
  const list = (dataDir: string, query: unknown) => view.list(dataDir, query as Q);
  return async (app, { dataDir }) => {
    app.addHook('onRequest', async (request, reply) => {
      const { headers } = request;
      const proxied = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((h) => h in headers);
      if (isLoopbackAddress(request.socket.remoteAddress) && !proxied) return undefined;
      return sendCapturePage(
        reply,
        403,
        'Forbidden',
        `<h1>Forbidden</h1><p>${escapeHtml(view.refusal)}</p>`,
      );
    });

    const { json } = view;
    if (json) {
      app.get(
        `${view.base}.json`,
        {
          schema: {
            hide: true,
            querystring: view.query,
            response: { 200: z.object({ [json.key]: z.array(json.schema) }) },
          },
        },
        async (request, reply) => {
          reply.header('cache-control', 'no-store');
          return { [json.key]: await list(dataDir, request.query) };
        },
      );
    }

    app.get(
      view.base,
      { schema: { hide: true, querystring: view.query } },
      async (request, reply) => {
        const entries = await list(dataDir, request.query);
        const headings = view.columns.map((column) => `<th>${column}</th>`).join('');
        const table = entries.length
          ? `<table><thead><tr>${headings}</tr></thead>
<tbody>${entries.map((entry) => view.renderRow(entry)).join('\n')}</tbody></table>`
          : `<p>${view.empty}</p>`;
        const asJson = json ? ` <a href="${view.base}.json">As JSON</a>` : '';
        return sendCapturePage(
          reply,
          200,
          view.title,
          `<h1>${escapeHtml(view.title)}</h1><p class="muted">${view.intro}${asJson}</p>${table}`,
        );
      },
    );

    view.routes?.(app, dataDir);
  };
}
