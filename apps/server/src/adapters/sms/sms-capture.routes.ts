import { z } from 'zod';
import {
  CaptureListQuery,
  captureViewerRoutes,
  renderCaptureTime,
} from '../capture/capture-viewer';
import { escapeHtml } from '../mailer/escape-html';
import { CapturedSms, listCapturedSms } from './sms-capture';

const SmsListQuery = CaptureListQuery.extend({
  /** Only the messages to this number (E.164). */
  to: z.string().max(32).optional(),
});

function renderRow(message: CapturedSms): string {
  return `<tr>
<td>${renderCaptureTime(message.date)}</td>
<td class="to">${escapeHtml(message.to)}</td>
<td class="text">${escapeHtml(message.text)}</td>
</tr>`;
}

/**
 * Development viewer for the sandbox SMS gateway: GET /dev/sms lists the captured text
 * messages, newest first, and /dev/sms.json gives the same list as JSON (`?to=` keeps one
 * number's); for this machine only.
 */
export const smsCaptureRoutes = captureViewerRoutes({
  base: '/dev/sms',
  title: 'Text messages',
  intro: 'Captured text messages, newest first.',
  empty: 'No text messages yet. They are captured here while TWILIO_ACCOUNT_SID is not set.',
  refusal: 'Captured text messages are shown only to a browser on the machine the store runs on.',
  columns: ['Time', 'To', 'Text'],
  renderRow,
  query: SmsListQuery,
  list: (dataDir, query) => listCapturedSms(dataDir, query),
  json: { key: 'messages', schema: CapturedSms },
});
