import { waitForCaptured } from './captures';

/** A browser notification as the store's push capture keeps it (DATA_DIR/push/<id>.json). */
export type CapturedPush = {
  id: string;
  date: string;
  endpoint: string;
  title: string;
  body: string;
  url: string;
  tag: string;
};

/**
 * The newest push the store captured for the device at `endpoint`, waiting for it to arrive;
 * with `matching`, the newest one it accepts. It reads what /dev/push lists.
 */
export function waitForPushTo(
  endpoint: string,
  matching: (push: CapturedPush) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<CapturedPush> {
  return waitForCaptured<CapturedPush>(
    'push',
    (push) => push.endpoint === endpoint && matching(push),
    timeoutMs,
    `No push to ${endpoint}`,
  );
}
