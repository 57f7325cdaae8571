import {
  CaptureListQuery,
  captureViewerRoutes,
  renderCaptureTime,
} from '../capture/capture-viewer';
import { escapeHtml } from '../mailer/escape-html';
import { CapturedPush, listCapturedPushes } from './push-capture';

function renderRow(push: CapturedPush): string {
  return `<tr>
<td>${renderCaptureTime(push.date)}</td>
<td><strong>${escapeHtml(push.title)}</strong><br>${escapeHtml(push.body)}</td>
<td>${escapeHtml(push.url)}<br><span class="muted">${escapeHtml(push.tag)}</span></td>
<td class="device">${escapeHtml(push.endpoint)}</td>
</tr>`;
}

/**
 * Development viewer for captured browser notifications: GET /dev/push lists them, newest
 * first, and /dev/push.json gives the same list as JSON; for this machine only.
 */
export const pushCaptureRoutes = captureViewerRoutes({
  base: '/dev/push',
  title: 'Browser notifications',
  intro: 'Captured pushes, newest first.',
  empty: 'No notifications yet. They are captured here while PUSH_TRANSPORT is capture.',
  refusal: 'Captured notifications are shown only to a browser on the machine the store runs on.',
  columns: ['Time', 'Notification', 'Opens', 'Device'],
  renderRow,
  query: CaptureListQuery,
  list: (dataDir, query) => listCapturedPushes(dataDir, query),
  json: { key: 'pushes', schema: CapturedPush },
});
