import { z } from 'zod';
import { CaptureId, newCaptureId, openCapture, type Capture } from '../capture/capture-store';
import type { SmsSender } from './sms-sender';

/** A text message the sandbox gateway kept instead of sending, one JSON file each. */
export const CapturedSms = z.object({
  id: CaptureId,
  to: z.string(),
  text: z.string(),
  date: z.iso.datetime(),
});
export type CapturedSms = z.infer<typeof CapturedSms>;

/** Captured text messages, one JSON file each under `<dataDir>/sms`. */
export function smsCapture(dataDir: string): Capture<CapturedSms> {
  return openCapture(dataDir, 'sms', CapturedSms);
}

/** The folder captured text messages are written to. */
export function smsCaptureDir(dataDir: string): string {
  return smsCapture(dataDir).dir;
}

/** The sandbox SMS gateway: each message becomes `<dataDir>/sms/<id>.json`. */
export function createCaptureSms(dataDir: string): SmsSender {
  const capture = smsCapture(dataDir);
  return {
    async send(to, text) {
      const date = new Date();
      await capture.store({ id: newCaptureId(date.getTime()), to, text, date: date.toISOString() });
    },
  };
}

/** The newest captured messages first, only those to `to` when given. */
export function listCapturedSms(
  dataDir: string,
  { limit, to }: { limit?: number; to?: string | undefined } = {},
): Promise<CapturedSms[]> {
  return smsCapture(dataDir).list({
    ...(limit === undefined ? {} : { limit }),
    ...(to === undefined ? {} : { where: (message) => message.to === to }),
  });
}
