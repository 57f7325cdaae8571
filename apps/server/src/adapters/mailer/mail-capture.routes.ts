import { z } from 'zod';
import {
  CaptureListQuery,
  captureViewerRoutes,
  renderCaptureTime,
  sendCapturePage,
  type CaptureViewerApp,
} from '../capture/capture-viewer';
import { escapeHtml } from './escape-html';
import { listCapturedMail, readCapturedMail, type CapturedMailEntry } from './mail-capture';

const BASE = '/dev/outbox';

function renderRow(mail: CapturedMailEntry): string {
  const subject = escapeHtml(mail.subject || '(no subject)');
  return `<tr>
<td>${renderCaptureTime(mail.date)}</td>
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

/** /dev/outbox/:id shows one mail (its HTML in a sandboxed frame), :id.eml its raw bytes. */
function mailRoutes(app: CaptureViewerApp, dataDir: string): void {
  app.get(
    `${BASE}/:file`,
    { schema: { hide: true, params: z.object({ file: z.string().max(200) }) } },
    async (request, reply) => {
      const { file } = request.params;
      const wantsRaw = file.endsWith('.eml');
      const mail = await readCapturedMail(dataDir, wantsRaw ? file.slice(0, -'.eml'.length) : file);
      if (!mail) {
        return sendCapturePage(
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
      return sendCapturePage(
        reply,
        200,
        mail.subject,
        `<p><a href="${BASE}">&larr; Outbox</a></p>
<h1>${escapeHtml(mail.subject || '(no subject)')}</h1>
<dl>
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Date</dt><dd>${renderCaptureTime(mail.date)}</dd>
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
}

/**
 * Development viewer for captured mail: GET /dev/outbox lists it, newest first, and each
 * mail has a page of its own and its raw source; for this machine only, like every capture.
 */
export const mailCaptureRoutes = captureViewerRoutes({
  base: BASE,
  title: 'Outbox',
  intro: 'Captured mail, newest first.',
  empty: 'No mail yet. Mail is captured here while SMTP_URL is not set.',
  refusal: 'Captured mail is shown only to a browser on the machine the store runs on.',
  columns: ['Time', 'To', 'Subject', 'Category'],
  renderRow,
  query: CaptureListQuery,
  list: (dataDir, query) => listCapturedMail(dataDir, query),
  routes: mailRoutes,
});
