import { waitForCaptured } from './captures';

/** A text message as the store's sandbox gateway keeps it (DATA_DIR/sms/<id>.json). */
export type CapturedSms = { id: string; to: string; text: string; date: string };

/**
 * The newest text message the store captured for `to` (a number in E.164 form), waiting for
 * it to arrive; with `matching`, the newest one it accepts. It reads what /dev/sms lists.
 */
export function waitForSmsTo(
  to: string,
  matching: (text: string) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<CapturedSms> {
  return waitForCaptured<CapturedSms>(
    'sms',
    (message) => message.to === to && matching(message.text),
    timeoutMs,
    `No text message to ${to}`,
  );
}

/** The 6-digit code in a captured text message. */
export function smsCodeIn(message: CapturedSms): string {
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error('No 6-digit code in the text message');
  return code;
}
